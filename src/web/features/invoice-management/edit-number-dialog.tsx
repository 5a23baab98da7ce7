import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { docketInvoiceBody } from '../../../shared/schemas/invoices';
import { FormDialogFooter } from '../../components/form-dialog-footer';
import { InputField } from '../../components/form-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogForm,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import type { InvoiceRow } from './api';
import { docketName } from './format';
import { useChangeInvoice } from './mutations';

type EditNumberDialogProps = { companyId: number; row: InvoiceRow | null; onClose: () => void };

/** Edit an invoiced docket's number (spec 002 §5: a number is required to save). */
export function EditNumberDialog({ companyId, row, onClose }: EditNumberDialogProps) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Invoice Number</DialogTitle>
          <DialogDescription>{row && docketName(row)}</DialogDescription>
        </DialogHeader>
        {row && <NumberForm companyId={companyId} row={row} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function NumberForm({ companyId, row, onDone }: { companyId: number; row: InvoiceRow; onDone: () => void }) {
  const defaults: z.input<typeof docketInvoiceBody> = {
    invoiced: true,
    invoiceNumber: row.invoiceNumber ?? '',
  };
  const form = useForm({ resolver: zodResolver(docketInvoiceBody), defaultValues: defaults });
  const change = useChangeInvoice(companyId, onDone);
  return (
    <DialogForm
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) =>
        change.mutate({ row, invoiceNumber: values.invoiceNumber ?? null }),
      )}
    >
      <InputField
        id="edit-invoice-number"
        label="Invoice Number"
        required
        placeholder="INV-2025-001"
        autoComplete="off"
        maxLength={100}
        disabled={change.isPending}
        error={form.formState.errors.invoiceNumber?.message}
        {...form.register('invoiceNumber')}
      />
      <FormDialogFooter pending={change.isPending} submitLabel="Save" pendingLabel="Saving…" />
    </DialogForm>
  );
}
