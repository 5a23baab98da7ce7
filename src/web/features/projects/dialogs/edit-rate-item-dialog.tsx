import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { projectRateItemBody } from '../../../../shared/projects/rate-items-schemas';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Switch } from '../../../components/ui/switch';
import { InputField } from '../../../components/form-field';
import type { ProjectRateItem } from '../api/types';
import { useUpdateProjectRateItem } from '../api/update-project-rate-item';
import { RateFields } from './rate-fields';

const editBody = projectRateItemBody.omit({ companyRateItemId: true });

type EditRateItemDialogProps = {
  companyId: number;
  projectId: number;
  item: ProjectRateItem | null;
  onOpenChange: (open: boolean) => void;
};

/** Edit Rate Item: this project's copy of a billable item (name, unit, rate, tax, overtime). */
export function EditRateItemDialog({ companyId, projectId, item, onOpenChange }: EditRateItemDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Rate Item</DialogTitle>
          <DialogDescription>
            Changes apply to new dockets; recorded dockets keep their rates.
          </DialogDescription>
        </DialogHeader>
        {item && (
          <EditForm
            companyId={companyId}
            projectId={projectId}
            item={item}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type EditFormProps = { companyId: number; projectId: number; item: ProjectRateItem; onDone: () => void };

function EditForm({ companyId, projectId, item, onDone }: EditFormProps) {
  const update = useUpdateProjectRateItem(companyId, projectId);
  const defaults: z.input<typeof editBody> = {
    name: item.name,
    description: item.description ?? '',
    unit: item.unit,
    rate: item.rate ?? '',
    taxRate: item.taxRate ?? '0',
    overtimeEnabled: item.overtimeEnabled,
  };
  const form = useForm<z.input<typeof editBody>, unknown, z.output<typeof editBody>>({
    resolver: zodResolver(editBody),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => update.mutate({ id: item.id, values }, { onSuccess: onDone }))}
    >
      <fieldset disabled={update.isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Rate item</legend>
        <div className="sm:col-span-2">
          <InputField
            id="edit-item-name"
            label="Name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
        </div>
        <div className="sm:col-span-2">
          <InputField
            id="edit-item-description"
            label="Description"
            error={errors.description?.message}
            {...form.register('description')}
          />
        </div>
        <InputField
          id="edit-item-unit"
          label="Unit"
          required
          error={errors.unit?.message}
          {...form.register('unit')}
        />
        <RateFields
          idPrefix="edit-item"
          rate={{ ...form.register('rate'), error: errors.rate?.message }}
          taxRate={{ ...form.register('taxRate'), error: errors.taxRate?.message }}
        />
        <div className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-muted p-3">
          <label htmlFor="edit-item-overtime" className="text-sm font-semibold">
            Overtime applies
          </label>
          <Controller
            control={form.control}
            name="overtimeEnabled"
            render={({ field }) => (
              <Switch
                id="edit-item-overtime"
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
      </fieldset>
      <FormDialogFooter pending={update.isPending} pendingLabel="Saving…" submitLabel="Save Changes" />
    </form>
  );
}
