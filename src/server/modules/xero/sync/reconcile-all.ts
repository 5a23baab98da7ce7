import type { FastifyBaseLogger } from 'fastify';
import { xeroConnections } from '../../../db/schema';
import { entitlementFor } from '../../../access/entitlement';
import type { XeroClientContext } from '../../../integrations/xero/client';
import { runReconcile } from './reconcile';

/**
 * The scheduled reconcile: each company connected to Xero on PRO or the trial (automated invoice sync
 * is a PRO feature), one after another, each within its own pacing. One company's failure (not
 * connected any more, Xero down) is recorded on its sync settings and the Xero log by runReconcile
 * and does not stop the others. Returns how many companies failed.
 */
export async function reconcileAll(
  ctx: XeroClientContext,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  signal?: AbortSignal,
): Promise<{ companies: number; failed: number }> {
  const db = ctx.database.db;
  const connected = await db
    .selectDistinct({ companyId: xeroConnections.companyId })
    .from(xeroConnections)
    .orderBy(xeroConnections.companyId);
  let companies = 0;
  let failed = 0;
  for (const { companyId } of connected) {
    if (signal?.aborted) break;
    if (!(await entitlementFor(db, companyId)).accounting) continue;
    companies += 1;
    try {
      await runReconcile(ctx, companyId, { ...(signal ? { signal } : {}) });
    } catch (err) {
      failed += 1;
      log.warn({ companyId, err: err instanceof Error ? err.message : String(err) }, 'Xero reconcile failed');
    }
  }
  log.info({ xeroReconcile: { companies, failed } }, 'Xero reconcile run');
  return { companies, failed };
}
