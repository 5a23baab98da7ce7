import { type StripeContext, nowSeconds } from '../context';
import { newId } from '../ids';
import type { BillingMode, Metadata, Subscription } from '../model';
import { addMonths } from './periods';

/** A subscription whose items start their first month now (the anchor), kept in the store. */
export function newSubscription(
  ctx: StripeContext,
  fields: {
    customer: string;
    lines: { price: string; quantity: number }[];
    metadata: Metadata;
    paymentMethod: string | null;
    status: Subscription['status'];
    /** Flexible unless asked otherwise: the default for new subscriptions at the pinned API version. */
    billingMode?: BillingMode;
  },
): Subscription {
  const now = nowSeconds(ctx);
  const subscription: Subscription = {
    id: newId('sub'),
    customer: fields.customer,
    status: fields.status,
    billingMode: fields.billingMode ?? 'flexible',
    items: fields.lines.map((line) => ({
      id: newId('si', 14),
      price: line.price,
      quantity: line.quantity,
      created: now,
      periodStart: now,
      periodEnd: addMonths(now, 1),
    })),
    cancelAtPeriodEnd: false,
    cancelAt: null,
    canceledAt: null,
    endedAt: null,
    cancellationReason: null,
    created: now,
    startDate: now,
    billingCycleAnchor: now,
    currency: ctx.store.prices.get(fields.lines[0]?.price ?? '')?.currency ?? 'aud',
    metadata: { ...fields.metadata },
    latestInvoice: null,
    defaultPaymentMethod: fields.paymentMethod,
    pendingLines: [],
  };
  ctx.store.subscriptions.set(subscription.id, subscription);
  return subscription;
}
