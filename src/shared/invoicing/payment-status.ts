import { z } from 'zod';
import { fixed } from '../dockets/docket-math';
import { hundredths } from '../hundredths';
import { money } from '../schemas/money-field';

/**
 * Whether an invoice has been paid (issue 27), one rule for both kinds: an invoice the product made
 * in Xero (from what Xero last said of it) and the product's own tax invoice (from its recorded
 * payments). Shown on /invoices, the issued list, the docket preview and the reports.
 */
export const PAYMENT_STATUSES = [
  'draft',
  'awaiting_payment',
  'part_paid',
  'paid',
  'overdue',
  'voided',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  draft: 'Draft',
  awaiting_payment: 'Awaiting payment',
  part_paid: 'Part paid',
  paid: 'Paid',
  overdue: 'Overdue',
  voided: 'Voided',
};

/** Where an invoice stands before payments count: not sent yet, open for payment, or void. */
export type InvoiceStanding = 'draft' | 'open' | 'voided';

/** Xero's Status as a standing: DRAFT and SUBMITTED are not yet owed; VOIDED and DELETED never will be. */
export function xeroStanding(xeroStatus: string): InvoiceStanding {
  if (xeroStatus === 'DRAFT' || xeroStatus === 'SUBMITTED') return 'draft';
  if (xeroStatus === 'VOIDED' || xeroStatus === 'DELETED') return 'voided';
  return 'open';
}

/**
 * The payment status: voided and draft as they stand; paid once nothing is due; overdue when
 * something is due and the due date (company's today) has passed; part paid when some was paid;
 * otherwise awaiting payment.
 */
export function paymentStatusOf(input: {
  standing: InvoiceStanding;
  amountPaid: string;
  amountDue: string;
  dueDate: string | null;
  today: string;
}): PaymentStatus {
  if (input.standing === 'voided') return 'voided';
  if (input.standing === 'draft') return 'draft';
  if (hundredths(input.amountDue) <= 0n) return 'paid';
  if (input.dueDate !== null && input.dueDate < input.today) return 'overdue';
  return hundredths(input.amountPaid) > 0n ? 'part_paid' : 'awaiting_payment';
}

/** What is still owed: total less payments, never below zero ("0.00"). */
export function amountDueOf(total: string, payments: readonly string[]): string {
  const paid = payments.reduce((sum, amount) => sum + hundredths(amount), 0n);
  const due = hundredths(total) - paid;
  return fixed(due > 0n ? due : 0n, 2);
}

/**
 * An invoice's payment as replies carry it. `paidOn` is the day it was paid in full (null until
 * then); `checkedAt` when Xero was last read (null for the product's own invoices and for a Xero
 * invoice not read since it was made).
 */
export const paymentSummary = z
  .object({
    status: z.enum(PAYMENT_STATUSES),
    amountPaid: money(z.string()),
    amountDue: money(z.string()),
    paidOn: z.string().nullable(),
    checkedAt: z.date().nullable(),
  })
  .meta({ id: 'PaymentSummary' });
export type PaymentSummary = z.infer<typeof paymentSummary>;
