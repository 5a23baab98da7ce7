import { Building2, CircleCheck, ClipboardCheck, HardHat } from 'lucide-react';
import type { SignupRole } from '../../../../shared/auth/schemas';
import { cn } from '../../../lib/cn';

const OPTIONS = [
  {
    value: 'company_owner',
    label: 'Company Owner',
    text: 'Register your company and run projects, invoicing and payroll.',
    icon: Building2,
  },
  {
    value: 'worker',
    label: 'Worker',
    text: 'Join your company with its company code and record your dockets.',
    icon: HardHat,
  },
  {
    value: 'foreman',
    label: 'Foreman',
    text: 'Approve the dockets of a project with its project code.',
    icon: ClipboardCheck,
  },
] as const satisfies readonly { value: SignupRole; label: string; text: string; icon: unknown }[];

type RoleChoiceProps = {
  value: SignupRole | undefined;
  onChange: (role: SignupRole) => void;
  disabled?: boolean;
  error?: string;
};

/** The first step of sign-up (spec 000 §2): Company Owner, Worker or Foreman, as three large cards. */
export function RoleChoice({ value, onChange, disabled = false, error }: RoleChoiceProps) {
  return (
    <fieldset disabled={disabled} aria-describedby={error ? 'signup-role-error' : undefined}>
      <legend className="mb-3 text-base font-bold text-ink">How will you use SiteDockets?</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {OPTIONS.map(({ value: role, label, text, icon: Icon }) => {
          const checked = value === role;
          return (
            <label
              key={role}
              className={cn(
                'relative flex cursor-pointer gap-3 rounded-card border-2 bg-surface p-4 transition-colors sm:flex-col',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                checked ? 'border-brand-active bg-brand-soft' : 'border-line hover:border-line-strong',
              )}
            >
              <input
                type="radio"
                name="role"
                value={role}
                checked={checked}
                onChange={() => onChange(role)}
                className="sr-only"
              />
              <span
                className={cn(
                  'flex size-11 shrink-0 items-center justify-center rounded-lg',
                  checked ? 'bg-night text-brand' : 'bg-canvas text-ink',
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="grid gap-0.5 pr-6 sm:pr-0">
                <span className="text-base font-bold text-ink">{label}</span>
                <span className="text-sm text-ink-muted">{text}</span>
              </span>
              {checked && (
                <CircleCheck aria-hidden="true" className="absolute top-3 right-3 size-5 text-brand-text" />
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="signup-role-error" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
