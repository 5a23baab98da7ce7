import { CircleAlert, List, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { InputField } from '../../../components/form-field';
import type { ProjectForeman } from './types';

export type ApproverState = { mode: 'list' | 'typed'; foremanId: number | null; name: string; email: string };

type ApproverChoiceProps = {
  foremen: ProjectForeman[];
  loading: boolean;
  state: ApproverState;
  errors: { choice?: string; name?: string; email?: string };
  onChange: (state: ApproverState) => void;
};

/** Who is signing: a name from the project's foremen, or typed with an e-mail (added to the list). */
export function ApproverChoice({ foremen, loading, state, errors, onChange }: ApproverChoiceProps) {
  const typed = state.mode === 'typed' || (!loading && foremen.length === 0);
  if (typed) {
    return (
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Your details</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            id="approver-name"
            label="Your name"
            required
            autoComplete="name"
            value={state.name}
            error={errors.name}
            onChange={(e) => onChange({ ...state, mode: 'typed', name: e.target.value })}
          />
          <InputField
            id="approver-email"
            label="Your email"
            type="email"
            inputMode="email"
            required
            autoComplete="email"
            value={state.email}
            error={errors.email}
            onChange={(e) => onChange({ ...state, mode: 'typed', email: e.target.value })}
          />
        </div>
        {foremen.length > 0 && (
          <Button
            variant="link"
            className="h-9 justify-self-start px-0"
            onClick={() => onChange({ ...state, mode: 'list' })}
          >
            <List aria-hidden="true" />
            Choose my name from the list
          </Button>
        )}
      </fieldset>
    );
  }
  const known = foremen.some((f) => f.id === state.foremanId);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <Label htmlFor="approver-select">Your name</Label>
      <Select
        value={known ? String(state.foremanId) : undefined}
        onValueChange={(value) => onChange({ ...state, foremanId: Number(value) })}
        disabled={loading}
      >
        <SelectTrigger
          id="approver-select"
          aria-invalid={errors.choice ? true : undefined}
          aria-describedby={errors.choice ? 'approver-error' : undefined}
        >
          <SelectValue placeholder={loading ? 'Loading foremen…' : 'Select your name'} />
        </SelectTrigger>
        <SelectContent>
          {foremen.map((f) => (
            <SelectItem key={f.id} value={String(f.id)}>
              {f.foremanName}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {errors.choice && (
        <p
          id="approver-error"
          role="alert"
          className="flex items-center gap-1.5 text-sm font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {errors.choice}
        </p>
      )}
      <Button
        variant="link"
        className="h-9 justify-self-start px-0"
        onClick={() => onChange({ ...state, mode: 'typed' })}
      >
        <UserPlus aria-hidden="true" />
        My name isn&apos;t listed
      </Button>
    </div>
  );
}
