import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from './ui/input';
import { Label } from './ui/label';

/** What a field's control needs so its label, hint and message reach screen readers. */
export type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Replaces the default vertical layout of label, control, hint and message. */
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A label, a control (render prop), a hint and the validation message, wired together. */
export function FormField({ id, label, error, hint, required = false, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'grid content-start gap-1.5'}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
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

type InputFieldProps = Omit<ComponentProps<'input'>, 'id'> &
  Pick<FormFieldProps, 'id' | 'label' | 'error' | 'hint' | 'required'>;

/** FormField around a text-like input. */
export function InputField({ id, label, error, hint, required, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required}>
      {(control) => <Input {...control} {...input} />}
    </FormField>
  );
}
