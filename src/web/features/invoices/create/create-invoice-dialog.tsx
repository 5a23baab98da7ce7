import { useState } from 'react';
import type { InvoiceReply } from '../../../../shared/schemas/invoices';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useAuth } from '../../auth/api';
import { InvoiceForm } from './invoice-form';
import { XeroNotConnected } from './xero-not-connected';

type CreateInvoiceDialogProps = {
  companyId: number;
  docketIds: number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (invoice: InvoiceReply) => void;
};

const dockets = (n: number) => (n === 1 ? '1 docket' : `${n} dockets`);

/**
 * Create-invoice dialog (002 §2), for one docket or several (the combined invoice). A company on
 * Xero gets 'Create Xero Invoice', which until Xero is connected offers to connect or to make the
 * product's own tax invoice; any other company makes its own tax invoice ('Create Invoice').
 */
export function CreateInvoiceDialog({
  companyId,
  docketIds,
  open,
  onOpenChange,
  onCreated,
}: CreateInvoiceDialogProps) {
  const { company } = useAuth();
  const [ownInvoice, setOwnInvoice] = useState(false);
  const xero = company?.accountingSoftware === 'xero' && !ownInvoice;
  const change = (next: boolean) => {
    if (!next) setOwnInvoice(false);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className={xero ? 'max-w-lg' : 'max-w-4xl'}>
        <DialogHeader>
          <DialogTitle>{xero ? 'Create Xero Invoice' : 'Create Invoice'}</DialogTitle>
          <DialogDescription>
            {xero
              ? `Send ${dockets(docketIds.length)} to Xero as one invoice.`
              : `A tax invoice for ${dockets(docketIds.length)}, numbered by SiteDockets.`}
          </DialogDescription>
        </DialogHeader>
        {xero ? (
          <XeroNotConnected onOwnInvoice={() => setOwnInvoice(true)} />
        ) : (
          <InvoiceForm
            companyId={companyId}
            timeZone={company?.timeZone ?? 'Australia/Sydney'}
            docketIds={docketIds}
            onCreated={(invoice) => {
              change(false);
              onCreated(invoice);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
