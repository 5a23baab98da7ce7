import type { CreateXeroInvoiceInput, XeroInvoiceLineItem } from '../../../../shared/invoicing/xero-schemas';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { claimDockets, claimsOn, sameDockets, type DocketClaim } from '../invoices/claims';
import { workOf } from '../invoices/lines';
import { lockReadyDockets } from '../invoices/ready';
import { docketLines } from './docket-lines';
import { invoiceTotals } from './totals';
import { newClaimKey } from './xero-payload';

export type XeroClaim = {
  claimKey: string;
  lines: XeroInvoiceLineItem[];
  subtotal: string;
  gst: string;
  total: string;
};

/**
 * A claim this request may finish: one over exactly its dockets, made by the same request (a double
 * click: both send Xero the same key), or expired (its request failed or crashed: whatever Xero made
 * under its key is this invoice).
 */
const finishable = (ids: readonly number[], requestKey: string) => (claim: DocketClaim) =>
  sameDockets(claim.docketIds, ids) && (claim.requestKey === requestKey || claim.expiresAt <= new Date());

/**
 * In one transaction, before Xero is called: the dockets (`ids`, sorted) locked and checked ready
 * (404/409 naming the first that is not, or that another request is invoicing), the lines checked
 * against the dockets' work and totalled at the synced tax codes (subtotal, GST, total), and the
 * dockets claimed under a key, an existing claim's when this request may finish it. A refusal
 * claims nothing.
 */
export function claimForXero(
  db: Db,
  actor: Actor,
  ids: number[],
  input: CreateXeroInvoiceInput,
  requestKey: string,
): Promise<XeroClaim> {
  return db.transaction(async (tx) => {
    const asked = [...new Set(input.timesheetIds)];
    const rows = await lockReadyDockets(tx, actor, asked, 'timesheetIds', {
      mayFinish: finishable(ids, requestKey),
    });
    const [held] = await claimsOn(tx, actor.companyId, ids);
    const lines = docketLines(await workOf(tx, rows), input.lineItems);
    const totals = await invoiceTotals(tx, actor.companyId, lines);
    const claimKey = held?.claimKey ?? newClaimKey(actor.companyId);
    await claimDockets(tx, actor, ids, { claimKey, requestKey });
    return { claimKey, lines, ...totals };
  });
}
