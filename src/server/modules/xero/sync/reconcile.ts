import { eq } from 'drizzle-orm';
import type { ReconcileReply } from '../../../../shared/xero/sync-routes';
import { xeroConnections, xeroSyncSettings } from '../../../db/schema';
import { XeroNotConnectedError } from '../../../integrations/xero/api-errors';
import { recordXeroCall } from '../../../integrations/xero/call-log';
import { xeroClient, type XeroClientContext } from '../../../integrations/xero/client';
import { XERO_PATHS } from '../../../integrations/xero/settings';
import { readReply } from '../accounting/xero-replies';
import { keepXeroInvoiceStatus } from './invoice-status-store';
import { firstProductInvoiceAt, productInvoiceIds } from './ours';
import { xeroInvoiceJson, xeroInvoicesEnvelope } from './xero-invoice-json';

/** Xero's GET /Invoices returns up to 100 a page: a shorter page is the last. */
export const INVOICES_PAGE_SIZE = 100;
/** A first read starts this long before the company's first Xero invoice (the two clocks may differ). */
const FIRST_READ_MARGIN_MS = 86_400_000;
/** One run reads at most this many pages (50,000 invoices); the next run goes on from what it saw. */
const MAX_PAGES = 500;

type Found = { read: number; changed: number; newest: Date | null; pages: number };

/** Reads every page of invoices Xero changed since `since`, storing those the product made. */
async function readChanged(ctx: XeroClientContext, companyId: number, since: Date, signal?: AbortSignal) {
  const client = xeroClient(ctx, companyId, null);
  const found: Found = { read: 0, changed: 0, newest: null, pages: 0 };
  for (let page = 1; page <= MAX_PAGES && !signal?.aborted; page += 1) {
    const reply = await client.call({
      operation: 'getInvoices',
      method: 'GET',
      path: '/Invoices',
      query: { page },
      ifModifiedSince: since,
    });
    const { Invoices } = readReply(xeroInvoicesEnvelope, reply.body, 'getInvoices');
    found.pages = page;
    found.read += Invoices.length;
    const invoices = Invoices.flatMap((json) => {
      const parsed = xeroInvoiceJson.safeParse(json);
      return parsed.success ? [parsed.data] : [];
    });
    for (const invoice of invoices)
      if (!found.newest || invoice.UpdatedDateUTC > found.newest) found.newest = invoice.UpdatedDateUTC;
    const ours = await productInvoiceIds(
      ctx.database.db,
      companyId,
      invoices.map((invoice) => invoice.InvoiceID),
    );
    for (const invoice of invoices)
      if (
        ours.has(invoice.InvoiceID) &&
        (await keepXeroInvoiceStatus(ctx.database.db, companyId, invoice)) === 'updated'
      )
        found.changed += 1;
    if (Invoices.length < INVOICES_PAGE_SIZE) break;
  }
  return found;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The reconcile of one company ('Check payments now', and the scheduled job for each connected
 * company): the invoices Xero changed since the newest it last saw (If-Modified-Since; the first time,
 * since the company's first Xero invoice; none yet: nothing to read), page by page through the paced
 * client, each of the product's stored when newer. Then the sync settings keep the newest
 * UpdatedDateUTC seen, when it ran and what it found ('Read 3 invoices, 1 changed'), and the Xero log a
 * 'reconcileInvoices' line. A failure is recorded the same way, then thrown; a company not connected
 * is refused (409) before anything is read or recorded.
 */
export async function runReconcile(
  ctx: XeroClientContext,
  companyId: number,
  options: { signal?: AbortSignal; now?: () => Date } = {},
): Promise<ReconcileReply> {
  const db = ctx.database.db;
  const now = options.now ?? (() => new Date());
  const started = Date.now();
  const [connection] = await db
    .select({ id: xeroConnections.id })
    .from(xeroConnections)
    .where(eq(xeroConnections.companyId, companyId));
  if (!connection) throw new XeroNotConnectedError();
  const [settings] = await db
    .select({ reconciledThrough: xeroSyncSettings.reconciledThrough })
    .from(xeroSyncSettings)
    .where(eq(xeroSyncSettings.companyId, companyId));
  const first = settings?.reconciledThrough ? null : await firstProductInvoiceAt(db, companyId);
  const since =
    settings?.reconciledThrough ?? (first ? new Date(first.getTime() - FIRST_READ_MARGIN_MS) : null);
  const record = async (result: string, reconciledThrough: Date | null, at: Date) => {
    const values = { lastReconcileAt: at, lastReconcileResult: result.slice(0, 300), updatedAt: at };
    await db
      .insert(xeroSyncSettings)
      .values({ companyId, reconciledThrough, ...values })
      .onConflictDoUpdate({
        target: xeroSyncSettings.companyId,
        set: reconciledThrough ? { reconciledThrough, ...values } : values,
      });
  };
  const log = (entry: { statusCode: number | null; error?: string; responseBody?: unknown }, pages = 0) =>
    recordXeroCall(db, {
      companyId,
      operation: 'reconcileInvoices',
      method: 'GET',
      url: `${XERO_PATHS.accounting}/Invoices`,
      query: { ifModifiedSince: since?.toISOString() ?? null, pages },
      statusText: entry.statusCode ? 'OK' : null,
      durationMs: Date.now() - started,
      ...entry,
    });
  if (!since) {
    const at = now();
    await record('No invoice made in Xero yet: nothing to read', null, at);
    await log({ statusCode: 200, responseBody: { read: 0, changed: 0 } });
    return { read: 0, changed: 0, at };
  }
  try {
    const found = await readChanged(ctx, companyId, since, options.signal);
    const at = now();
    await record(`Read ${plural(found.read, 'invoice')}, ${found.changed} changed`, found.newest, at);
    await log({ statusCode: 200, responseBody: { read: found.read, changed: found.changed } }, found.pages);
    return { read: found.read, changed: found.changed, at };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await record(`Failed: ${message}`, null, now());
    await log({ statusCode: null, error: message });
    throw err;
  }
}
