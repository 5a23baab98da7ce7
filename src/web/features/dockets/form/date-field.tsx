import { useFormContext } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { Field } from '../field';
import type { DocketFormValues } from './form-values';

/** The docket's date (spec 001 §5: 'Date is required'). */
export function DateField() {
  const { register, formState } = useFormContext<DocketFormValues>();
  const error = formState.errors.date?.message;
  return (
    <Field id="docket-date" label="Date" required error={error}>
      <Input
        id="docket-date"
        type="date"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'docket-date-error' : undefined}
        {...register('date')}
      />
    </Field>
  );
}
