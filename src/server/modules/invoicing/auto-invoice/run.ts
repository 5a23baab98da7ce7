import { eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, xeroSyncSettings } from '../../../db/schema';
import type { XeroClientContext } from '../../../integrations/xero/client';
import type { JobQueue } from '../../../jobs/queue';
import type { CreateXeroInvoiceOptions } from '../xero/service';
import { batchesIn, collectWeek, docketBatch, lastCompleteWeek } from './batches';
import { sendBatch } from './send-batch';
import { autoInvoiceModeOf } from '../../../jobs/auto-invoice-docket';

export type RunOptions = {
  /** 'Send now': the failed batches are tried again too (the office has fixed what they said). */
  retryFailed?: boolean;
  /** Tests only: passed to createXeroInvoice. */
  invoice?: CreateXeroInvoiceOptions;
};

const timeZoneOf = async (db: Db, companyId: number) =>
  (await db.select({ tz: companies.timeZone }).from(companies).where(eq(companies.id, companyId)))[0]?.tz;

/**
 * One company's run: in weekly mode the last complete week (company time zone) collected into
 * batches first, then every pending batch of the company sent, one after another (also those a
 * crashed run left, and with `retryFailed` the failed ones). Returns the week and the batches sent.
 */
export async function runCompany(
  ctx: XeroClientContext & { jobs?: JobQueue },
  companyId: number,
  now: Date,
  options: RunOptions = {},
): Promise<{ weekStart: string | null; batchIds: number[] }> {
  const db = ctx.database.db;
  let weekStart: string | null = null;
  if ((await autoInvoiceModeOf(db, companyId)) === 'weekly') {
    weekStart = lastCompleteWeek((await timeZoneOf(db, companyId)) ?? 'UTC', now);
    await collectWeek(db, companyId, weekStart);
  }
  const due = await batchesIn(db, companyId, options.retryFailed ? ['pending', 'failed'] : ['pending']);
  for (const batch of due) await sendBatch(ctx, batch, options.invoice);
  return { weekStart, batchIds: due.map((batch) => batch.id) };
}

/** The hourly pass: every company with automatic invoices on. One company's trouble never stops the others. */
export async function sweepAutoInvoices(
  ctx: XeroClientContext & { jobs?: JobQueue },
  now: Date,
): Promise<void> {
  const on = await ctx.database.db
    .select({ companyId: xeroSyncSettings.companyId })
    .from(xeroSyncSettings)
    .where(ne(xeroSyncSettings.autoInvoice, 'off'));
  const errors: unknown[] = [];
  for (const { companyId } of on) await runCompany(ctx, companyId, now).catch((err) => errors.push(err));
  if (errors.length) throw new AggregateError(errors, 'Automatic invoices failed for some companies');
}

/**
 * The per-docket job: the approved docket's batch made (mode per_docket only, read now: a mode
 * turned off since the approval sends nothing) and sent. Throws while Xero's answer is unknown, so
 * the queue tries again.
 */
export async function invoiceApprovedDocket(
  ctx: XeroClientContext & { jobs?: JobQueue },
  companyId: number,
  docketId: number,
  options: CreateXeroInvoiceOptions = {},
): Promise<void> {
  const db = ctx.database.db;
  if ((await autoInvoiceModeOf(db, companyId)) !== 'per_docket') return;
  const batch = await docketBatch(db, companyId, docketId);
  if (!batch || batch.status !== 'pending') return;
  if ((await sendBatch(ctx, batch, options)) === 'pending')
    throw new Error(`Docket #${docketId}: Xero's answer is not known yet; trying again`);
}
