import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { docketInvoiceBody } from '../../shared/invoicing/invoices-schemas';
import { FormDialogFooter } from './form-dialog-footer';
import { InputField } from './form-field';
import { DialogForm } from './ui/dialog';

type InvoiceNumberFieldProps = Omit<ComponentProps<typeof InputField>, 'label'> & { label?: string };

/** The field for the number of an invoice made outside the product (spec 002 §5: up to 100 characters). */
export function InvoiceNumberField({ label = 'Invoice Number', ...props }: InvoiceNumberFieldProps) {
  return (
    <InputField label={label} placeholder="INV-2025-001" autoComplete="off" maxLength={100} {...props} />
  );
}

type InvoiceNumberFormProps = {
  id: string;
  /** The docket's number now, if any. */
  invoiceNumber: string | null;
  pending: boolean;
  submitLabel: string;
  /** The docket invoiced with the typed number (required to save). */
  onSave: (body: z.output<typeof docketInvoiceBody>) => void;
  /** Shown between the field and the buttons. */
  children?: ReactNode;
};

/** A docket's invoice number, checked as the server checks it, in a dialog's form. */
export function InvoiceNumberForm({
  id,
  invoiceNumber,
  pending,
  submitLabel,
  onSave,
  children,
}: InvoiceNumberFormProps) {
  const defaults: z.input<typeof docketInvoiceBody> = { invoiced: true, invoiceNumber: invoiceNumber ?? '' };
  const form = useForm({ resolver: zodResolver(docketInvoiceBody), defaultValues: defaults });
  return (
    <DialogForm className="grid gap-4" onSubmit={form.handleSubmit(onSave)}>
      <InvoiceNumberField
        id={id}
        required
        disabled={pending}
        error={form.formState.errors.invoiceNumber?.message}
        {...form.register('invoiceNumber')}
      />
      {children}
      <FormDialogFooter pending={pending} submitLabel={submitLabel} pendingLabel="Saving…" />
    </DialogForm>
  );
}
