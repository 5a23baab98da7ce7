import { CircleAlert, Plus, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { NewForemanForm } from './new-foreman-form';
import { useProjectForemen } from '../api/get-project-foremen';
import type { Docket } from './types';
import type { ApprovalActions } from './use-approval-actions';

type ForemanPickerProps = { docket: Docket; actions: ApprovalActions; error: string | null };

/** Step one: the foreman who signs, picked from the project's list or added (spec 001 §2.4). */
export function ForemanPicker({ docket, actions, error }: ForemanPickerProps) {
  const foremen = useProjectForemen(docket.projectId, true);
  const [adding, setAdding] = useState(false);
  const list = foremen.data ?? [];
  const chosen = docket.foremanId !== null ? String(docket.foremanId) : undefined;
  const assigned = list.some((f) => f.id === docket.foremanId);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <Label htmlFor="foreman-select">Foreman</Label>
      <div className="flex min-w-0 gap-2">
        <Select
          value={assigned ? chosen : undefined}
          onValueChange={(value) => actions.assign.mutate(Number(value))}
          disabled={actions.busy || foremen.isPending}
        >
          <SelectTrigger
            id="foreman-select"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'foreman-error' : undefined}
            className="min-w-0 flex-1"
          >
            <SelectValue placeholder={foremen.isPending ? 'Loading foremen…' : 'Select a foreman'} />
          </SelectTrigger>
          <SelectContent>
            {list.map((f) => (
              <SelectItem key={f.id} value={String(f.id)}>
                {f.foremanName} ({f.foremanEmail})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {docket.foremanId !== null && (
          <Button
            variant="outline"
            onClick={() => actions.unlink.mutate()}
            disabled={actions.busy}
            aria-label={`Unlink ${docket.foremanName ?? 'foreman'}`}
          >
            <Unlink aria-hidden="true" />
            <span className="max-sm:sr-only">Unlink</span>
          </Button>
        )}
      </div>
      {foremen.isSuccess && list.length === 0 && (
        <p className="text-sm text-ink-muted">No foremen on this project yet. Add the one who signs.</p>
      )}
      {error && (
        <p
          id="foreman-error"
          role="alert"
          className="flex items-center gap-1.5 text-sm font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
      {adding ? (
        <NewForemanForm
          busy={actions.add.isPending}
          onCancel={() => setAdding(false)}
          onAdd={(input) => actions.add.mutate(input, { onSuccess: () => setAdding(false) })}
        />
      ) : (
        <Button variant="link" className="min-h-9 justify-self-start px-0" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add New Foreman
        </Button>
      )}
    </div>
  );
}
