import { paymentStatusText } from '../../../../shared/invoicing/payment-text';
import type { Docket } from './types';

/**
 * The preview's invoiced line (issue 27): 'Invoiced INV-0042 · Paid 12 Dec', '· Part paid, $120.00
 * due', '· Overdue'; just the number for a caller who sees no money (the reply has no payment then).
 */
export function invoicedLine(docket: Pick<Docket, 'invoiced' | 'invoiceNumber' | 'invoicePayment'>) {
  if (!docket.invoiced) return null;
  const invoiced = docket.invoiceNumber ? `Invoiced ${docket.invoiceNumber}` : 'Invoiced';
  return docket.invoicePayment ? `${invoiced} · ${paymentStatusText(docket.invoicePayment, true)}` : invoiced;
}
