import { FileLock2, Undo2 } from 'lucide-react';
import { InvoiceNumberForm } from '../../../components/invoice-number-form';
import { TitledDialog } from '../../../components/titled-dialog';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { invoiceLock } from '../invoice-lock';
import { docketDate } from './docket-parts';
import { useSetInvoiceStatus } from '../api/set-docket-invoice';
import type { InvoiceDocket } from '../api/get-invoice-dockets';

type EditStatusDialogProps = { companyId: number; docket: InvoiceDocket | null; onClose: () => void };

/**
 * Edit Invoice Status (002 §4 'Docket invoicing', §5): invoiced with a number (required to save),
 * or marked not invoiced (number cleared). A docket on one of the product's own invoices changes
 * only by voiding that invoice, one on a Xero invoice only in Xero (lib/invoice-lock.ts).
 */
export function EditStatusDialog({ companyId, docket, onClose }: EditStatusDialogProps) {
  return (
    <TitledDialog
      open={docket !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Invoice Status"
      description={docket && `Docket #${docket.id} · ${docket.workerName} · ${docketDate(docket)}`}
    >
      {docket && invoiceLock(docket) !== null && (
        <OnInvoice lock={invoiceLock(docket)!} own={docket.invoiceId !== null} />
      )}
      {docket && invoiceLock(docket) === null && (
        <StatusForm companyId={companyId} docket={docket} onDone={onClose} />
      )}
    </TitledDialog>
  );
}

function OnInvoice({ lock, own }: { lock: string; own: boolean }) {
  return (
    <>
      <p
        role="status"
        className="flex items-start gap-3 rounded-lg bg-brand-soft p-3 text-base text-brand-text"
      >
        <FileLock2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          {lock}.{own && ' Issued invoices are listed below the dockets.'}
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
  const change = useSetInvoiceStatus(companyId, onDone);
  return (
    <InvoiceNumberForm
      id="docket-invoice-number"
      invoiceNumber={docket.invoiceNumber}
      pending={change.isPending}
      submitLabel={docket.invoiced ? 'Save' : 'Mark as Invoiced'}
      onSave={(body) => change.mutate({ id: docket.id, body })}
    >
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
    </InvoiceNumberForm>
  );
}
