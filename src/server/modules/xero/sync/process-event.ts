import { eq } from 'drizzle-orm';
import { xeroConnections, xeroWebhookEvents } from '../../../db/schema';
import { AppError } from '../../../errors';
import { XeroApiError } from '../../../integrations/xero/api-errors';
import { xeroClient, type XeroClientContext } from '../../../integrations/xero/client';
import { readReply } from '../accounting/xero-replies';
import { storeXeroInvoiceStatus, type StoreOutcome } from './invoice-status-store';
import { productInvoiceIds } from './ours';
import { xeroInvoicesEnvelope } from './xero-invoice-json';

/** Reads one invoice from Xero for the company (GET /Invoices/{id}, paced and logged) and stores it. */
export async function readAndStoreInvoice(
  ctx: XeroClientContext,
  companyId: number,
  invoiceId: string,
): Promise<StoreOutcome> {
  const reply = await xeroClient(ctx, companyId, null).call({
    operation: 'getInvoice',
    method: 'GET',
    path: `/Invoices/${encodeURIComponent(invoiceId)}`,
  });
  const [invoice] = readReply(xeroInvoicesEnvelope, reply.body, 'getInvoice').Invoices;
  if (invoice === undefined) throw new XeroApiError(`Xero returned no invoice ${invoiceId}`, 200, null);
  return storeXeroInvoiceStatus(ctx.database.db, companyId, invoice);
}

/**
 * A failure another attempt cannot mend: Xero not connected, expired or missing a permission
 * (CONFLICT), or Xero refusing the read itself (a 4xx other than 429). Busy, down or lost: try again.
 */
function isFinal(err: unknown): boolean {
  if (!(err instanceof AppError)) return false;
  if (err.code === 'CONFLICT') return true;
  const status = err instanceof XeroApiError ? err.details?.xeroStatus : null;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
}

/**
 * The job of one webhook event: for each company connected to the event's organisation whose product
 * made the invoice, the invoice read from Xero and its status stored when newer; then the event is
 * marked processed with what came of it. A failure Xero may mend (down, busy) is thrown for the queue
 * to try again; on the last attempt, or one that cannot be mended, it is the event's outcome. Xero
 * voiding or deleting an invoice is stored as its status: releasing its dockets is the invoice
 * screens' own rule (invoicing), not this job's.
 */
export async function processWebhookEvent(ctx: XeroClientContext, eventId: number, lastAttempt: boolean) {
  const db = ctx.database.db;
  const [event] = await db.select().from(xeroWebhookEvents).where(eq(xeroWebhookEvents.id, eventId));
  if (!event || event.processedAt) return;
  const settle = (outcome: string) =>
    db
      .update(xeroWebhookEvents)
      .set({ processedAt: new Date(), outcome: outcome.slice(0, 300) })
      .where(eq(xeroWebhookEvents.id, eventId));
  const companies = await db
    .select({ companyId: xeroConnections.companyId })
    .from(xeroConnections)
    .where(eq(xeroConnections.tenantId, event.tenantId))
    .orderBy(xeroConnections.companyId);
  if (companies.length === 0) return void (await settle('not connected any more'));
  const outcomes = new Set<string>();
  try {
    for (const { companyId } of companies) {
      const ours = await productInvoiceIds(db, companyId, [event.resourceId]);
      outcomes.add(
        ours.has(event.resourceId) ? await readAndStoreInvoice(ctx, companyId, event.resourceId) : 'not ours',
      );
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (!lastAttempt && !isFinal(err)) {
      await db
        .update(xeroWebhookEvents)
        .set({ outcome: `Will try again: ${message}`.slice(0, 300) })
        .where(eq(xeroWebhookEvents.id, eventId));
      throw err;
    }
    return void (await settle(`Failed: ${message}`));
  }
  await settle([...outcomes].join(', '));
}
