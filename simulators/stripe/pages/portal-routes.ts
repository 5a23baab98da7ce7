import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCard } from '../billing/cards';
import { cancelInPortal, changeItems, setCancelAtPeriodEnd } from '../billing/change';
import { processDue, settle } from '../billing/due';
import { notifyUpdated, snapshot } from '../billing/notify';
import { attachCard } from '../billing/payment-methods';
import type { StripeContext } from '../context';
import type { PortalSession, Subscription } from '../model';
import { checkoutEndPage } from './checkout-page';
import { NOTICES, offeredPrices, portalPage } from './portal-page';

type Params = { id: string; sub?: string };

/** The portal page and its forms: switch plan, cancel at period end, resume, update card. */
export async function portalPageRoutes(app: FastifyInstance, ctx: StripeContext): Promise<void> {
  const sessionOf = (request: FastifyRequest): PortalSession | undefined => {
    processDue(ctx);
    return ctx.store.portalSessions.get((request.params as Params).id);
  };
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html')
      .send(checkoutEndPage('Not found', 'This billing portal link is not valid.'));
  const back = (reply: FastifyReply, session: PortalSession, done: keyof typeof NOTICES) =>
    reply.redirect(`/p/session/${session.id}?done=${done}`, 303);

  app.get('/p/session/:id', async (request, reply) => {
    const session = sessionOf(request);
    if (!session) return notFound(reply);
    const done = (request.query as { done?: string }).done;
    return reply
      .type('text/html')
      .send(portalPage(ctx.store, session, { notice: done ? NOTICES[done] : undefined }));
  });

  /** One of the customer's live subscriptions, changed and announced with customer.subscription.updated. */
  const onSubscription = (
    action: string,
    change: (subscription: Subscription, body: Record<string, string>, session: PortalSession) => void,
  ) =>
    app.post(`/p/session/:id/subscriptions/:sub/${action}`, async (request, reply) => {
      const session = sessionOf(request);
      const subscription = ctx.store.subscriptions.get((request.params as Params).sub ?? '');
      if (
        !session ||
        !subscription ||
        subscription.customer !== session.customer ||
        subscription.status === 'canceled'
      )
        return notFound(reply);
      const before = snapshot(ctx, subscription);
      change(subscription, (request.body ?? {}) as Record<string, string>, session);
      notifyUpdated(ctx, subscription, before);
      return back(
        reply,
        session,
        action === 'switch' ? 'switched' : action === 'cancel' ? 'canceled' : 'resumed',
      );
    });

  onSubscription('switch', (subscription, body, session) => {
    const item = subscription.items[0];
    if (item && body.price && offeredPrices(ctx.store, session.configuration).includes(body.price))
      changeItems(ctx, subscription, [{ id: item.id, price: body.price }], 'create_prorations');
  });
  onSubscription('cancel', (subscription) => cancelInPortal(ctx, subscription));
  onSubscription('resume', (subscription) => setCancelAtPeriodEnd(ctx, subscription, false));

  app.post('/p/session/:id/card', async (request, reply) => {
    const session = sessionOf(request);
    const customer = session ? ctx.store.customers.get(session.customer) : undefined;
    if (!session || !customer) return notFound(reply);
    const card = readCard(((request.body ?? {}) as { card?: string }).card ?? '');
    if (!card.ok)
      return reply
        .code(402)
        .type('text/html')
        .send(portalPage(ctx.store, session, { error: card.message }));
    const method = attachCard(ctx, customer, card.card, card.last4);
    for (const subscription of ctx.store.subscriptions.values()) {
      if (subscription.customer !== customer.id || subscription.status === 'canceled') continue;
      const before = snapshot(ctx, subscription);
      subscription.defaultPaymentMethod = method.id;
      notifyUpdated(ctx, subscription, before);
      // The portal pays what is owed with the new card at once.
      const owing = subscription.status === 'past_due' || subscription.status === 'incomplete';
      if (owing && subscription.latestInvoice) settle(ctx, subscription, subscription.latestInvoice);
    }
    return back(reply, session, 'card');
  });
}
