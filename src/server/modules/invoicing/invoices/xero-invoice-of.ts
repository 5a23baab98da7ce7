import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../access/sessions';
import type { Db, Tx } from '../../../db/client';
import { docketEvents, dockets } from '../../../db/schema';
import { xeroClient, type XeroClientContext } from '../../../integrations/xero/client';

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

/** The Xero invoice docket `id` of the caller's company is on, or null. */
export async function xeroInvoiceOf(db: Db | Tx, actor: Actor, id: number) {
  const [row] = await db
    .select({ xeroInvoiceId: xeroInvoiceIdOf, invoiceNumber: dockets.invoiceNumber })
    .from(dockets)
    .where(and(eq(dockets.id, id), eq(dockets.companyId, actor.companyId)));
  return row?.xeroInvoiceId && row.invoiceNumber
    ? { xeroInvoiceId: row.xeroInvoiceId, invoiceNumber: row.invoiceNumber }
    : null;
}

/** Xero's statuses of an invoice that bills nothing any more: a deleted draft, a voided invoice. */
const GONE = new Set(['VOIDED', 'DELETED']);

/**
 * The Xero invoice docket `id` is on, when Xero says it bills nothing any more (voided, deleted, or
 * fully credited): the docket's invoice status may then change here. Null when the docket is on no
 * Xero invoice, the invoice still stands, or Xero cannot be asked (the refusal stands: the safe side).
 */
export async function clearedInXero(ctx: XeroClientContext, actor: Actor, id: number) {
  const invoice = await xeroInvoiceOf(ctx.database.db, actor, id);
  if (!invoice) return null;
  try {
    const reply = await xeroClient(ctx, actor.companyId, actor.userId).call({
      operation: 'getInvoice',
      method: 'GET',
      path: `/Invoices/${invoice.xeroInvoiceId}`,
    });
    const [found] = (reply.body as { Invoices?: XeroInvoiceStatus[] }).Invoices ?? [];
    if (!found) return null;
    const credited = Number(found.AmountCredited ?? 0) >= Number(found.Total ?? Infinity);
    return GONE.has(found.Status) || credited ? invoice.xeroInvoiceId : null;
  } catch {
    return null;
  }
}

type XeroInvoiceStatus = { Status: string; Total?: number; AmountCredited?: number };
