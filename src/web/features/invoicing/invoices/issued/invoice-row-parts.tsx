import { ExternalLink } from 'lucide-react';
import { formatMoney } from '../../../../../shared/dockets/docket-math';
import { Badge } from '../../../../components/ui/badge';
import { buttonVariants } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { DocketLink } from '../docket-parts';
import { InvoiceActions, RecordPaymentButton, type InvoiceAction } from './invoice-actions';
import { PaymentBadge } from './payment-badge';
import type { IssuedInvoice, ListedInvoice } from '../../api/get-invoices';

/** The pieces the table row (desktop) and the card (phone) of an invoice share, for both kinds. */

/** Dockets named on a row before the rest are counted. */
const DOCKETS_NAMED = 3;

/** Who the invoice is to: a Xero invoice's contact, an own invoice's client. */
export const buyerOf = (invoice: ListedInvoice) =>
  (invoice.source === 'xero'
    ? (invoice.contactName ?? invoice.clientName)
    : (invoice.clientName ?? invoice.contactName)) ?? '—';

/** What the row is called: its number, and for a Xero invoice that it is Xero's (the numbers are apart). */
export const rowLabel = (invoice: ListedInvoice) =>
  invoice.source === 'xero' ? `${invoice.number} (Xero)` : invoice.number;

/** The number, with the 'Xero' badge on an invoice sent to Xero. */
export function InvoiceNumber({ invoice }: { invoice: ListedInvoice }) {
  return (
    <span className="inline-flex items-center gap-2 font-semibold whitespace-nowrap">
      {invoice.number}
      {invoice.source === 'xero' && <Badge variant="dark">Xero</Badge>}
    </span>
  );
}

const STATUS = {
  sitedockets: {
    issued: { text: 'Issued', variant: 'green' },
    void: { text: 'Void', variant: 'red' },
  },
  xero: {
    issued: { text: 'Sent to Xero', variant: 'blue' },
    void: { text: 'Void in Xero', variant: 'red' },
  },
} as const;

export function InvoiceStatus({ invoice }: { invoice: ListedInvoice }) {
  const { text, variant } = STATUS[invoice.source][invoice.status];
  return <Badge variant={variant}>{text}</Badge>;
}

/** The total, and under it the amount ex GST and the GST (a Xero invoice sent before they were kept shows its total only). */
export function InvoiceTotals({ invoice, className }: { invoice: ListedInvoice; className?: string }) {
  return (
    <span className={cn('grid justify-items-end tabular-nums', className)}>
      <span className="font-semibold">{formatMoney(invoice.total)}</span>
      {invoice.subtotal !== null && invoice.gst !== null && (
        <span className="text-xs whitespace-nowrap text-ink-muted">
          {formatMoney(invoice.subtotal)} + {formatMoney(invoice.gst)} GST
        </span>
      )}
    </span>
  );
}

/** '#12, #13, #14 +2 more': the dockets on the invoice, each opening its preview. */
export function InvoiceDockets({ invoice }: { invoice: ListedInvoice }) {
  const named = invoice.timesheetIds.slice(0, DOCKETS_NAMED);
  const more = invoice.timesheetIds.length - named.length;
  return (
    <span className="text-sm whitespace-nowrap">
      {named.map((id, i) => (
        <span key={id}>
          {i > 0 && ', '}
          <DocketLink docket={{ id }} on={invoice.number} />
        </span>
      ))}
      {more > 0 && <span className="text-ink-muted"> +{more} more</span>}
    </span>
  );
}

type RowActionsProps = {
  invoice: ListedInvoice;
  onAction: (action: InvoiceAction, invoice: IssuedInvoice) => void;
  className?: string;
  /** Whether an own invoice's Record payment is among them (not where the Payment column has it). */
  withPayment?: boolean;
};

/** The table's Status cell: the invoice's status, whether it was paid, and on an own issued one Record payment. */
export function StatusCell({ invoice, onAction }: Omit<RowActionsProps, 'className' | 'withPayment'>) {
  return (
    <span className="grid justify-items-start gap-1.5">
      <InvoiceStatus invoice={invoice} />
      <PaymentBadge payment={invoice.payment} />
      {invoice.source === 'sitedockets' && invoice.status === 'issued' && (
        <RecordPaymentButton invoice={invoice} onAction={onAction} className="whitespace-nowrap" compact />
      )}
    </span>
  );
}

/** An own invoice's PDF, CSV, e-mail and void; an invoice sent to Xero opens there, where it is sent and voided. */
export function RowActions({ invoice, onAction, className, withPayment }: RowActionsProps) {
  if (invoice.source === 'sitedockets')
    return (
      <InvoiceActions invoice={invoice} onAction={onAction} className={className} withPayment={withPayment} />
    );
  return (
    <div className={className}>
      <a
        href={invoice.xeroUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Open ${invoice.number} in Xero (opens in a new tab)`}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'col-span-2')}
      >
        <ExternalLink aria-hidden="true" />
        Open in Xero
      </a>
    </div>
  );
}
