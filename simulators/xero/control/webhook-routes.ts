import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNTING_PREFIX } from '../accounting/prefix';
import type { SimContext } from '../context';
import type { RetryPolicy } from '../webhooks/deliver';
import { intentToReceive } from '../webhooks/intent';
import { eventDateUtc, type Signing, webhookBody } from '../webhooks/payload';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const noWebhook = (reply: FastifyReply) =>
  reply.code(409).send({ message: 'No webhook is set: POST /__control/webhooks {url, key} first' });

/** A retry policy from a body, keeping only positive whole numbers. */
function retryOf(value: unknown): Partial<RetryPolicy> {
  const sent = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const fields = ['initialMs', 'maxMs', 'attempts'] as const;
  return Object.fromEntries(
    fields.flatMap((field) => {
      const number = sent[field];
      return typeof number === 'number' && Number.isInteger(number) && number > 0 ? [[field, number]] : [];
    }),
  );
}

/**
 * Test and dev only. POST /__control/webhooks {url, key, retry?} sets the app's webhook ({url: null}
 * removes it); POST /__control/webhooks/intent-to-receive runs Xero's check; POST
 * /__control/webhooks/send {events, sign?: valid|wrong|none} posts one body once and answers the
 * receiver's status (an event may give only resourceId: the rest is filled in as Xero would);
 * POST /__control/webhooks/redeliver {sequence?} sends a kept delivery's exact body again (a replay).
 */
export async function webhookControlRoutes(app: FastifyInstance, ctx: SimContext): Promise<void> {
  app.post('/__control/webhooks', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.url === null) {
      ctx.webhooks.configure(null);
      return { webhook: null };
    }
    const url = text(body.url);
    const key = text(body.key);
    if (!url || !key || !URL.canParse(url))
      return reply.code(400).send({ message: 'Send {url: http(s) address, key: the signing key, retry?}' });
    ctx.webhooks.configure({ url, key }, retryOf(body.retry));
    return { webhook: { url, retry: ctx.webhooks.retry } };
  });

  app.post('/__control/webhooks/intent-to-receive', async (_request, reply) => {
    const target = ctx.webhooks.target;
    if (!target) return noWebhook(reply);
    return intentToReceive(target);
  });

  app.post('/__control/webhooks/send', async (request, reply) => {
    const body = (request.body ?? {}) as { events?: unknown; sign?: unknown };
    const sign: Signing | null =
      body.sign === undefined
        ? 'valid'
        : ((['valid', 'wrong', 'none'] as const).find((s) => s === body.sign) ?? null);
    if (!Array.isArray(body.events) || !sign)
      return reply.code(400).send({ message: 'Send {events: [...], sign?: valid|wrong|none}' });
    if (!ctx.webhooks.target) return noWebhook(reply);
    const tenantId = ctx.store.organisations[0].tenantId;
    const base = `${ctx.webhooks.resourceBase}${ACCOUNTING_PREFIX}/Invoices/`;
    const events = (body.events as Record<string, unknown>[]).map((event) => ({
      resourceUrl: `${base}${String(event.resourceId ?? '')}`,
      eventDateUtc: eventDateUtc(ctx.clock()),
      eventType: 'UPDATE',
      eventCategory: 'INVOICE',
      tenantId,
      tenantType: 'ORGANISATION',
      ...event,
    }));
    const result = await ctx.webhooks.sendOnce(webhookBody(events, 0, 0), sign);
    return { ...result, events };
  });

  // A replay: the kept body of a delivery (by its firstEventSequence, default the latest), byte for byte.
  app.post('/__control/webhooks/redeliver', async (request, reply) => {
    const { sequence } = (request.body ?? {}) as { sequence?: unknown };
    const { deliveries } = ctx.webhooks;
    const delivery =
      sequence === undefined
        ? deliveries.at(-1)
        : deliveries.find((candidate) => candidate.firstEventSequence === sequence);
    if (!delivery) return reply.code(404).send({ message: 'No such delivery' });
    if (!ctx.webhooks.target) return noWebhook(reply);
    return ctx.webhooks.sendOnce(delivery.body, 'valid');
  });
}
