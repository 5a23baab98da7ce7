import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Textarea } from '../../../components/ui/textarea';
import { BreakSlider } from '../break-slider';
import { rangeFigures } from '../docket-summary';
import { Field } from '../field';
import { TimeSelect } from '../time-select';
import { DateField } from './date-field';
import { FormCard } from './form-card';
import type { DocketFormValues } from './form-values';

/** Non-billable activity: date, description, start, end, break and total hours (spec 001 §2.3). */
export function NonBillableCard() {
  const { control, register, formState } = useFormContext<DocketFormValues>();
  const [startTime, endTime, breakMinutes] = useWatch({
    control,
    name: ['startTime', 'endTime', 'breakMinutes'],
  });
  const errors = formState.errors;
  return (
    <FormCard
      id="docket-details"
      title="Activity Details"
      description="Training, travel, yard work and other time not charged to a project."
    >
      <DateField />
      <Field
        id="docket-description"
        label="Activity description"
        required
        error={errors.description?.message}
      >
        <Textarea
          id="docket-description"
          rows={3}
          placeholder="e.g. Toolbox talk, site induction and plant pre-start checks"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'docket-description-error' : undefined}
          {...register('description')}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        {(['startTime', 'endTime'] as const).map((name) => (
          <Field
            key={name}
            id={`docket-${name}`}
            label={name === 'startTime' ? 'Start time' : 'End time'}
            error={errors[name]?.message}
          >
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <TimeSelect
                  ref={field.ref}
                  id={`docket-${name}`}
                  value={field.value}
                  onValueChange={field.onChange}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? `docket-${name}-error` : undefined}
                />
              )}
            />
          </Field>
        ))}
      </div>
      <Controller
        control={control}
        name="breakMinutes"
        render={({ field }) => (
          <BreakSlider id="docket-break" value={field.value} onValueChange={field.onChange} />
        )}
      />
      <p className="flex items-baseline justify-between rounded-lg bg-brand-soft px-4 py-3">
        <span className="font-semibold text-brand-text">Total hours</span>
        <span className="text-2xl font-extrabold tabular-nums">
          {rangeFigures(startTime, endTime, breakMinutes).hoursShort}
        </span>
      </p>
    </FormCard>
  );
}
