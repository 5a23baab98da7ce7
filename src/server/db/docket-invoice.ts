import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { docketEvents, dockets, invoiceDockets, invoices } from './schema';

/** Which invoice a docket is on: one of the company's own (not void), or one the product made in Xero. */

/**
 * The id of the Xero invoice a docket row is on (issue 29), as SQL over `dockets`: its latest
 * 'invoiced' event was written by a Xero invoice (xero-invoices/mark.ts keeps Xero's id) and the
 * docket is still invoiced with that number. Null when it is not invoiced, or was marked by hand or
 * by one of the product's own invoices. The invoicing lists and the status change read this one rule.
 */
/** A column of the outer `dockets` row, named with its table: a query from `dockets` alone leaves it bare, which inside the subquery would name docket_events' own column. */
const outer = (column: { name: string }) => sql`${sql.identifier('dockets')}.${sql.identifier(column.name)}`;

export const xeroInvoiceIdOf = sql<string | null>`(select case
    when ${outer(dockets.invoiced)} and ${docketEvents.details}->>'invoiceNumber' = ${outer(dockets.invoiceNumber)}
    then ${docketEvents.details}->>'xeroInvoiceId' end
  from ${docketEvents}
  where ${docketEvents.docketId} = ${outer(dockets.id)} and ${docketEvents.eventType} = 'invoiced'
  order by ${docketEvents.id} desc limit 1)`;

/** The Xero invoice docket `id` of the company is on, or null. */
export async function xeroInvoiceOf(db: Db | Tx, companyId: number, id: number) {
  const [row] = await db
    .select({ xeroInvoiceId: xeroInvoiceIdOf, invoiceNumber: dockets.invoiceNumber })
    .from(dockets)
    .where(and(eq(dockets.id, id), eq(dockets.companyId, companyId)));
  return row?.xeroInvoiceId && row.invoiceNumber
    ? { xeroInvoiceId: row.xeroInvoiceId, invoiceNumber: row.invoiceNumber }
    : null;
}

/** The invoice (not void) a docket is on, if any. */
export async function activeInvoiceOf(db: Db | Tx, docketId: number) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoiceDockets)
    .innerJoin(invoices, eq(invoices.id, invoiceDockets.invoiceId))
    .where(and(eq(invoiceDockets.docketId, docketId), eq(invoiceDockets.active, true)));
  return row ?? null;
}

/**
 * What the dockets' 'invoiced' events recorded of each of these Xero invoices when Xero made it (every
 * docket of an invoice records the same): its total and due date (null before due dates were kept).
 */
export async function xeroInvoicesMade(db: Db | Tx, companyId: number, xeroInvoiceIds: readonly string[]) {
  const made = new Map<string, { total: string; dueDate: string | null }>();
  if (xeroInvoiceIds.length === 0) return made;
  const id = sql<string>`${docketEvents.details}->>'xeroInvoiceId'`;
  const rows = await db
    .selectDistinctOn([id], {
      xeroInvoiceId: id,
      total: sql<string | null>`${docketEvents.details}->>'total'`,
      dueDate: sql<string | null>`${docketEvents.details}->>'dueDate'`,
    })
    .from(docketEvents)
    .where(
      and(
        eq(docketEvents.companyId, companyId),
        eq(docketEvents.eventType, 'invoiced'),
        inArray(id, [...xeroInvoiceIds]),
      ),
    )
    .orderBy(id, desc(docketEvents.id));
  for (const row of rows) made.set(row.xeroInvoiceId, { total: row.total ?? '0.00', dueDate: row.dueDate });
  return made;
}
