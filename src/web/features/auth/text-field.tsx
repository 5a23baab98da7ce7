import type { ComponentProps, ReactNode } from 'react';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
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

/** A labelled text input (FormField) with an optional fixed prefix and a control at its right edge. */
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
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <div className="relative flex">
          {prefix && (
            <span className="inline-flex items-center rounded-l-lg border border-r-0 border-line-strong bg-canvas px-3 font-mono text-base font-bold text-ink-muted">
              {prefix}
            </span>
          )}
          <Input
            {...control}
            className={cn(prefix && 'rounded-l-none', trailing && 'pr-12', className)}
            {...input}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
        </div>
      )}
    </FormField>
  );
}
