import { useFormContext, useWatch } from 'react-hook-form';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { Field } from '../field';
import type { DocketFormValues } from './form-values';

/** Past this share of the limit the field counts the characters (issue 29). */
const COUNT_FROM = 0.9;
const number = (n: number) => n.toLocaleString('en-AU');

type NotesFieldProps = {
  id: string;
  label: string;
  name: 'notes';
  /** The limit of shared/schemas/dockets.ts (DOCKET_TEXT_MAX), which the form schema checks. */
  max: number;
  placeholder?: string;
};

/** A notes box with its limit: a quiet count near it, and the schema's message under it when over. */
export function NotesField({ id, label, name, max, placeholder }: NotesFieldProps) {
  const { control, register, getFieldState, formState } = useFormContext<DocketFormValues>();
  const length = (useWatch({ control, name }) ?? '').trim().length;
  const error = getFieldState(name, formState).error?.message;
  const counting = length > max * COUNT_FROM;
  const describedBy = [error && `${id}-error`, counting && `${id}-count`].filter(Boolean).join(' ');
  return (
    <Field id={id} label={label} error={error}>
      <Textarea
        id={id}
        rows={3}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...register(name)}
      />
      {counting && (
        <p
          id={`${id}-count`}
          className={cn('text-right text-sm tabular-nums', length > max ? 'text-danger' : 'text-ink-muted')}
        >
          {number(length)} / {number(max)}
        </p>
      )}
    </Field>
  );
}
