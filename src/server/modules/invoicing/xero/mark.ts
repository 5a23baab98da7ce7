import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CreateXeroInvoiceInput, XeroInvoiceReply } from '../../../../shared/invoicing/xero-schemas';
import { recordActivity } from '../../../access/activity';
import type { Actor } from '../../../access/sessions';
import type { Db, Tx } from '../../../db/client';
import { docketEvents, dockets } from '../../../db/schema';
import { releaseClaim } from '../invoices/claims';
import { lockReadyDockets, markDocketsInvoiced } from '../invoices/ready';

/**
 * What the invoices list shows of a Xero invoice (issue 29), as sent and totalled when Xero made it
 * (invoices/list.ts reads it back). The events' reply marks the amounts as money.
 */
export type XeroInvoiceRecord = {
  contactName: string;
  reference: string | null;
  date: string;
  dueDate: string;
  subtotal: string;
  gst: string;
};

/** What each docket's 'invoiced' event keeps of a Xero invoice: enough to answer a repeat and list it. */
type XeroInvoicedDetails = XeroInvoiceRecord & {
  invoiceNumber: string;
  xeroInvoiceId: string;
  xeroIdempotencyKey: string;
  /** The request's own key (xeroRequestKey): the same request again gets this reply. */
  requestKey: string;
  total: string;
};

/** The record of the invoice `input` asked for, totalled by its claim. */
export const xeroInvoiceRecord = (
  input: CreateXeroInvoiceInput,
  totals: { subtotal: string; gst: string },
): XeroInvoiceRecord => ({
  contactName: input.contactName,
  reference: input.reference ?? null,
  date: input.date,
  dueDate: input.dueDate,
  subtotal: totals.subtotal,
  gst: totals.gst,
});

/**
 * The reply an earlier call of the same request (`requestKey`) gave, when every docket asked for
 * was marked invoiced by it and still is: the repeat of a call whose reply was lost.
 */
export async function alreadyMarked(
  db: Db,
  actor: Actor,
  ids: number[],
  requestKey: string,
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
        sql`${docketEvents.details}->>'requestKey' = ${requestKey}`,
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
 * In one transaction: the dockets locked and checked ready again under this request's claim (their
 * claim.ts claim, keyed `claimKey`, held them while Xero was called), then marked invoiced with
 * Xero's number and an 'invoiced' event each (with the invoice's record), and the claim released.
 * `beforeCommit` lets a test fail the write after Xero accepted the invoice.
 */
export function markXeroInvoiced(
  db: Db,
  actor: Actor,
  reply: XeroInvoiceReply,
  keys: { claimKey: string; requestKey: string; record: XeroInvoiceRecord },
  beforeCommit?: (tx: Tx) => Promise<void>,
) {
  const ids = reply.timesheetIds;
  const details: XeroInvoicedDetails = {
    ...keys.record,
    invoiceNumber: reply.invoiceNumber,
    xeroInvoiceId: reply.invoiceId,
    xeroIdempotencyKey: keys.claimKey,
    requestKey: keys.requestKey,
    total: reply.total,
  };
  return db.transaction(async (tx) => {
    await lockReadyDockets(tx, actor, ids, 'timesheetIds', {
      mayFinish: (claim) => claim.claimKey === keys.claimKey,
    });
    await markDocketsInvoiced(tx, actor, ids, reply.invoiceNumber, details);
    await releaseClaim(tx, actor.companyId, keys.claimKey);
    const subject = { type: 'xero_invoice' as const, id: null, label: reply.invoiceNumber };
    const after = { invoiceNumber: reply.invoiceNumber, total: reply.total, dockets: ids };
    await recordActivity(tx, actor, { kind: 'xero_invoice.created', subject, after });
    await beforeCommit?.(tx);
  });
}
