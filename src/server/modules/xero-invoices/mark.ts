import { and, eq, inArray, sql } from 'drizzle-orm';
import type { XeroInvoiceReply } from '../../../shared/schemas/xero-invoices';
import type { Actor } from '../../access/sessions';
import type { Db, Tx } from '../../db/client';
import { docketEvents, dockets } from '../../db/schema';
import { lockReadyDockets, markDocketsInvoiced } from '../invoices/ready';

/** What each docket's 'invoiced' event keeps of a Xero invoice: enough to answer a repeat. */
type XeroInvoicedDetails = {
  invoiceNumber: string;
  xeroInvoiceId: string;
  xeroIdempotencyKey: string;
  total: string;
};

/**
 * The reply an earlier call with the same key gave, when every docket asked for was marked
 * invoiced by it and still is: the repeat of a call whose reply was lost.
 */
export async function alreadyMarked(
  db: Db,
  actor: Actor,
  ids: number[],
  key: string,
): Promise<XeroInvoiceReply | null> {
  const rows = await db
    .select({ docketId: docketEvents.docketId, details: docketEvents.details })
    .from(docketEvents)
    .innerJoin(dockets, eq(dockets.id, docketEvents.docketId))
    .where(
      and(
        eq(docketEvents.companyId, actor.companyId),
        eq(dockets.companyId, actor.companyId),
        inArray(docketEvents.docketId, ids),
        eq(docketEvents.eventType, 'invoiced'),
        sql`${docketEvents.details}->>'xeroIdempotencyKey' = ${key}`,
        eq(dockets.invoiced, true),
        sql`${dockets.invoiceNumber} = ${docketEvents.details}->>'invoiceNumber'`,
      ),
    );
  if (new Set(rows.map((r) => r.docketId)).size !== ids.length) return null;
  const details = rows[0]!.details as XeroInvoicedDetails;
  return {
    invoiceNumber: details.invoiceNumber,
    invoiceId: details.xeroInvoiceId,
    total: details.total,
    timesheetIds: ids,
  };
}

/**
 * In one transaction: the dockets locked and checked ready again (they were unlocked while Xero was
 * called), then marked invoiced with Xero's number and an 'invoiced' event each. `beforeCommit`
 * lets a test fail the write after Xero accepted the invoice.
 */
export function markXeroInvoiced(
  db: Db,
  actor: Actor,
  reply: XeroInvoiceReply,
  key: string,
  beforeCommit?: (tx: Tx) => Promise<void>,
) {
  const ids = reply.timesheetIds;
  const details: XeroInvoicedDetails = {
    invoiceNumber: reply.invoiceNumber,
    xeroInvoiceId: reply.invoiceId,
    xeroIdempotencyKey: key,
    total: reply.total,
  };
  return db.transaction(async (tx) => {
    await lockReadyDockets(tx, actor, ids, 'timesheetIds');
    await markDocketsInvoiced(tx, actor, ids, reply.invoiceNumber, details);
    await beforeCommit?.(tx);
  });
}
