import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StripeContext } from '../context';
import { StripeError } from '../errors';

const DAY_MS = 86_400_000;

const keyOf = (request: FastifyRequest): string | null => {
  const header = request.headers['idempotency-key'];
  return request.method === 'POST' && typeof header === 'string' && header !== '' ? header : null;
};

const fingerprint = (request: FastifyRequest): string =>
  `${request.method} ${request.url} ${JSON.stringify(request.body ?? {})}`;

/**
 * `Idempotency-Key` on POST, kept 24 hours: the same key with the same request gets the first reply
 * again (header `Idempotent-Replayed: true`) and changes nothing; with other parameters, 400
 * idempotency_error. Only replies of requests that ran are kept (not refusals), as at Stripe.
 */
export async function replayKept(ctx: StripeContext, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (!key) return;
  const kept = ctx.store.idempotent.get(key);
  if (!kept || Date.now() - kept.at > DAY_MS) return;
  if (kept.fingerprint !== fingerprint(request)) {
    throw new StripeError(
      400,
      'idempotency_error',
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    );
  }
  return reply
    .code(kept.status)
    .header('idempotent-replayed', 'true')
    .header('idempotency-key', key)
    .type('application/json')
    .send(kept.body);
}

export function keepReply(
  ctx: StripeContext,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const key = keyOf(request);
  if (!key || reply.statusCode >= 400 || reply.getHeader('idempotent-replayed')) return;
  reply.header('idempotency-key', key);
  // The SDK keys every POST: forget day-old keys now and then so a long demo run stays small.
  if (ctx.store.idempotent.size >= 10_000) {
    for (const [old, kept] of ctx.store.idempotent)
      if (Date.now() - kept.at > DAY_MS) ctx.store.idempotent.delete(old);
  }
  ctx.store.idempotent.set(key, {
    fingerprint: fingerprint(request),
    status: reply.statusCode,
    body: payload,
    at: Date.now(),
  });
}
