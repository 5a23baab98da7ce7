import type { FastifyInstance, FastifyReply } from 'fastify';
import { readCard } from '../billing/cards';
import { completeCheckout } from '../billing/checkout';
import { processDue } from '../billing/due';
import type { StripeContext } from '../context';
import type { CheckoutSession } from '../model';
import { checkoutEndPage, checkoutPage, type CheckoutForm } from './checkout-page';

type PayForm = { email?: string; name?: string; card?: string };

/** The page for a session that is not open (or not there), or null when it is open. */
function closedPage(reply: FastifyReply, session: CheckoutSession | undefined) {
  if (!session)
    return reply
      .code(404)
      .type('text/html')
      .send(checkoutEndPage('Not found', 'This checkout link is not valid.'));
  if (session.status === 'complete')
    return reply
      .type('text/html')
      .send(checkoutEndPage('Payment complete', 'This checkout is complete. You can close this page.'));
  if (session.status === 'expired')
    return reply
      .code(410)
      .type('text/html')
      .send(checkoutEndPage('Checkout expired', 'This checkout session has expired.'));
  return null;
}

/** The hosted checkout page and its two buttons (Subscribe, Cancel). */
export async function checkoutPageRoutes(app: FastifyInstance, ctx: StripeContext): Promise<void> {
  const find = (id: string) => {
    processDue(ctx);
    return ctx.store.checkoutSessions.get(id);
  };

  app.get('/c/pay/:id', async (request, reply) => {
    const session = find((request.params as { id: string }).id);
    return closedPage(reply, session) ?? reply.type('text/html').send(checkoutPage(ctx.store, session!));
  });

  app.post('/c/pay/:id/pay', async (request, reply) => {
    const session = find((request.params as { id: string }).id);
    const closed = closedPage(reply, session);
    if (closed || !session) return closed;
    const body = (request.body ?? {}) as PayForm;
    const email =
      session.customerEmail ??
      (session.customer ? ctx.store.customers.get(session.customer)?.email : null) ??
      body.email ??
      '';
    const card = readCard(body.card ?? '');
    const refuse = (status: number, error: string) => {
      const form: CheckoutForm = { email: body.email, name: body.name, card: body.card, error };
      session.lastError = error;
      return reply
        .code(status)
        .type('text/html')
        .send(checkoutPage(ctx.store, session, form));
    };
    if (!session.customer && !/^[^@\s]+@[^@\s]+$/.test(email))
      return refuse(400, 'Enter a valid email address.');
    if (!card.ok) return refuse(402, card.message);
    if (card.card.declinesLater) return refuse(402, 'Your card was declined.');
    completeCheckout(ctx, session, { email, name: body.name ?? '', card: card.card, last4: card.last4 });
    return reply.redirect(session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303);
  });

  app.post('/c/pay/:id/cancel', async (request, reply) => {
    const session = find((request.params as { id: string }).id);
    const closed = closedPage(reply, session);
    if (closed || !session) return closed;
    if (!session.cancelUrl)
      return reply.type('text/html').send(checkoutEndPage('Checkout cancelled', 'You can close this page.'));
    return reply.redirect(session.cancelUrl, 303);
  });
}
