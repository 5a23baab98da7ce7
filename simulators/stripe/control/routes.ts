import type { FastifyInstance } from 'fastify';
import { processDue } from '../billing/due';
import { type StripeContext, nowSeconds } from '../context';
import { checkoutSessionJson } from '../json/sessions';
import { customerJson } from '../json/catalogue';
import { invoiceJson, subscriptionJson } from '../json/billing';
import { resetStore } from '../store';
import { eventJson } from '../webhooks/event-json';

type Body = Record<string, unknown>;

const count = (value: unknown, fallback: number): number | null =>
  value === undefined
    ? fallback
    : Number.isInteger(value) && (value as number) > 0
      ? (value as number)
      : null;

/**
 * Test and dev only (never in `demo` mode). POST /__control/advance {seconds?, days?};
 * POST /__control/fail-next-payment {count?}; POST /__control/events/:id/redeliver {times?};
 * POST /__control/deliver {events: [ids in the order wanted]}; POST /__control/webhooks {auto?, url?};
 * GET /__control/events[?type=]; GET /__control/state; POST /__control/reset.
 */
export async function controlRoutes(app: FastifyInstance, ctx: StripeContext): Promise<void> {
  const bad = (message: string) => ({ error: { type: 'invalid_request_error', message } });

  app.post('/__control/advance', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const seconds = Number(body.seconds ?? 0) + Number(body.days ?? 0) * 86_400;
    if (!Number.isFinite(seconds) || seconds < 0)
      return reply.code(400).send(bad('Send {seconds?, days?} ≥ 0'));
    ctx.offsetMs += Math.round(seconds * 1000);
    processDue(ctx);
    return { now: nowSeconds(ctx) };
  });

  app.post('/__control/fail-next-payment', async (request, reply) => {
    const times = count(((request.body ?? {}) as Body).count, 1);
    if (times === null) return reply.code(400).send(bad('Send {count?: positive integer}'));
    ctx.store.failNextPayments += times;
    return { failNextPayments: ctx.store.failNextPayments };
  });

  app.post('/__control/events/:id/redeliver', async (request, reply) => {
    const event = ctx.store.events.get((request.params as { id: string }).id);
    const times = count(((request.body ?? {}) as Body).times, 1);
    if (!event) return reply.code(404).send(bad('No such event'));
    if (times === null) return reply.code(400).send(bad('Send {times?: positive integer}'));
    const attempts = [];
    for (let index = 0; index < times; index += 1) attempts.push(await ctx.webhooks.deliverNow(event));
    return { attempts };
  });

  app.post('/__control/deliver', async (request, reply) => {
    const ids = ((request.body ?? {}) as Body).events;
    const events = Array.isArray(ids) ? ids.map((id) => ctx.store.events.get(String(id))) : [];
    if (events.length === 0 || events.some((event) => !event))
      return reply.code(400).send(bad('Send {events: [event ids]} naming kept events'));
    const attempts = [];
    for (const event of events) attempts.push({ id: event!.id, ...(await ctx.webhooks.deliverNow(event!)) });
    return { attempts };
  });

  app.post('/__control/webhooks', async (request) => {
    const body = (request.body ?? {}) as Body;
    if (typeof body.auto === 'boolean') ctx.webhooks.auto = body.auto;
    if (typeof body.url === 'string' || body.url === null) ctx.webhooks.settings.url = body.url || null;
    return { auto: ctx.webhooks.auto, url: ctx.webhooks.settings.url };
  });

  app.get('/__control/events', async (request) => {
    const type = (request.query as { type?: string }).type;
    const events = [...ctx.store.events.values()].filter((event) => !type || event.type === type);
    return { data: events.map((event) => ({ ...eventJson(event), deliveries: event.deliveries })) };
  });

  app.get('/__control/state', async () => ({
    now: nowSeconds(ctx),
    failNextPayments: ctx.store.failNextPayments,
    customers: [...ctx.store.customers.values()].map(customerJson),
    subscriptions: [...ctx.store.subscriptions.values()].map((subscription) =>
      subscriptionJson(ctx.store, subscription),
    ),
    invoices: [...ctx.store.invoices.values()].map((invoice) => invoiceJson(ctx.store, invoice)),
    checkoutSessions: [...ctx.store.checkoutSessions.values()].map((session) =>
      checkoutSessionJson(ctx.store, ctx.baseUrl, session),
    ),
    events: [...ctx.store.events.values()].map((event) => ({
      id: event.id,
      type: event.type,
      deliveries: event.deliveries,
    })),
  }));

  app.post('/__control/reset', async () => {
    ctx.offsetMs = 0;
    resetStore(ctx.store, nowSeconds(ctx));
    ctx.webhooks.auto = true;
    return { ok: true };
  });
}
