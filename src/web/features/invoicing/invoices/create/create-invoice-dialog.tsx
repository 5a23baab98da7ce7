import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { LoadingText } from '../../../../components/ui/spinner';
import { useAccounting } from '../../../../lib/plan';
import { getXeroStatusQuery } from '../../../xero/api';
import { useAuth } from '../../../auth/api';
import { XeroInvoiceForm } from '../xero/xero-invoice-form';
import { InvoiceForm } from './invoice-form';
import { XeroNeedsPro } from './xero-needs-pro';
import { XeroNotConnected } from './xero-not-connected';

type CreateInvoiceDialogProps = {
  companyId: number;
  docketIds: number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
};

const dockets = (n: number) => (n === 1 ? '1 docket' : `${n} dockets`);

/**
 * Create-invoice dialog (002 §2), for one docket or several (the combined invoice). A company on
 * Xero gets 'Create Xero Invoice': the Xero form once Xero is connected, until then (or while the
 * status cannot be read) 'Xero Not Connected' with the offer to connect or to make the product's own
 * tax invoice; on a plan without Xero (DECISIONS 'Plans') 'Available on PRO' with the same offer;
 * any other company makes its own tax invoice ('Create Invoice').
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
  const status = useQuery({ ...getXeroStatusQuery(), enabled: open && xero });
  const accounting = useAccounting();
  const needsPro = xero && !accounting.allowed;
  const notConnected = xero && !status.isPending && !status.data?.connected;
  const timeZone = company?.timeZone ?? 'Australia/Sydney';
  const change = (next: boolean) => {
    if (!next) setOwnInvoice(false);
    onOpenChange(next);
  };
  const created = () => {
    change(false);
    onCreated();
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className={notConnected || needsPro ? 'max-w-2xl' : 'max-w-4xl'}>
        <DialogHeader>
          <DialogTitle>{xero ? 'Create Xero Invoice' : 'Create Invoice'}</DialogTitle>
          <DialogDescription>
            {xero
              ? `Send ${dockets(docketIds.length)} to Xero as one draft invoice.`
              : `A tax invoice for ${dockets(docketIds.length)}, numbered by SiteDockets.`}
          </DialogDescription>
        </DialogHeader>
        {!xero ? (
          <InvoiceForm companyId={companyId} timeZone={timeZone} docketIds={docketIds} onCreated={created} />
        ) : needsPro ? (
          <XeroNeedsPro onOwnInvoice={() => setOwnInvoice(true)} />
        ) : status.isPending ? (
          <LoadingText label="Checking the Xero connection…" />
        ) : notConnected ? (
          <XeroNotConnected onOwnInvoice={() => setOwnInvoice(true)} />
        ) : (
          <XeroInvoiceForm
            companyId={companyId}
            timeZone={timeZone}
            docketIds={docketIds}
            onCreated={created}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
