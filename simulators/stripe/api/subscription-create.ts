import type { FastifyInstance } from 'fastify';
import { attemptPayment, createInvoice, periodLines } from '../billing/invoices';
import { customerOf } from '../billing/lookup';
import { newSubscription } from '../billing/new-subscription';
import { snapshot } from '../billing/notify';
import type { StripeContext } from '../context';
import { StripeError, invalid, missing, noSuch } from '../errors';
import type { Form } from '../form';
import { subscriptionJson } from '../json/billing';
import { emit } from '../webhooks/event';
import { array, integer, metadata, onlyKnown, oneOf, record, text } from './params';
import { expanded, formOf } from './request';

const BEHAVIOURS = [
  'allow_incomplete',
  'default_incomplete',
  'error_if_incomplete',
  'pending_if_incomplete',
] as const;

function lines(ctx: StripeContext, form: Form) {
  const items = array(form.items, 'items').map((item, index) => {
    const price = text(item, 'price', `items[${index}][price]`);
    if (!price) throw missing(`items[${index}][price]`);
    if (!ctx.store.prices.has(price)) throw noSuch('price', price, `items[${index}][price]`);
    return { price, quantity: integer(item, 'quantity', `items[${index}][quantity]`) ?? 1 };
  });
  if (items.length === 0) throw missing('items');
  return items;
}

/** `billing_mode[type]=classic|flexible`; flexible when not sent (the pinned API version's default). */
function billingModeOf(form: Form) {
  const mode = record(form.billing_mode, 'billing_mode');
  return mode ? oneOf(mode, 'type', ['classic', 'flexible'] as const) : undefined;
}

/**
 * `POST /v1/subscriptions {customer, items[], payment_behavior?, default_payment_method?, metadata?}`:
 * the first invoice is charged at once (active), or left open (incomplete: with default_incomplete, or
 * a declined charge under allow_incomplete; 402 under error_if_incomplete).
 */
export async function subscriptionCreateRoute(app: FastifyInstance, ctx: StripeContext): Promise<void> {
  app.post('/subscriptions', async (request) => {
    const form = formOf(request);
    onlyKnown(form, [
      'customer',
      'items',
      'payment_behavior',
      'default_payment_method',
      'metadata',
      'proration_behavior',
      'collection_method',
      'billing_mode',
      'expand',
    ]);
    const customerId = text(form, 'customer');
    if (!customerId) throw missing('customer');
    const customer = customerOf(ctx, customerId, 'customer');
    const behaviour = oneOf(form, 'payment_behavior', BEHAVIOURS) ?? 'allow_incomplete';
    const method = text(form, 'default_payment_method') ?? null;
    if (method && ctx.store.paymentMethods.get(method)?.customer !== customer.id)
      throw noSuch('PaymentMethod', method, 'default_payment_method');
    if (behaviour === 'error_if_incomplete' && !method && !customer.defaultPaymentMethod)
      throw invalid(
        'This customer has no attached payment source or default payment method.',
        undefined,
        'resource_missing',
      );
    const subscription = newSubscription(ctx, {
      customer: customer.id,
      lines: lines(ctx, form),
      metadata: metadata(form) ?? {},
      paymentMethod: method,
      status: 'incomplete',
      billingMode: billingModeOf(form),
    });
    const invoice = createInvoice(ctx, subscription, 'subscription_create', periodLines(ctx, subscription));
    const paid = behaviour !== 'default_incomplete' && attemptPayment(ctx, subscription, invoice);
    if (!paid && behaviour === 'error_if_incomplete') {
      ctx.store.subscriptions.delete(subscription.id);
      throw new StripeError(
        402,
        'card_error',
        'Your card was declined.',
        undefined,
        'card_declined',
        'generic_decline',
      );
    }
    if (paid) subscription.status = 'active';
    emit(ctx, 'customer.subscription.created', snapshot(ctx, subscription));
    return expanded(ctx, form, subscriptionJson(ctx.store, subscription));
  });
}
