import type { FastifyInstance } from 'fastify';
import { customerOf } from '../billing/lookup';
import { type StripeContext, nowSeconds } from '../context';
import { invalid, missing, noSuch } from '../errors';
import type { Form } from '../form';
import { newId } from '../ids';
import { checkoutSessionJson } from '../json/sessions';
import type { CheckoutSession } from '../model';
import { LIST_PARAMS, listReply, whereFields } from './list';
import { array, integer, metadata, onlyKnown, oneOf, record, text } from './params';
import { expanded, formOf, idParam } from './request';

const KNOWN = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'customer',
  'customer_email',
  'client_reference_id',
  'metadata',
  'subscription_data',
  'allow_promotion_codes',
  'billing_address_collection',
  'locale',
  'payment_method_types',
  'expires_at',
  'expand',
  // Taken and not acted on: they change what a real page asks, not what the simulator keeps.
  'automatic_tax',
  'customer_update',
  'tax_id_collection',
  'payment_method_collection',
] as const;

function lineItems(ctx: StripeContext, form: Form): CheckoutSession['lineItems'] {
  const lines = array(form.line_items, 'line_items').map((line, index) => {
    const price = text(line, 'price', `line_items[${index}][price]`);
    if (!price) throw missing(`line_items[${index}][price]`);
    const found = ctx.store.prices.get(price);
    if (!found) throw noSuch('price', price, `line_items[${index}][price]`);
    const quantity = integer(line, 'quantity', `line_items[${index}][quantity]`) ?? 1;
    if (quantity < 1) throw invalid('Quantity must be at least 1.', `line_items[${index}][quantity]`);
    return { price, quantity };
  });
  if (lines.length === 0)
    throw invalid(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  return lines;
}

function createSession(ctx: StripeContext, form: Form): CheckoutSession {
  onlyKnown(form, KNOWN);
  const mode = oneOf(form, 'mode', ['payment', 'setup', 'subscription'] as const);
  if (!mode) throw missing('mode');
  if (mode !== 'subscription') throw invalid('The simulator takes only mode=subscription.', 'mode');
  const successUrl = text(form, 'success_url');
  if (!successUrl) throw missing('success_url');
  const customer = text(form, 'customer');
  if (customer) customerOf(ctx, customer, 'customer');
  const customerEmail = text(form, 'customer_email');
  if (customer && customerEmail)
    throw invalid(
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  const subscriptionData = record(form.subscription_data, 'subscription_data') ?? {};
  const now = nowSeconds(ctx);
  const expiresAt = integer(form, 'expires_at') ?? now + 24 * 3600;
  if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
    throw invalid(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
      'expires_at',
    );
  return {
    id: newId('cs_test', 58),
    status: 'open',
    successUrl,
    cancelUrl: text(form, 'cancel_url') ?? null,
    customer: customer ?? null,
    customerEmail: customerEmail ?? null,
    clientReferenceId: text(form, 'client_reference_id') ?? null,
    metadata: metadata(form) ?? {},
    subscriptionMetadata: metadata(subscriptionData, {}, 'metadata') ?? {},
    lineItems: lineItems(ctx, form),
    subscription: null,
    invoice: null,
    created: now,
    expiresAt,
    lastError: null,
  };
}

export function sessionOf(ctx: StripeContext, id: string): CheckoutSession {
  const session = ctx.store.checkoutSessions.get(id);
  if (!session) throw noSuch('checkout.session', id);
  return session;
}

export async function checkoutRoutes(app: FastifyInstance, ctx: StripeContext): Promise<void> {
  const json = (session: CheckoutSession) => checkoutSessionJson(ctx.store, ctx.baseUrl, session);

  app.post('/checkout/sessions', async (request) => {
    const form = formOf(request);
    const session = createSession(ctx, form);
    ctx.store.checkoutSessions.set(session.id, session);
    return expanded(ctx, form, json(session));
  });

  app.get('/checkout/sessions/:id', async (request) =>
    expanded(ctx, formOf(request), json(sessionOf(ctx, idParam(request)))),
  );

  app.post('/checkout/sessions/:id/expire', async (request) => {
    const session = sessionOf(ctx, idParam(request));
    if (session.status !== 'open')
      throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, undefined);
    session.status = 'expired';
    return expanded(ctx, formOf(request), json(session));
  });

  app.get('/checkout/sessions', async (request) => {
    const form = formOf(request);
    onlyKnown(form, ['customer', 'subscription', 'status', ...LIST_PARAMS]);
    const sessions = [...ctx.store.checkoutSessions.values()].filter(
      whereFields<CheckoutSession>(form, {
        customer: (session) => session.customer,
        subscription: (session) => session.subscription,
        status: (session) => session.status,
      }),
    );
    return expanded(ctx, form, listReply(sessions.map(json), form, '/v1/checkout/sessions'));
  });
}
