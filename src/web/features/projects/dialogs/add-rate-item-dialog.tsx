import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { projectRateField, taxRateField } from '../../../../shared/projects/rate-items-schemas';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/form-field';
import { useCompanyRateItems } from '../api/get-company-rate-items';
import type { ProjectRateItem } from '../api/types';
import { useAddProjectRateItem } from '../api/add-project-rate-item';
import { CompanyItemSelect } from './company-item-select';
import { RateFields } from './rate-fields';

/** Adding a company item needs the item and a rate (spec 002 §5). */
const pickBody = z.object({
  companyRateItemId: z.number({ message: 'Choose a rate item' }).int().positive(),
  rate: projectRateField,
  taxRate: taxRateField,
});

type AddRateItemDialogProps = {
  companyId: number;
  projectId: number;
  /** Items already on the project; their company items are not offered again. */
  existing: ProjectRateItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function AddRateItemDialog({
  companyId,
  projectId,
  existing,
  open,
  onOpenChange,
}: AddRateItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Rate Item to Project</DialogTitle>
          <DialogDescription>
            Pick one of the company’s billable items and set its rate for this project.
          </DialogDescription>
        </DialogHeader>
        <PickForm
          companyId={companyId}
          projectId={projectId}
          existing={existing}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type PickFormProps = Omit<AddRateItemDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void };

function PickForm({ companyId, projectId, existing, onDone }: PickFormProps) {
  const items = useCompanyRateItems(companyId);
  const add = useAddProjectRateItem(companyId, projectId);
  const form = useForm<z.input<typeof pickBody>, unknown, z.output<typeof pickBody>>({
    resolver: zodResolver(pickBody),
    defaultValues: { companyRateItemId: undefined, rate: '', taxRate: '0' },
  });
  const { errors } = form.formState;
  const taken = new Set(existing.map((item) => item.companyRateItemId));
  const choices = (items.data ?? []).filter((item) => item.isActive && !taken.has(item.id));
  const submit = form.handleSubmit(({ companyRateItemId, rate, taxRate }) => {
    const source = choices.find((item) => item.id === companyRateItemId);
    if (!source) return;
    const { name, description, unit } = source;
    add.mutate(
      {
        companyRateItemId,
        name,
        description: description ?? undefined,
        unit,
        rate,
        taxRate,
        overtimeEnabled: false,
      },
      { onSuccess: onDone },
    );
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <fieldset disabled={add.isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Rate item</legend>
        <div className="sm:col-span-2">
          <FormField
            id="add-rate-item"
            label="Rate Item"
            required
            error={errors.companyRateItemId?.message}
            hint={
              items.isSuccess && choices.length === 0
                ? 'Every company item is already on this project.'
                : undefined
            }
          >
            {(control) => (
              <Controller
                control={form.control}
                name="companyRateItemId"
                render={({ field }) => (
                  <CompanyItemSelect
                    {...control}
                    choices={choices}
                    loading={items.isPending}
                    value={field.value}
                    onChange={(item) => {
                      field.onChange(item.id);
                      form.setValue('rate', item.rate);
                      form.setValue('taxRate', item.taxRate);
                    }}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <RateFields
          idPrefix="add-rate-item"
          rate={{ ...form.register('rate'), error: errors.rate?.message }}
          taxRate={{ ...form.register('taxRate'), error: errors.taxRate?.message }}
        />
      </fieldset>
      <FormDialogFooter pending={add.isPending} pendingLabel="Adding…" submitLabel="Add to Project" />
    </form>
  );
}
