import { writeInvoice } from '../accounting/invoice-write';
import { dueCents, dollars } from '../accounting/invoice-amounts';
import { applyPayment, type PaymentResult } from '../accounting/payment-write';
import type { SimContext } from '../context';
import type { Books, Invoice } from '../store';
import { invoiceEvents } from '../webhooks/invoice-events';
import { dateString, startOfDay } from '../xero-date';

/**
 * What the office does in Xero's own screens (go.xero.com), for the control routes and the invoices
 * console: approve, void, pay. Each change tells the webhook, as a change made through the API does.
 */

export interface Found {
  tenantId: string;
  books: Books;
  invoice: Invoice;
}

/** An invoice by its InvoiceID or InvoiceNumber, in the organisation named or any of them. */
export function findInvoice(
  ctx: SimContext,
  which: { invoiceId?: string; invoiceNumber?: string; tenantId?: string },
): Found | null {
  const id = which.invoiceId?.toLowerCase();
  for (const [tenantId, books] of ctx.store.books) {
    if (which.tenantId && which.tenantId.toLowerCase() !== tenantId) continue;
    const invoice = books.invoices.find((candidate) =>
      id ? candidate.InvoiceID === id : candidate.InvoiceNumber === which.invoiceNumber,
    );
    if (invoice) return { tenantId, books, invoice };
  }
  return null;
}

/** Moves the invoice to `status` (AUTHORISED, VOIDED, DELETED…) by Xero's rules; the refusals or none. */
export function setStatus(ctx: SimContext, found: Found, status: string): string[] {
  const sent = { InvoiceID: found.invoice.InvoiceID, Status: status };
  const result = writeInvoice(found.books, sent, ctx.clock(), 2, true);
  if ('errors' in result) return result.errors;
  invoiceEvents(ctx, found.tenantId, [{ invoice: result.invoice, type: 'UPDATE' }]);
  return [];
}

/** The bank account the office pays into: the first of the chart ('090 Business Bank Account'). */
const bankCode = (books: Books): string => books.bankAccounts[0]?.Code ?? '090';

/**
 * Records a payment as the office would: a DRAFT (or SUBMITTED) invoice is approved first; `amount`
 * defaults to everything due, `date` (YYYY-MM-DD) to today.
 */
export function pay(
  ctx: SimContext,
  found: Found,
  options: { amount?: number; date?: string; reference?: string } = {},
): PaymentResult {
  const { invoice, books } = found;
  if (invoice.Status === 'DRAFT' || invoice.Status === 'SUBMITTED') {
    const errors = setStatus(ctx, found, 'AUTHORISED');
    if (errors.length > 0) return { errors };
  }
  const result = applyPayment(
    books,
    {
      Invoice: { InvoiceID: invoice.InvoiceID },
      Account: { Code: bankCode(books) },
      Date: options.date ?? dateString(startOfDay(ctx.clock())).slice(0, 10),
      Amount: options.amount ?? dollars(dueCents(invoice)),
      ...(options.reference ? { Reference: options.reference } : {}),
    },
    ctx.clock(),
  );
  if ('invoice' in result) invoiceEvents(ctx, found.tenantId, [{ invoice: result.invoice, type: 'UPDATE' }]);
  return result;
}
