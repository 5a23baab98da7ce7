import { Trash2 } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '../../../../shared/dockets/docket-math';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { BreakSlider } from '../break-slider';
import { ChoiceSelect } from '../choice-select';
import { Field } from '../field';
import { Segmented } from '../segmented';
import { TimeSelect } from '../time-select';
import type { RateItem } from '../types';
import { countsAsHours, rateLookup, rowFigures } from './form-totals';
import type { DocketFormValues } from './form-values';

type WorkItemRowProps = {
  index: number;
  rateItems: readonly RateItem[];
  itemsHint: string | null;
  showMoney: boolean;
  canRemove: boolean;
  onRemove: () => void;
};

const MODES = [
  { value: 'time', label: 'Time range' },
  { value: 'qty', label: 'Quantity' },
] as const;

/** One work item: a rate item, then a time range with break or a quantity (spec 001 §2.3). */
export function WorkItemRow({
  index,
  rateItems,
  itemsHint,
  showMoney,
  canRemove,
  onRemove,
}: WorkItemRowProps) {
  const { control, register, setValue, formState } = useFormContext<DocketFormValues>();
  const item = useWatch({ control, name: `lineItems.${index}` });
  const errors = formState.errors.lineItems?.[index];
  const figures = rowFigures(item, rateLookup(rateItems));
  const unit = rateItems.find((r) => r.id === item.projectRateItemId)?.unit;
  const id = (field: string) => `item-${index}-${field}`;
  const n = index + 1;

  return (
    <li className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border border-line-strong/40 bg-surface-muted p-4">
      <div className="flex items-center gap-2">
        <h3 className="text-base font-bold">Work item {n}</h3>
        <p className="ml-auto text-right text-sm font-bold tabular-nums">
          {item.entryType === 'qty' && unit
            ? `${item.quantity.trim() || '0'} ${unit}`
            : `${figures.hoursShort} h`}
          {showMoney && (
            <span className="ml-2 font-semibold text-ink-muted">{formatMoney(figures.value)}</span>
          )}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove work item ${n}`}
          disabled={!canRemove}
          onClick={onRemove}
          className="text-danger hover:bg-danger-soft"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <Field id={id('rate')} label="Rate item" required error={errors?.projectRateItemId?.message}>
        <Controller
          control={control}
          name={`lineItems.${index}.projectRateItemId`}
          render={({ field }) => (
            <ChoiceSelect
              ref={field.ref}
              id={id('rate')}
              choices={rateItems.map((r) => ({ id: r.id, label: r.name, hint: `per ${r.unit}` }))}
              value={field.value}
              onChange={(rateId) => {
                field.onChange(rateId);
                const chosen = rateItems.find((r) => r.id === rateId);
                if (chosen)
                  setValue(`lineItems.${index}.entryType`, countsAsHours(chosen.unit) ? 'time' : 'qty');
              }}
              placeholder={itemsHint ?? 'Choose a rate item'}
              disabled={itemsHint !== null}
              invalid={!!errors?.projectRateItemId}
              describedBy={errors?.projectRateItemId ? `${id('rate')}-error` : undefined}
            />
          )}
        />
      </Field>
      <Controller
        control={control}
        name={`lineItems.${index}.entryType`}
        render={({ field }) => (
          <Segmented
            name={id('mode')}
            legend={`Work item ${n} recorded by`}
            hideLegend
            options={MODES}
            value={field.value}
            onValueChange={field.onChange}
          />
        )}
      />
      {item.entryType === 'qty' ? (
        <Field
          id={id('qty')}
          label={unit ? `Quantity (${unit})` : 'Quantity'}
          error={errors?.quantity?.message}
        >
          <Input
            id={id('qty')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            aria-invalid={errors?.quantity ? true : undefined}
            {...register(`lineItems.${index}.quantity`)}
          />
        </Field>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:items-start sm:gap-6">
          <div className="grid grid-cols-2 gap-3">
            {(['startTime', 'endTime'] as const).map((name) => (
              <Field
                key={name}
                id={id(name)}
                label={name === 'startTime' ? 'Start time' : 'End time'}
                error={errors?.[name]?.message}
              >
                <Controller
                  control={control}
                  name={`lineItems.${index}.${name}`}
                  render={({ field }) => (
                    <TimeSelect
                      ref={field.ref}
                      id={id(name)}
                      value={field.value}
                      onValueChange={field.onChange}
                      aria-invalid={errors?.[name] ? true : undefined}
                    />
                  )}
                />
              </Field>
            ))}
          </div>
          <Controller
            control={control}
            name={`lineItems.${index}.breakMinutes`}
            render={({ field }) => (
              <BreakSlider
                id={id('break')}
                label={`Break minutes, work item ${n}`}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
        </div>
      )}
    </li>
  );
}
