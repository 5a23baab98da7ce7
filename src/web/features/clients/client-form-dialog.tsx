import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { clientBody } from '../../../shared/clients/schemas';
import { FormDialogFooter } from '../../components/form-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/textarea';
import type { Client } from './api/get-clients';
import { useSaveClient } from './api/save-client';
import { FormField, InputField } from '../../components/form-field';
import { XeroContactPicker } from './xero-contact-picker';

type ClientFormDialogProps = {
  companyId: number;
  /** The client to edit; null adds a new one. */
  client: Client | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add Client and Edit Client (spec 002 §2, §5: company name required, the rest optional). */
export function ClientFormDialog({ companyId, client, open, onOpenChange }: ClientFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{client ? 'Edit Client' : 'Add Client'}</DialogTitle>
          <DialogDescription>
            {client ? `Update the details of ${client.name}.` : 'The business you do the work for.'}
          </DialogDescription>
        </DialogHeader>
        <ClientForm companyId={companyId} client={client} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({
  companyId,
  client,
  onDone,
}: {
  companyId: number;
  client: Client | null;
  onDone: () => void;
}) {
  const defaults: z.input<typeof clientBody> = {
    name: client?.name ?? '',
    contactPerson: client?.contactPerson ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    address: client?.address ?? '',
    xeroContactId: client?.xeroContactId ?? null,
    xeroContactName: client?.xeroContactName ?? null,
  };
  const form = useForm({ resolver: zodResolver(clientBody), defaultValues: defaults });
  const { errors } = form.formState;
  const [xeroId, xeroName] = useWatch({ control: form.control, name: ['xeroContactId', 'xeroContactName'] });
  const save = useSaveClient(companyId, client?.id ?? null, onDone);
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <fieldset disabled={save.isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Client details</legend>
        <div className="sm:col-span-2">
          <InputField
            id="client-name"
            label="Company Name"
            required
            autoComplete="organization"
            error={errors.name?.message}
            {...form.register('name')}
          />
        </div>
        <InputField
          id="client-contact-person"
          label="Contact Person"
          autoComplete="name"
          error={errors.contactPerson?.message}
          {...form.register('contactPerson')}
        />
        <InputField
          id="client-phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <div className="sm:col-span-2">
          <InputField
            id="client-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <div className="sm:col-span-2">
          <FormField id="client-address" label="Address" error={errors.address?.message}>
            {(control) => (
              <Textarea rows={2} autoComplete="street-address" {...control} {...form.register('address')} />
            )}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <XeroContactPicker
            value={xeroId && xeroName ? { id: xeroId, name: xeroName } : null}
            onChange={(contact) => {
              form.setValue('xeroContactId', contact?.id ?? null, { shouldDirty: true });
              form.setValue('xeroContactName', contact?.name ?? null, { shouldDirty: true });
            }}
          />
        </div>
      </fieldset>
      <FormDialogFooter
        pending={save.isPending}
        pendingLabel="Saving…"
        submitLabel={client ? 'Save Changes' : 'Add Client'}
      />
    </form>
  );
}
