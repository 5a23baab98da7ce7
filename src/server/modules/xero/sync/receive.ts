import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client';
import { xeroConnections, xeroWebhookEvents } from '../../../db/schema';
import { recordXeroCall } from '../../../integrations/xero/call-log';
import type { JobQueue } from '../../../jobs/queue';
import { WEBHOOK_EVENT_JOB, type WebhookEventJob } from './job-names';
import type { XeroWebhookEvent } from './webhook-body';

/** Where Xero's deliveries are posted: what the Xero log names as their endpoint. */
export const WEBHOOK_PATH = '/api/xero/webhooks';

/** One event's identity: the same notice delivered again (Xero's retry, a replay) has the same key. */
export const eventKeyOf = (event: XeroWebhookEvent): string =>
  createHash('sha256')
    .update(
      [
        event.tenantId,
        event.resourceId,
        event.eventCategory,
        event.eventType,
        event.eventDateUtc.toISOString(),
      ].join('|'),
    )
    .digest('hex');

type ReceiveContext = { database: Pick<Database, 'db'>; jobs: JobQueue };

/**
 * A correctly signed delivery: each event kept once (xero_webhook_events, by its key), the company
 * found by the event's tenant. An INVOICE event of a connected organisation, new, is queued for a job
 * that reads the invoice from Xero (never from the event); one of a tenant no company is connected
 * to is kept as 'unknown tenant' and nothing else; other categories are kept as ignored. Nothing here
 * calls Xero, so Xero has its 200 well within its 5 s. Each company's share of the delivery is
 * written to its Xero log (the events only: no signature, no key).
 */
export async function receiveXeroEvents(ctx: ReceiveContext, events: XeroWebhookEvent[], startedAt: number) {
  const db = ctx.database.db;
  const tenants = [...new Set(events.map((event) => event.tenantId))];
  const connections = tenants.length
    ? await db
        .select({ companyId: xeroConnections.companyId, tenantId: xeroConnections.tenantId })
        .from(xeroConnections)
        .where(inArray(xeroConnections.tenantId, tenants))
        .orderBy(xeroConnections.companyId)
    : [];
  const companyOf = new Map<string, number>();
  for (const c of connections) if (!companyOf.has(c.tenantId)) companyOf.set(c.tenantId, c.companyId);

  const byKey = new Map(events.map((event) => [eventKeyOf(event), event]));
  const toRead =
    byKey.size === 0
      ? []
      : await db.transaction(async (tx) => {
          const ids = await keepNewEvents(tx, byKey, companyOf);
          for (const eventId of ids) await ctx.jobs.send<WebhookEventJob>(tx, WEBHOOK_EVENT_JOB, { eventId });
          return ids;
        });
  const queued = toRead.length;
  if (queued > 0) ctx.jobs.wake(WEBHOOK_EVENT_JOB);

  for (const c of connections)
    await logDelivery(
      ctx,
      c.companyId,
      events.filter((event) => event.tenantId === c.tenantId),
      startedAt,
    );
  return { received: events.length, queued };
}

/** Inserts the events not kept before; returns the ids of the new ones whose invoice is to be read. */
async function keepNewEvents(tx: Tx, byKey: Map<string, XeroWebhookEvent>, companyOf: Map<string, number>) {
  const now = new Date();
  const fresh = await tx
    .insert(xeroWebhookEvents)
    .values(
      [...byKey].map(([eventKey, event]) => {
        const companyId = companyOf.get(event.tenantId) ?? null;
        const settled =
          companyId === null ? 'unknown tenant' : event.eventCategory === 'INVOICE' ? null : 'ignored';
        return {
          companyId,
          eventKey,
          tenantId: event.tenantId,
          resourceId: event.resourceId,
          eventCategory: event.eventCategory,
          eventType: event.eventType,
          eventDate: event.eventDateUtc,
          ...(settled ? { processedAt: now, outcome: settled } : {}),
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: xeroWebhookEvents.id, processedAt: xeroWebhookEvents.processedAt });
  return fresh.filter((row) => row.processedAt === null).map((row) => row.id);
}

const logDelivery = (ctx: ReceiveContext, companyId: number, events: XeroWebhookEvent[], startedAt: number) =>
  recordXeroCall(ctx.database.db, {
    companyId,
    operation: 'webhook',
    method: 'POST',
    url: WEBHOOK_PATH,
    statusCode: 200,
    statusText: 'OK',
    durationMs: Date.now() - startedAt,
    requestBody: { events },
  });
