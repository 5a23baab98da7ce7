import { z } from 'zod';
import { formatMoney } from '../dockets/docket-math';
import { decimalField } from '../schemas/decimal';
import { dateField, idField } from '../schemas/fields';
import { money } from '../schemas/money-field';
import { paymentSummary } from './payment-status';

/** Payments the office records on the product's own tax invoices (issue 27). */
export const PAYMENT_MSG = {
  amount: 'Amount must be more than $0.00',
  futureDate: 'The payment date cannot be after today',
  overpaid: (amount: string, due: string, number: string) =>
    `The payment of ${formatMoney(amount)} is more than the ${formatMoney(due)} due on ${number}`,
  voidInvoice: (number: string) => `${number} is void: it takes no payments`,
} as const;

/** Dollars and cents, more than zero, as the money columns keep them ('120.00'). */
export const paymentAmountField = decimalField({
  label: 'Amount',
  places: 2,
  within: (n) => n > 0 && n <= 9_999_999_999.99,
  message: PAYMENT_MSG.amount,
}).transform((n) => n.toFixed(2));

/** POST /api/companies/:companyId/invoices/:invoiceId/payments: the day it was paid and how much. */
export const recordPaymentBody = z.object({
  paidOn: dateField('Date is required'),
  amount: paymentAmountField,
});
export type RecordPaymentInput = z.infer<typeof recordPaymentBody>;

const id = idField();
export const invoicePaymentsParams = z.object({ companyId: id, invoiceId: id });
export const invoicePaymentParams = invoicePaymentsParams.extend({ paymentId: id });

/** One recorded payment, newest day last. */
export const invoicePaymentRow = z
  .object({
    id: z.number(),
    paidOn: z.string(),
    amount: money(z.string()),
    createdById: z.number().nullable(),
    createdAt: z.date(),
  })
  .meta({ id: 'InvoicePayment' });
export type InvoicePaymentRow = z.infer<typeof invoicePaymentRow>;

/** An invoice's payment status with the payments recorded on it. */
export const invoicePaymentsReply = z.object({
  payment: paymentSummary,
  payments: z.array(invoicePaymentRow),
});
export type InvoicePaymentsReply = z.infer<typeof invoicePaymentsReply>;
