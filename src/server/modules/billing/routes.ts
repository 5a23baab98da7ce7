import { billingRoutes as api } from '../../../shared/billing/routes';
import { actorOf } from '../../access/guard';
import { createStripeClient } from '../../integrations/stripe/client';
import { onceOutside } from '../../http/idempotency';
import type { AppModule } from '../../http/module';
import { serve } from '../../http/serve';
import { createCheckout, getSubscription, openPortal } from './service';
import { StripeSetup } from './setup-check';
import { applyEvent, verifiedEvent } from './webhook';

/** /billing (002 §2, §7) on Stripe, and Stripe's webhook (issue 16). */
export const billingModule: AppModule = async (app, ctx) => {
  const stripe = createStripeClient(ctx.config.stripe);
  const db = ctx.database.db;
  // Start-up checks the prices and the portal configuration in the background: it logs what is missing.
  const setup = stripe ? new StripeSetup(stripe, app.log) : null;
  app.addHook('onReady', async () => {
    void setup?.check();
  });

  serve(app, api.getSubscription, (request) => getSubscription(db, stripe, setup, actorOf(request)));
  // Each press opens one Stripe Checkout: a repeated Idempotency-Key gets the first session's address.
  for (const [route, plan] of [
    [api.createSubscription, 'base'],
    [api.createProSubscription, 'pro'],
  ] as const)
    serve(app, route, (request, reply) =>
      onceOutside(db, request, reply, (actor) =>
        createCheckout(db, stripe, setup, ctx.config, request.log, actor, plan),
      ),
    );
  serve(app, api.openPortal, (request) =>
    openPortal(db, stripe, setup, ctx.config, request.log, actorOf(request)),
  );

  // The signature is over the exact bytes Stripe sent: in this route's own scope every body stays a Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));
    serve(scope, api.stripeWebhook, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = verifiedEvent(stripe, raw, request.headers['stripe-signature'], request.log);
      await applyEvent(db, stripe!, request.log, event);
      return { received: true };
    });
  });
};
