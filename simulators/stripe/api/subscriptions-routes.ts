import type { FastifyInstance } from 'fastify';
import {
  type ItemChange,
  type ProrationBehavior,
  changeItems,
  periodEndFor,
  setCancelAt,
  setCancelAtPeriodEnd,
} from '../billing/change';
import { endSubscription } from '../billing/due';
import { subscriptionOf } from '../billing/lookup';
import { notifyUpdated, snapshot } from '../billing/notify';
import { type StripeContext, nowSeconds } from '../context';
import { invalid, noSuch } from '../errors';
import type { Form } from '../form';
import { subscriptionJson } from '../json/billing';
import type { Subscription } from '../model';
import { listReply } from './list';
import { array, boolean, integer, metadata, onlyKnown, oneOf, text } from './params';
import { expanded, formOf, idParam } from './request';

const STATUSES = [
  'active',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'trialing',
  'paused',
  'ended',
  'all',
] as const;
const ENDED = new Set(['canceled', 'incomplete_expired']);
const PRORATIONS = ['create_prorations', 'always_invoice', 'none'] as const;

function itemChanges(form: Form): ItemChange[] {
  return array(form.items, 'items').map((item, index) => {
    const deleted = boolean(item, 'deleted', `items[${index}][deleted]`);
    return {
      id: text(item, 'id', `items[${index}][id]`),
      price: text(item, 'price', `items[${index}][price]`),
      quantity: integer(item, 'quantity', `items[${index}][quantity]`),
      deleted: deleted === true,
    };
  });
}

const CANCEL_AT_ENUM = ['min_period_end', 'max_period_end', 'max_billed_until'];

/** `cancel_at`: a time, one of Stripe's period-end words, or '' to clear; undefined when not sent. */
function cancelAtOf(form: Form, subscription: Subscription): number | null | undefined {
  const value = text(form, 'cancel_at');
  if (value === undefined) return undefined;
  if (value === '') return null;
  if (CANCEL_AT_ENUM.includes(value)) return periodEndFor(subscription, value);
  const at = integer(form, 'cancel_at');
  return at;
}

function update(ctx: StripeContext, subscription: Subscription, form: Form): void {
  onlyKnown(form, [
    'cancel_at',
    'cancel_at_period_end',
    'items',
    'proration_behavior',
    'metadata',
    'default_payment_method',
    'cancellation_details',
    'expand',
    'payment_behavior',
  ]);
  if (
    subscription.status === 'canceled' &&
    Object.keys(form).some((key) => key !== 'metadata' && key !== 'expand')
  )
    throw invalid(
      'A canceled subscription can only update its cancellation_details and metadata.',
      undefined,
    );
  const before = snapshot(ctx, subscription);
  const cancel = boolean(form, 'cancel_at_period_end');
  const method = text(form, 'default_payment_method');
  if (method !== undefined && method !== '' && !ctx.store.paymentMethods.has(method))
    throw noSuch('PaymentMethod', method, 'default_payment_method');
  const changes = itemChanges(form);
  if (changes.length > 0)
    changeItems(
      ctx,
      subscription,
      changes,
      oneOf(form, 'proration_behavior', PRORATIONS) ?? ('create_prorations' as ProrationBehavior),
    );
  const cancelAt = cancelAtOf(form, subscription);
  if (cancel !== undefined && cancelAt !== undefined)
    throw invalid(
      'You may only specify one of these parameters: cancel_at, cancel_at_period_end.',
      'cancel_at',
    );
  if (cancelAt !== undefined) setCancelAt(ctx, subscription, cancelAt);
  if (cancel !== undefined) setCancelAtPeriodEnd(ctx, subscription, cancel);
  if (method !== undefined) subscription.defaultPaymentMethod = method || null;
  subscription.metadata = metadata(form, subscription.metadata) ?? subscription.metadata;
  notifyUpdated(ctx, subscription, before);
}

export async function subscriptionRoutes(app: FastifyInstance, ctx: StripeContext): Promise<void> {
  const json = (subscription: Subscription) => subscriptionJson(ctx.store, subscription);

  app.get('/subscriptions', async (request) => {
    const form = formOf(request);
    onlyKnown(form, [
      'customer',
      'status',
      'price',
      'limit',
      'starting_after',
      'ending_before',
      'expand',
      'created',
    ]);
    const customer = text(form, 'customer');
    const price = text(form, 'price');
    const status = oneOf(form, 'status', STATUSES);
    const matches = (subscription: Subscription) =>
      status === 'all' ||
      (status === undefined
        ? !ENDED.has(subscription.status)
        : status === 'ended'
          ? ENDED.has(subscription.status)
          : subscription.status === status);
    const subscriptions = [...ctx.store.subscriptions.values()].filter(
      (subscription) =>
        (!customer || subscription.customer === customer) &&
        (!price || subscription.items.some((item) => item.price === price)) &&
        matches(subscription),
    );
    return expanded(ctx, form, listReply(subscriptions.map(json), form, '/v1/subscriptions'));
  });

  app.get('/subscriptions/:id', async (request) =>
    expanded(ctx, formOf(request), json(subscriptionOf(ctx, idParam(request)))),
  );

  app.post('/subscriptions/:id', async (request) => {
    const form = formOf(request);
    const subscription = subscriptionOf(ctx, idParam(request));
    update(ctx, subscription, form);
    return expanded(ctx, form, json(subscription));
  });

  app.delete('/subscriptions/:id', async (request) => {
    const form = formOf(request);
    onlyKnown(form, ['invoice_now', 'prorate', 'cancellation_details', 'expand']);
    const subscription = subscriptionOf(ctx, idParam(request));
    if (subscription.status === 'canceled') throw noSuch('subscription', subscription.id);
    subscription.canceledAt = null;
    endSubscription(ctx, subscription, nowSeconds(ctx), 'cancellation_requested');
    return expanded(ctx, form, json(subscription));
  });
}
