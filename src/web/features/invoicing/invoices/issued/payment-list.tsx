import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatCalendarDate } from '../../../../../shared/dates';
import { formatMoney } from '../../../../../shared/dockets/docket-math';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Button } from '../../../../components/ui/button';
import { toastFailure } from '../../../../lib/failure';
import { useUndoPayment } from '../../api/record-payment';
import type { IssuedInvoice } from '../../api/get-invoices';
import type { ReplyOf } from '../../../../lib/api';

/** A recorded payment as the invoice's reply sends it. */
type InvoicePaymentRow = ReplyOf<'GET /api/invoices/:id'>['payments'][number];

type PaymentListProps = { companyId: number; invoice: IssuedInvoice; payments: InvoicePaymentRow[] };

const paymentText = (p: InvoicePaymentRow) =>
  `${formatMoney(p.amount)} on ${formatCalendarDate(p.paidOn, 'short')}`;

/** The payments recorded on an invoice, oldest first, each with Undo (asked first). */
export function PaymentList({ companyId, invoice, payments }: PaymentListProps) {
  const [undoing, setUndoing] = useState<InvoicePaymentRow | null>(null);
  const undo = useUndoPayment(companyId, invoice, () => setUndoing(null));
  if (!payments.length) return <p className="text-sm text-ink-muted">No payments recorded yet.</p>;
  return (
    <section aria-labelledby="invoice-payments-title" className="grid gap-2">
      <h3 id="invoice-payments-title" className="text-sm font-semibold">
        Payments
      </h3>
      <ul className="grid divide-y divide-line rounded-card border border-line">
        {payments.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <span className="tabular-nums">{paymentText(p)}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Undo payment of ${paymentText(p)}`}
              onClick={() => setUndoing(p)}
            >
              <Undo2 aria-hidden="true" />
              Undo
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={undoing !== null}
        onOpenChange={(open) => !open && setUndoing(null)}
        title="Undo this payment?"
        description={
          undoing
            ? `The payment of ${paymentText(undoing)} is removed and due again on ${invoice.number}.`
            : ''
        }
        confirmLabel="Undo payment"
        pendingLabel="Undoing…"
        pending={undo.isPending}
        destructive
        onConfirm={() =>
          undoing &&
          undo.mutate(undoing.id, {
            onError: (error) =>
              toastFailure('Undo failed', error, 'The payment could not be undone. Please try again.'),
          })
        }
      />
    </section>
  );
}
