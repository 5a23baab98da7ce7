import type { FastifyError, FastifyInstance } from 'fastify';
import { processDue } from '../billing/due';
import type { StripeContext } from '../context';
import { StripeError } from '../errors';
import { randomToken } from '../ids';
import { authenticate } from './auth';
import { keepReply, replayKept } from './idempotency';

/**
 * Before every /v1 call: `Request-Id`, the secret key, the clock's due work (renewals), an idempotent
 * replay; after: the reply kept for its key. Errors leave in Stripe's shape.
 */
export function guardApi(app: FastifyInstance, ctx: StripeContext): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('request-id', `req_${randomToken(14)}`);
    reply.header('stripe-version', request.headers['stripe-version'] ?? '2026-10-28.endive');
    authenticate(ctx, request);
    processDue(ctx);
  });
  app.addHook('preHandler', async (request, reply) => replayKept(ctx, request, reply));
  app.addHook('onSend', async (request, reply, payload) => {
    keepReply(ctx, request, reply, payload);
    return payload;
  });
  app.setErrorHandler((error: FastifyError | StripeError, _request, reply) => {
    if (error instanceof StripeError) return reply.code(error.status).send(error.body());
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    const type = status < 500 ? 'invalid_request_error' : 'api_error';
    return reply.code(status).send({ error: { type, message: error.message } });
  });
}
