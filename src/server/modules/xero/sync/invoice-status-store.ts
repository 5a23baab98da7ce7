import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { xeroInvoiceStatuses } from '../../../db/schema';
import { readReply } from '../accounting/xero-replies';
import { xeroInvoiceJson, type XeroInvoiceJson } from './xero-invoice-json';

/**
 * What storing one read of a Xero invoice did: 'updated' (first seen, or newer than what was kept),
 * 'unchanged' (Xero's UpdatedDateUTC is not newer: a stale or repeated read never goes back), or
 * 'not ours' (an invoice of the organisation the product did not make: nothing kept).
 */
export type StoreOutcome = 'updated' | 'unchanged' | 'not ours';

/**
 * `json`, one invoice of Xero's reply to GET /Invoices or GET /Invoices/{id}, kept as below; one that
 * is not Xero's shape is a 502 naming the read.
 */
export const storeXeroInvoiceStatus = (db: Db, companyId: number, json: unknown) =>
  keepXeroInvoiceStatus(db, companyId, readReply(xeroInvoiceJson, json, 'getInvoice'));

/**
 * Keeps what Xero says of an invoice the company's product made (the callers have checked it is, with
 * productInvoiceIds) — its status, total, amount paid and due, due date, the day it was paid in full —
 * in xero_invoice_statuses, only when Xero's UpdatedDateUTC is newer than the one stored (or the same,
 * saying something else): one statement, so a webhook's job and the reconcile job reading the same
 * invoice at once keep the newer read.
 */
export async function keepXeroInvoiceStatus(
  db: Db,
  companyId: number,
  invoice: XeroInvoiceJson,
): Promise<Exclude<StoreOutcome, 'not ours'>> {
  const now = new Date();
  const values = {
    companyId,
    xeroInvoiceId: invoice.InvoiceID,
    invoiceNumber: invoice.InvoiceNumber ?? null,
    xeroStatus: invoice.Status,
    total: invoice.Total,
    amountPaid: invoice.AmountPaid,
    amountDue: invoice.AmountDue,
    dueDate: invoice.DueDate ?? null,
    fullyPaidOn: invoice.FullyPaidOnDate ?? null,
    xeroUpdatedAt: invoice.UpdatedDateUTC,
    checkedAt: now,
  };
  const { companyId: _c, xeroInvoiceId: _x, ...changes } = values;
  const t = xeroInvoiceStatuses;
  const stored = await db
    .insert(xeroInvoiceStatuses)
    .values(values)
    .onConflictDoUpdate({
      target: [xeroInvoiceStatuses.companyId, xeroInvoiceStatuses.xeroInvoiceId],
      set: changes,
      // Newer, or the same UpdatedDateUTC saying something else (two changes Xero stamped alike).
      setWhere: sql`${t.xeroUpdatedAt} < excluded.xero_updated_at or (${t.xeroUpdatedAt} = excluded.xero_updated_at
        and (${t.xeroStatus}, ${t.amountPaid}, ${t.amountDue}, ${t.total}, ${t.dueDate}, ${t.fullyPaidOn}, ${t.invoiceNumber})
          is distinct from (excluded.xero_status, excluded.amount_paid, excluded.amount_due, excluded.total,
            excluded.due_date, excluded.fully_paid_on, excluded.invoice_number))`,
    })
    .returning({ id: xeroInvoiceStatuses.xeroInvoiceId });
  if (stored.length > 0) return 'updated';
  // The same version read again: only when Xero was last read moves.
  await db
    .update(xeroInvoiceStatuses)
    .set({ checkedAt: now })
    .where(
      and(
        eq(xeroInvoiceStatuses.companyId, companyId),
        eq(xeroInvoiceStatuses.xeroInvoiceId, invoice.InvoiceID),
        eq(xeroInvoiceStatuses.xeroUpdatedAt, invoice.UpdatedDateUTC),
      ),
    );
  return 'unchanged';
}
