import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactBody } from '../../../shared/clients/schemas';
import { FormDialogFooter } from '../../components/form-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Switch } from '../../components/ui/switch';
import type { Client } from './api/get-clients';
import type { Contact } from './api/get-contacts';
import { useSaveContact } from './api/save-contact';
import { InputField } from '../../components/form-field';

type ContactFormDialogProps = {
  companyId: number;
  client: Client;
  /** The contact to edit; null adds a new one. */
  contact: Contact | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add Contact and Edit Contact on a client (spec 002 §5: name required, the rest optional). */
export function ContactFormDialog({
  companyId,
  client,
  contact,
  open,
  onOpenChange,
}: ContactFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{contact ? 'Edit Contact' : 'Add Contact'}</DialogTitle>
          <DialogDescription>A person at {client.name}.</DialogDescription>
        </DialogHeader>
        <ContactForm
          companyId={companyId}
          clientId={client.id}
          contact={contact}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type ContactFormProps = { companyId: number; clientId: number; contact: Contact | null; onDone: () => void };

function ContactForm({ companyId, clientId, contact, onDone }: ContactFormProps) {
  const defaults: z.input<typeof contactBody> = {
    name: contact?.name ?? '',
    title: contact?.title ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    isForeman: contact?.isForeman ?? false,
  };
  const form = useForm({ resolver: zodResolver(contactBody), defaultValues: defaults });
  const { errors } = form.formState;
  const save = useSaveContact(companyId, clientId, contact?.id ?? null, onDone);
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <fieldset disabled={save.isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Contact details</legend>
        <InputField
          id="contact-name"
          label="Name"
          required
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <InputField
          id="contact-title"
          label="Title"
          autoComplete="organization-title"
          placeholder="e.g. Site Manager"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <InputField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <InputField
          id="contact-phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <div className="flex items-center justify-between gap-4 rounded-lg border border-line bg-surface-muted p-3 sm:col-span-2">
          <div className="grid gap-0.5">
            <label htmlFor="contact-foreman" className="text-sm font-semibold">
              Site foreman
            </label>
            <p id="contact-foreman-hint" className="text-sm text-ink-muted">
              This person supervises the crew on site.
            </p>
          </div>
          <Controller
            control={form.control}
            name="isForeman"
            render={({ field }) => (
              <Switch
                id="contact-foreman"
                aria-describedby="contact-foreman-hint"
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
      </fieldset>
      <FormDialogFooter
        pending={save.isPending}
        pendingLabel="Saving…"
        submitLabel={contact ? 'Save Changes' : 'Add Contact'}
      />
    </form>
  );
}
