import { zodResolver } from '@hookform/resolvers/zod';
import { FileLock2, Undo2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { docketInvoiceBody } from '../../../shared/schemas/invoices';
import { FormDialogFooter } from '../../components/form-dialog-footer';
import { InputField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { docketDate } from './docket-parts';
import { useSetInvoiceStatus } from './mutations';
import type { InvoiceDocket } from './queries';

type EditStatusDialogProps = { companyId: number; docket: InvoiceDocket | null; onClose: () => void };

/**
 * Edit Invoice Status (002 §4 'Docket invoicing', §5): invoiced with a number (required to save),
 * or marked not invoiced (number cleared). A docket on one of the product's own invoices changes
 * only by voiding that invoice.
 */
export function EditStatusDialog({ companyId, docket, onClose }: EditStatusDialogProps) {
  return (
    <Dialog open={docket !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Invoice Status</DialogTitle>
          <DialogDescription>
            {docket && `Docket #${docket.id} · ${docket.workerName} · ${docketDate(docket)}`}
          </DialogDescription>
        </DialogHeader>
        {docket && docket.invoiceId !== null && <OnInvoice number={docket.invoiceNumber} />}
        {docket && docket.invoiceId === null && (
          <StatusForm companyId={companyId} docket={docket} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function OnInvoice({ number }: { number: string | null }) {
  return (
    <>
      <p
        role="status"
        className="flex items-start gap-3 rounded-lg bg-brand-soft p-3 text-base text-brand-text"
      >
        <FileLock2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          On invoice {number}: void the invoice to change it. Issued invoices are listed below the dockets.
        </span>
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

function StatusForm({
  companyId,
  docket,
  onDone,
}: {
  companyId: number;
  docket: InvoiceDocket;
  onDone: () => void;
}) {
  const defaults: z.input<typeof docketInvoiceBody> = {
    invoiced: true,
    invoiceNumber: docket.invoiceNumber ?? '',
  };
  const form = useForm({ resolver: zodResolver(docketInvoiceBody), defaultValues: defaults });
  const change = useSetInvoiceStatus(companyId, onDone);
  return (
    <DialogForm
      className="grid gap-4"
      onSubmit={form.handleSubmit((body) => change.mutate({ id: docket.id, body }))}
    >
      <InputField
        id="docket-invoice-number"
        label="Invoice Number"
        required
        placeholder="INV-2025-001"
        autoComplete="off"
        maxLength={100}
        disabled={change.isPending}
        error={form.formState.errors.invoiceNumber?.message}
        {...form.register('invoiceNumber')}
      />
      {docket.invoiced && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
          <p className="text-sm text-ink-muted">
            Not invoiced after all? It becomes ready for invoice again.
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: docket.id, body: { invoiced: false, invoiceNumber: null } })}
          >
            <Undo2 aria-hidden="true" />
            Mark as Not Invoiced
          </Button>
        </div>
      )}
      <FormDialogFooter
        pending={change.isPending}
        submitLabel={docket.invoiced ? 'Save' : 'Mark as Invoiced'}
        pendingLabel="Saving…"
      />
    </DialogForm>
  );
}
