import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../access/sessions';
import type { Tx } from '../../db/client';
import { dockets, invoiceDockets, invoices } from '../../db/schema';
import { AppError } from '../../errors';
import { visibleDockets } from '../dockets/access';
import { docketColumnsWithoutSignature } from '../dockets/views';
import { assertInvoiceable, onInvoiceRefusal } from './refusals';

/** A docket the caller cannot see, named as asked for: another company's reads as one that does not exist. */
export const docketNotFound = (id: number, field: string) =>
  new AppError('NOT_FOUND', `Docket #${id} not found`, { field, timesheetId: id });

/**
 * The dockets asked for, locked until the transaction ends (in id order, so two marks over the same
 * dockets queue rather than deadlock), each ready to invoice or the lot refused, naming the first
 * docket (in the order asked) that is not: 404 if the caller cannot see it, 409 if it is on one of
 * the product's invoices, not approved, void, non-billable or already invoiced.
 */
export async function lockReadyDockets(tx: Tx, actor: Actor, ids: number[], field: string) {
  const rows = await tx
    .select(docketColumnsWithoutSignature)
    .from(dockets)
    .where(and(inArray(dockets.id, ids), visibleDockets(tx, actor)))
    .orderBy(asc(dockets.id))
    .for('update');
  const onInvoices = await tx
    .select({ docketId: invoiceDockets.docketId, id: invoices.id, number: invoices.number })
    .from(invoiceDockets)
    .innerJoin(invoices, eq(invoices.id, invoiceDockets.invoiceId))
    .where(and(inArray(invoiceDockets.docketId, ids), eq(invoiceDockets.active, true)));
  const found = new Map(rows.map((d) => [d.id, d]));
  const invoiceOf = new Map(onInvoices.map((i) => [i.docketId, i]));
  for (const id of ids) {
    const docket = found.get(id);
    if (!docket) throw docketNotFound(id, field);
    const invoice = invoiceOf.get(id);
    if (invoice) throw onInvoiceRefusal(id, invoice);
    assertInvoiceable(actor, docket, { alreadyInvoiced: true, field });
  }
  return rows;
}
