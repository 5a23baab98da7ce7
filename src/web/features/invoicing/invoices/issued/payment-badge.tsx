import type { PaymentStatus, PaymentSummary } from '../../../../../shared/invoicing/payment-status';
import { paymentStatusText } from '../../../../../shared/invoicing/payment-text';
import { Badge } from '../../../../components/ui/badge';
import type { BadgeVariant } from '../../../../components/ui/badge-classes';

const VARIANTS: Record<PaymentStatus, BadgeVariant> = {
  draft: 'neutral',
  awaiting_payment: 'blue',
  part_paid: 'yellow',
  paid: 'green',
  overdue: 'red',
  voided: 'neutral',
};

/** Whether an invoice was paid, in words: 'Paid 12 Dec', 'Part paid, $120.00 due', 'Overdue, $500.00 due'. */
export function PaymentBadge({
  payment,
}: {
  payment: Pick<PaymentSummary, 'status' | 'amountDue' | 'paidOn'>;
}) {
  return <Badge variant={VARIANTS[payment.status]}>{paymentStatusText(payment)}</Badge>;
}
