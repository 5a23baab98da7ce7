import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../../access/sessions';
import type { Db, Tx } from '../../../db/client';
import { docketInvoiceClaims, users } from '../../../db/schema';

/**
 * Dockets claimed while Xero makes their invoice (issue 24, db/schema 'docketInvoiceClaims'): the
 * claim is written in the transaction that checks the dockets ready, before Xero is called, so no
 * database transaction stays open across the call; lockReadyDockets refuses a claimed docket to every
 * way of invoicing but the claim's own.
 */

/**
 * How long a claim holds before any request for the same dockets may finish it: longer than the
 * Xero client's longest call (4 attempts of 30 s, back-off, waits of up to 30 s for Xero's limit).
 */
export const CLAIM_TTL_MS = 10 * 60_000;

export type DocketClaim = {
  docketId: number;
  claimKey: string;
  docketIds: number[];
  requestKey: string;
  claimedAt: Date;
  expiresAt: Date;
  claimedByName: string | null;
};

/** The claims on these dockets, with who claimed them. Read after the dockets are locked. */
export function claimsOn(tx: Db | Tx, companyId: number, ids: readonly number[]): Promise<DocketClaim[]> {
  const c = docketInvoiceClaims;
  return tx
    .select({
      docketId: c.docketId,
      claimKey: c.claimKey,
      docketIds: c.docketIds,
      requestKey: c.requestKey,
      claimedAt: c.claimedAt,
      expiresAt: c.expiresAt,
      claimedByName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(c)
    .leftJoin(users, eq(users.id, c.claimedById))
    .where(and(eq(c.companyId, companyId), inArray(c.docketId, [...ids])));
}

/** The same dockets: both lists sorted. */
export const sameDockets = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The locked dockets (`ids`, sorted) claimed under `claimKey` by this request, for CLAIM_TTL_MS: a
 * claim already on them (one the caller may finish) is taken over, keeping its key.
 */
export async function claimDockets(
  tx: Tx,
  actor: Actor,
  ids: readonly number[],
  claim: { claimKey: string; requestKey: string },
) {
  const now = new Date();
  const taken = {
    requestKey: claim.requestKey,
    claimedById: actor.userId,
    claimedAt: now,
    expiresAt: new Date(now.getTime() + CLAIM_TTL_MS),
  };
  await tx
    .insert(docketInvoiceClaims)
    .values(
      ids.map((docketId) => ({
        docketId,
        companyId: actor.companyId,
        claimKey: claim.claimKey,
        docketIds: [...ids],
        ...taken,
      })),
    )
    .onConflictDoUpdate({ target: docketInvoiceClaims.docketId, set: taken });
}

const ofClaim = (companyId: number, claimKey: string) =>
  and(eq(docketInvoiceClaims.companyId, companyId), eq(docketInvoiceClaims.claimKey, claimKey));

/** The claim ends: its dockets were marked invoiced, or Xero certainly made no invoice under its key. */
export async function releaseClaim(tx: Db | Tx, companyId: number, claimKey: string) {
  await tx.delete(docketInvoiceClaims).where(ofClaim(companyId, claimKey));
}

/**
 * The claim's request failed without knowing whether Xero made the invoice: the claim stays (its key
 * with it), and any request for the same dockets may now finish it, getting Xero's invoice if made.
 */
export async function expireClaim(tx: Db | Tx, companyId: number, claimKey: string) {
  await tx.update(docketInvoiceClaims).set({ expiresAt: new Date() }).where(ofClaim(companyId, claimKey));
}
