import type { FastifyInstance } from 'fastify';
import type { StripeContext } from '../context';
import { checkoutRoutes } from './checkout-routes';
import { customerRoutes } from './customers-routes';
import { guardApi } from './guard';
import { readRoutes } from './invoices-routes';
import { portalRoutes } from './portal-routes';
import { priceRoutes } from './prices-routes';
import { subscriptionCreateRoute } from './subscription-create';
import { subscriptionRoutes } from './subscriptions-routes';

/** Stripe's /v1 API, behind the key check and idempotency keys. */
export async function apiRoutes(app: FastifyInstance, ctx: StripeContext): Promise<void> {
  guardApi(app, ctx);
  for (const routes of [
    customerRoutes,
    priceRoutes,
    checkoutRoutes,
    portalRoutes,
    subscriptionRoutes,
    subscriptionCreateRoute,
    readRoutes,
  ])
    await app.register(async (scope) => routes(scope, ctx));
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      },
    }),
  );
}
