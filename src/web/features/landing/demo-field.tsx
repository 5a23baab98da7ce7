import type { ComponentProps } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

type DemoFieldProps = ComponentProps<'input'> & { id: string; label: string; error: string | undefined };

/** A required text field with its label and, under it, the validation message. */
export function DemoField({ id, label, error, ...input }: DemoFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} required>
        {label}
      </Label>
      <Input
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
