import { eq } from 'drizzle-orm';
import { PRO_REQUIRED_MESSAGE } from '../../../../shared/billing/plans';
import { SYNC_MSG } from '../../../../shared/xero/sync-schemas';
import { entitlementFor } from '../../../access/entitlement';
import type { Db } from '../../../db/client';
import { clients, companies, projects } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { XeroClientContext } from '../../../integrations/xero/client';
import type { JobQueue } from '../../../jobs/queue';
import { createXeroInvoice, type CreateXeroInvoiceOptions } from '../xero/service';
import { ATTACH_JOB } from '../xero/with-proof';
import { settleBatch, type AutoInvoiceBatch } from './batches';
import { autoInvoiceDate } from './dates';
import { autoInvoiceInput, docketReference, weekReference, type AutoInvoiceHeader } from './invoice-input';
import { automaticActor } from './system-actor';

/** What came of a batch: invoiced, or skipped or failed with why; 'pending' (outcome unknown) is tried again. */
export type BatchResult = 'invoiced' | 'skipped' | 'failed' | 'pending';

const NO_ACTOR = 'The company has no active admin to act for: the automatic invoices stopped';
const NO_LINES = 'Its dockets have no work items to invoice';

/** The batch's contact, date and reference, or why it cannot be invoiced (no client, an unmapped one). */
async function headerOf(db: Db, batch: AutoInvoiceBatch): Promise<AutoInvoiceHeader | { outcome: string }> {
  const [row] = await db
    .select({ project: projects.name, client: clients, timeZone: companies.timeZone })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(clients, eq(clients.id, batch.clientId ?? -1))
    .where(eq(projects.id, batch.projectId ?? -1));
  if (!row || !batch.clientId || !row.client)
    return { outcome: SYNC_MSG.noClient(row?.project ?? 'The project') };
  const { xeroContactId, xeroContactName, name } = row.client;
  if (!xeroContactId || !xeroContactName) return { outcome: SYNC_MSG.unmappedClient(name) };
  const docketId = batch.docketIds[0]!;
  return {
    contact: { contactId: xeroContactId, contactName: xeroContactName },
    date: await autoInvoiceDate(db, batch, row.timeZone),
    reference: batch.weekStart ? weekReference(row.project, batch.weekStart) : docketReference(docketId),
  };
}

/**
 * A refusal says what to do: Xero's own trouble (not connected, expired, no tax codes, a validation
 * message) fails the batch; a docket another way invoiced, claimed or changed skips it. Anything
 * else (Xero busy or unreachable, a lost reply) leaves it unknown whether Xero made the invoice:
 * the batch stays pending and the next run sends the same request, which finds it.
 */
function resultOf(err: unknown): { status: 'skipped' | 'failed'; outcome: string } | null {
  if (!(err instanceof AppError)) return null;
  if (err.details && 'xero' in err.details) return { status: 'failed', outcome: err.message };
  if (err.code === 'CONFLICT' || err.code === 'NOT_FOUND') return { status: 'skipped', outcome: err.message };
  if (err.code === 'BAD_REQUEST') return { status: 'failed', outcome: err.message };
  return null;
}

/**
 * Sends one batch to Xero through the manual dialog's own service (createXeroInvoice: the same
 * claim on the dockets, the same request key), as the company's automatic actor, with exactly the
 * batch's dockets, and records what came of it. Nothing is sent without PRO (or the trial), a
 * client with a Xero contact, or work to bill.
 */
export async function sendBatch(
  ctx: XeroClientContext & { jobs?: JobQueue },
  batch: AutoInvoiceBatch,
  options: CreateXeroInvoiceOptions = {},
): Promise<BatchResult> {
  const db = ctx.database.db;
  const settle = async (status: 'skipped' | 'failed', outcome: string) => {
    await settleBatch(db, batch, { status, outcome });
    return status;
  };
  if (!(await entitlementFor(db, batch.companyId)).accounting) return settle('failed', PRO_REQUIRED_MESSAGE);
  const actor = await automaticActor(db, batch.companyId);
  if (!actor) return settle('failed', NO_ACTOR);
  const header = await headerOf(db, batch);
  if ('outcome' in header) return settle('failed', header.outcome);
  const input = await autoInvoiceInput(db, batch.companyId, batch.docketIds, header);
  if (input.lineItems.length === 0) return settle('skipped', NO_LINES);
  try {
    const made = await createXeroInvoice(ctx, actor, input, options);
    await settleBatch(db, batch, {
      status: 'invoiced',
      outcome: null,
      xeroInvoiceId: made.invoiceId,
      invoiceNumber: made.invoiceNumber,
    });
    // The dockets' signed PDFs follow as on a manual invoice, by the attachments' own job (retried).
    if (ctx.jobs) {
      const target = { companyId: batch.companyId, userId: actor.userId, invoiceId: made.invoiceId };
      await ctx.jobs.send(db, ATTACH_JOB, {
        ...target,
        invoiceNumber: made.invoiceNumber,
        timesheetIds: made.timesheetIds,
      });
      ctx.jobs.wake(ATTACH_JOB);
    }
    return 'invoiced';
  } catch (err) {
    const result = resultOf(err);
    if (result) return settle(result.status, result.outcome);
    const outcome = err instanceof Error ? err.message : String(err);
    await settleBatch(db, batch, { status: 'pending', outcome: `Not yet sent: ${outcome}`.slice(0, 500) });
    return 'pending';
  }
}
