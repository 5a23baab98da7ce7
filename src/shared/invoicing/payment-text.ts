import { formatCalendarDate } from '../dates';
import { formatMoney } from '../dockets/docket-math';
import { PAYMENT_STATUS_LABELS, type PaymentSummary } from './payment-status';

type Shown = Pick<PaymentSummary, 'status' | 'amountDue' | 'paidOn'>;

/**
 * An invoice's payment status in words (issue 27): 'Paid 12 Dec', 'Part paid, $120.00 due',
 * 'Overdue, $500.00 due' (just 'Overdue' when `brief`, as the docket preview says it), else its label.
 */
export function paymentStatusText(payment: Shown, brief = false): string {
  const label = PAYMENT_STATUS_LABELS[payment.status];
  if (payment.status === 'paid' && payment.paidOn)
    return `${label} ${formatCalendarDate(payment.paidOn, 'dayMonth')}`;
  if (payment.status === 'part_paid' || (payment.status === 'overdue' && !brief))
    return `${label}, ${formatMoney(payment.amountDue)} due`;
  return label;
}
