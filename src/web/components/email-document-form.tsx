import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { emailPdfBody } from '../../shared/dockets/approvals-schemas';
import { FormDialogFooter } from './form-dialog-footer';
import { InputField } from './form-field';
import { DialogForm } from './ui/dialog';

type EmailDocumentFormProps = {
  id: string;
  /** The address to start with (an invoice's contact's). */
  defaultEmail?: string;
  pending: boolean;
  submitLabel: string;
  onSend: (email: string) => void;
};

/** The address a document (a docket's or an invoice's PDF) is e-mailed to, in a dialog's form. */
export function EmailDocumentForm({
  id,
  defaultEmail = '',
  pending,
  submitLabel,
  onSend,
}: EmailDocumentFormProps) {
  const form = useForm<z.input<typeof emailPdfBody>, unknown, z.output<typeof emailPdfBody>>({
    resolver: zodResolver(emailPdfBody),
    defaultValues: { email: defaultEmail },
  });
  return (
    <DialogForm className="grid gap-4" onSubmit={form.handleSubmit((values) => onSend(values.email))}>
      <InputField
        id={id}
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        placeholder="name@example.com"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <FormDialogFooter
        pending={pending}
        submitLabel={submitLabel}
        pendingLabel="Sending…"
        icon={<Send aria-hidden="true" />}
      />
    </DialogForm>
  );
}
