import { Controller, useFormContext } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { isEditable, type DocketUser } from '../docket-status';
import type { Docket } from '../types';
import { DOCKET_TEXT_MAX } from '../../../../shared/dockets/schemas';
import { FormCard } from './form-card';
import type { DocketFormValues } from './form-values';
import { NotesField } from './notes-field';
import { RemoveDocketDialog } from './remove-docket-dialog';

/** Notes, 'Count on Timesheet' and, when editing, Delete or Mark Void (spec 001 §2.3). */
export function ExtrasCard({ docket, user }: { docket?: Docket; user: DocketUser }) {
  const { control } = useFormContext<DocketFormValues>();
  return (
    <FormCard id="docket-extras" title="Notes & Timesheet">
      <NotesField
        id="docket-notes"
        label="Notes"
        name="notes"
        max={DOCKET_TEXT_MAX.notes}
        placeholder="Anything the foreman or office should know"
      />
      <div className="flex items-center justify-between gap-4 rounded-lg border border-line p-3">
        <div className="grid gap-0.5">
          <Label htmlFor="docket-count">Count on Timesheet</Label>
          <p id="docket-count-hint" className="text-sm text-ink-muted">
            Include these hours on the weekly and payroll timesheets.
          </p>
        </div>
        <Controller
          control={control}
          name="countOnTimesheet"
          render={({ field }) => (
            <Switch
              id="docket-count"
              aria-describedby="docket-count-hint"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
      {docket && isEditable(user, docket) && (
        <div className="flex justify-end border-t border-line pt-4">
          <RemoveDocketDialog docket={docket} />
        </div>
      )}
    </FormCard>
  );
}
