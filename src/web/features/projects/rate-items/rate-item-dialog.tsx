import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { companyRateItemBody } from '../../../../shared/projects/rate-items-schemas';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { FormField } from '../../../components/form-field';
import { plainNumber } from '../../../lib/format';
import { AutoCreateField } from './auto-create-field';
import { useSaveRateItem } from '../api/save-company-rate-item';
import type { CompanyRateItem, FormValues, RateItemValues } from '../api/types';

const UNITS = ['hr', 'day', 'each', 'm', 'm²', 'm³', 't', 'km', 'load'];

const valuesOf = (item: CompanyRateItem | null): FormValues =>
  item
    ? {
        name: item.name,
        description: item.description ?? '',
        unit: item.unit,
        rate: item.rate,
        taxRate: plainNumber(item.taxRate),
        autoCreate: item.autoCreate,
      }
    : { name: '', description: '', unit: '', rate: '', taxRate: '0', autoCreate: false };

type RateItemDialogProps = {
  companyId: number;
  /** The item to edit, or null to create one. Remount (key) per item. */
  item: CompanyRateItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add or edit a company billable item (spec 002 §5: name, unit and a positive rate; tax 0–100). */
export function RateItemDialog({ companyId, item, open, onOpenChange }: RateItemDialogProps) {
  const form = useForm<FormValues, unknown, RateItemValues>({
    resolver: zodResolver(companyRateItemBody),
    defaultValues: valuesOf(item),
  });
  const { errors } = form.formState;
  const save = useSaveRateItem(companyId);
  const busy = save.isPending;
  const submit = form.handleSubmit((values) =>
    save.mutate({ id: item?.id, values }, { onSuccess: () => onOpenChange(false) }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? 'Edit Rate Item' : 'Add Rate Item'}</DialogTitle>
          <DialogDescription>
            Workers pick billable items when they record a docket. Rates and tax stay hidden from workers.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset disabled={busy} className="grid grid-cols-2 gap-4">
            <legend className="sr-only">Rate item</legend>
            <FormField
              id="rate-name"
              label="Name"
              required
              error={errors.name?.message}
              className="col-span-2 grid gap-1.5"
            >
              {(control) => <Input {...control} placeholder="e.g. Labourer" {...form.register('name')} />}
            </FormField>
            <FormField
              id="rate-description"
              label="Description"
              error={errors.description?.message}
              className="col-span-2 grid gap-1.5"
            >
              {(control) => (
                <Textarea {...control} rows={2} className="min-h-16" {...form.register('description')} />
              )}
            </FormField>
            <FormField id="rate-unit" label="Unit" required error={errors.unit?.message}>
              {(control) => (
                <>
                  <Input {...control} list="rate-unit-options" placeholder="hr" {...form.register('unit')} />
                  <datalist id="rate-unit-options">
                    {UNITS.map((unit) => (
                      <option key={unit} value={unit} />
                    ))}
                  </datalist>
                </>
              )}
            </FormField>
            <FormField id="rate-rate" label="Rate ($)" required error={errors.rate?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0.01"
                  placeholder="0.00"
                  {...form.register('rate')}
                />
              )}
            </FormField>
            <FormField id="rate-tax" label="Tax Rate (%)" error={errors.taxRate?.message} hint="GST is 10%.">
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  min="0"
                  max="100"
                  {...form.register('taxRate')}
                />
              )}
            </FormField>
            <AutoCreateField control={form.control} />
          </fieldset>
          <FormDialogFooter
            look="ghost"
            pending={busy}
            pendingLabel="Saving..."
            submitLabel={item ? 'Save Changes' : 'Add Rate Item'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
