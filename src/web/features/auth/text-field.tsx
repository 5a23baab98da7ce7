import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'prefix'> & {
  id: string;
  label: string;
  /** The validation message under the field. */
  error?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Shows the required mark and tells assistive technology. */
  required?: boolean;
  /** Fixed text before the value, e.g. the 'C-' of a company code. */
  prefix?: string;
  /** A control inside the right edge of the field, e.g. a show/hide toggle. */
  trailing?: ReactNode;
};

/** A labelled text input with its hint and validation message wired up for screen readers. */
export function TextField({
  id,
  label,
  error,
  hint,
  required = false,
  prefix,
  trailing,
  className,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-1.5">
      <div className="flex items-center gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden="true" className="text-sm font-semibold text-danger">
            *
          </span>
        )}
      </div>
      <div className="relative flex">
        {prefix && (
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-line-strong bg-canvas px-3 font-mono text-base font-bold text-ink-muted">
            {prefix}
          </span>
        )}
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={cn(prefix && 'rounded-l-none', trailing && 'pr-12', className)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
