import { z } from 'zod';
import { xeroDateField, xeroInstant } from '../../../integrations/xero/xero-dates';

/**
 * What is read of an invoice in Xero's Accounting JSON (xero_accounting.yaml, Invoice), with its
 * field names: dates come as `/Date(1552262400000+0000)/` (DueDate, FullyPaidOnDate: a day;
 * UpdatedDateUTC: an instant), or as ISO text where Xero writes the …String twins.
 */

const instant = xeroDateField(xeroInstant);

/** A day (yyyy-MM-dd): Xero writes a date as UTC midnight of that day. */
const day = instant.transform((at) => at.toISOString().slice(0, 10));

/** An amount as the money columns keep it ("115.50"). */
const amount = z
  .number()
  .finite()
  .transform((n) => n.toFixed(2));

export const xeroInvoiceJson = z.object({
  InvoiceID: z.string().min(1).max(64),
  InvoiceNumber: z.string().max(64).nullish(),
  Status: z.string().min(1).max(20),
  Total: amount.default('0.00'),
  AmountPaid: amount.default('0.00'),
  AmountDue: amount.default('0.00'),
  DueDate: day.nullish(),
  FullyPaidOnDate: day.nullish(),
  UpdatedDateUTC: instant,
});
export type XeroInvoiceJson = z.infer<typeof xeroInvoiceJson>;

/** GET /Invoices and GET /Invoices/{id}: `{ Invoices: [...] }`, each read as above. */
export const xeroInvoicesEnvelope = z.object({ Invoices: z.array(z.unknown()).default([]) });
