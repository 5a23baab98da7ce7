import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../access/sessions';
import type { Db, Tx } from '../../../db/client';
import { docketEvents, dockets, invoiceDockets, invoices } from '../../../db/schema';
import { docketNotFound } from '../../../errors';
import { visibleDockets } from '../../dockets/access';
import { docketColumnsWithoutSignature } from '../../dockets/views';
import { claimsOn, type DocketClaim } from './claims';
import { assertInvoiceable, beingInvoicedRefusal, onInvoiceRefusal } from './refusals';

/** 404 naming the first of `ids` the caller cannot see (another company's reads as not found). */
export async function assertDocketsVisible(db: Tx | Db, actor: Actor, ids: number[], field: string) {
  const rows = await db
    .select({ id: dockets.id })
    .from(dockets)
    .where(and(inArray(dockets.id, ids), visibleDockets(db, actor)));
  const seen = new Set(rows.map((r) => r.id));
  const missing = ids.find((id) => !seen.has(id));
  if (missing !== undefined) throw docketNotFound(missing, field);
}

/**
 * The dockets asked for, locked until the transaction ends (in id order, so two marks over the same
 * dockets queue rather than deadlock), each ready to invoice or the lot refused, naming the first
 * docket (in the order asked) that is not: 404 if the caller cannot see it, 409 if it is on one of
 * the product's invoices, not approved, void, non-billable, already invoiced, or being invoiced in
 * Xero (claims.ts) under a claim the caller may not finish (`mayFinish`: only a Xero invoice may).
 */
export async function lockReadyDockets(
  tx: Tx,
  actor: Actor,
  ids: number[],
  field: string,
  { mayFinish }: { mayFinish?: (claim: DocketClaim) => boolean } = {},
) {
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
  const claims = await claimsOn(tx, actor.companyId, ids);
  const found = new Map(rows.map((d) => [d.id, d]));
  const invoiceOf = new Map(onInvoices.map((i) => [i.docketId, i]));
  const claimOf = new Map(claims.map((c) => [c.docketId, c]));
  for (const id of ids) {
    const docket = found.get(id);
    if (!docket) throw docketNotFound(id, field);
    const invoice = invoiceOf.get(id);
    if (invoice) throw onInvoiceRefusal(id, invoice);
    assertInvoiceable(actor, docket, { alreadyInvoiced: true, field });
    const claim = claimOf.get(id);
    if (claim && !mayFinish?.(claim)) throw beingInvoicedRefusal(id, claim, field);
  }
  return rows;
}

/**
 * The locked dockets become invoiced with `invoiceNumber` (null: none given), each with an 'invoiced'
 * timeline event carrying `details`: what every way of invoicing writes (the product's own invoice,
 * the back-office mark, a Xero invoice), inside the transaction that locked them.
 */
export async function markDocketsInvoiced(
  tx: Tx,
  actor: Actor,
  ids: readonly number[],
  invoiceNumber: string | null,
  details: Record<string, unknown>,
) {
  const now = new Date();
  await tx
    .update(dockets)
    .set({ invoiced: true, invoiceNumber, invoicedAt: now, updatedAt: now })
    .where(and(inArray(dockets.id, [...ids]), eq(dockets.companyId, actor.companyId)));
  await tx.insert(docketEvents).values(
    ids.map((docketId) => ({
      companyId: actor.companyId,
      docketId,
      eventType: 'invoiced' as const,
      userId: actor.userId,
      details,
    })),
  );
}
