import { eq } from 'drizzle-orm';
import type { AutoInvoiceMode } from '../../shared/xero/sync-schemas';
import type { Db, Tx } from '../db/client';
import { xeroSyncSettings } from '../db/schema';
import type { JobQueue } from './queue';

/** The company's automatic invoices mode: off until someone turns it on. */
export async function autoInvoiceModeOf(db: Db | Tx, companyId: number): Promise<AutoInvoiceMode> {
  const [row] = await db
    .select({ mode: xeroSyncSettings.autoInvoice })
    .from(xeroSyncSettings)
    .where(eq(xeroSyncSettings.companyId, companyId));
  return row?.mode ?? 'off';
}

/**
 * The queue of approved dockets to invoice one at a time (issue 27, mode per_docket). It lives on this
 * floor so that every way a docket is approved (modules/dockets) enqueues it without depending on
 * invoicing, which defines the queue's handler (modules/invoicing/auto-invoice/run.ts).
 */
export const AUTO_INVOICE_DOCKET_JOB = 'xero-auto-invoice-docket';

export type DocketInvoiceJob = { companyId: number; docketId: number };

/**
 * Every way a docket becomes approved calls this inside its approving transaction, once it is
 * approved: when the
 * company sends each approved docket to Xero (per_docket), the docket's job is enqueued in that
 * transaction, so it exists only if the approval commits. Returns whether it was; the caller then
 * calls `wakeDocketInvoices` after the commit.
 */
export async function queueDocketInvoice(
  jobs: JobQueue,
  tx: Db | Tx,
  docket: { id: number; companyId: number; entryType: string },
): Promise<boolean> {
  if (docket.entryType !== 'billable') return false;
  if ((await autoInvoiceModeOf(tx, docket.companyId)) !== 'per_docket') return false;
  await jobs.send<DocketInvoiceJob>(tx, AUTO_INVOICE_DOCKET_JOB, {
    companyId: docket.companyId,
    docketId: docket.id,
  });
  return true;
}

/** After the approving transaction committed: this process's worker takes the job at once. */
export const wakeDocketInvoices = (jobs: JobQueue, queued: boolean) => {
  if (queued) jobs.wake(AUTO_INVOICE_DOCKET_JOB);
};
