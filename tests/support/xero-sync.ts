import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect, vi } from 'vitest';
import { xeroApiLogs, xeroInvoiceStatuses, xeroWebhookEvents } from '../../src/server/db/schema';
import { readAndStoreInvoice } from '../../src/server/modules/xero/sync/process-event';
import type { InvoicingCompany } from './invoices';
import { xeroInvoicing } from './xero-invoices';

/**
 * Tests of payments coming back from Xero (issue 27): the Xero invoicing world with the app
 * listening on a port and the simulator's webhook pointed at it, signed with the app's key.
 */
export function xeroSync() {
  const webhookKey = randomBytes(32).toString('base64');
  const x = xeroInvoicing({ XERO_WEBHOOK_KEY: webhookKey });
  const { world } = x;
  let webhookUrl = '';

  /** A control call to the simulator (test mode): its JSON reply. */
  async function control<T = Record<string, unknown>>(path: string, body: unknown = {}): Promise<T> {
    const res = await fetch(`${world.sim.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as T;
    expect(res.status, JSON.stringify(json)).toBe(200);
    return json;
  }

  const webhooksOn = () => control('/__control/webhooks', { url: webhookUrl, key: webhookKey });
  const webhooksOff = () => control('/__control/webhooks', { url: null });

  beforeAll(async () => {
    const address = await world.app.app.listen({ port: 0, host: '127.0.0.1' });
    webhookUrl = `${address}/api/xero/webhooks`;
    await webhooksOn();
  });

  /** Every delivery answered, and every event's job done (each event marked processed). */
  async function settled() {
    await world.sim.webhooks.idle();
    await vi.waitFor(
      async () => {
        const open = await world.app.db
          .select({ id: xeroWebhookEvents.id })
          .from(xeroWebhookEvents)
          .where(isNull(xeroWebhookEvents.processedAt));
        if (open.length > 0) throw new Error(`${open.length} webhook events not processed yet`);
      },
      { timeout: 20_000, interval: 50 },
    );
  }

  /**
   * A Xero invoice the product made for one approved docket (the dialog's call), its events read and
   * its draft status kept. Xero sends the CREATE event as it answers the PUT, so its job may look
   * before the dockets are marked and find the invoice none of the company's (decision 'The reconcile
   * job's first read'); the next reconcile would read it: here it is read at once, as that would.
   */
  async function productInvoice(co: InvoicingCompany) {
    const docket = await co.docket();
    const res = await x.create(co, await x.dialogBody(co, [docket.id]));
    expect(res.statusCode, res.body).toBe(201);
    await settled();
    const made = res.json();
    if (!(await statusOf(co.team.company.id, made.invoiceId)))
      await readAndStoreInvoice(x.direct(co).ctx, co.team.company.id, made.invoiceId);
    return made;
  }

  /** What the product keeps of the invoice's status, or undefined. */
  const statusOf = async (companyId: number, invoiceId: string) =>
    (
      await world.app.db
        .select()
        .from(xeroInvoiceStatuses)
        .where(
          and(eq(xeroInvoiceStatuses.companyId, companyId), eq(xeroInvoiceStatuses.xeroInvoiceId, invoiceId)),
        )
    )[0];

  const eventsOf = (resourceId: string) =>
    world.app.db.select().from(xeroWebhookEvents).where(eq(xeroWebhookEvents.resourceId, resourceId));

  const logsOf = (companyId: number, operation: string) =>
    world.app.db
      .select()
      .from(xeroApiLogs)
      .where(and(eq(xeroApiLogs.companyId, companyId), eq(xeroApiLogs.operation, operation)));

  return {
    ...x,
    webhookKey,
    control,
    webhooksOn,
    webhooksOff,
    settled,
    productInvoice,
    statusOf,
    eventsOf,
    logsOf,
  };
}
