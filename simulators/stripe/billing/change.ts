import { type StripeContext, nowSeconds } from '../context';
import { invalid, noSuch } from '../errors';
import { newId } from '../ids';
import type { InvoiceLine, Subscription, SubscriptionItem } from '../model';
import { createInvoice } from './invoices';
import { settle } from './due';

export type ProrationBehavior = 'create_prorations' | 'always_invoice' | 'none';

export interface ItemChange {
  id?: string;
  price?: string;
  quantity?: number;
  deleted?: boolean;
}

const periodEnd = (subscription: Subscription): number =>
  Math.max(...subscription.items.map((item) => item.periodEnd));

/** cancel_at_period_end: true sets `cancel_at` to the period end and `canceled_at` to now; false clears them. */
export function setCancelAtPeriodEnd(ctx: StripeContext, subscription: Subscription, cancel: boolean): void {
  setCancelAt(ctx, subscription, cancel ? periodEnd(subscription) : null);
  subscription.cancelAtPeriodEnd = cancel;
}

/** cancel_at: the subscription ends at that time (`cancel_at_period_end` stays false); null clears it. */
export function setCancelAt(ctx: StripeContext, subscription: Subscription, at: number | null): void {
  subscription.cancelAtPeriodEnd = false;
  subscription.cancelAt = at;
  subscription.canceledAt = at === null ? null : nowSeconds(ctx);
  subscription.cancellationReason = at === null ? null : 'cancellation_requested';
}

/** `cancel_at=min_period_end|max_period_end|max_billed_until`: the items' earliest or latest period end. */
export function periodEndFor(subscription: Subscription, which: string): number {
  const ends = subscription.items.map((item) => item.periodEnd);
  return which === 'min_period_end' ? Math.min(...ends) : Math.max(...ends);
}

/**
 * The portal's 'Cancel subscription' (its configuration cancels at the period end): in flexible billing
 * mode Stripe sets `cancel_at` to the period end and leaves `cancel_at_period_end` false; in classic
 * mode it sets `cancel_at_period_end`.
 */
export function cancelInPortal(ctx: StripeContext, subscription: Subscription): void {
  if (subscription.billingMode === 'flexible') setCancelAt(ctx, subscription, periodEnd(subscription));
  else setCancelAtPeriodEnd(ctx, subscription, true);
}

function prorationLine(
  ctx: StripeContext,
  item: SubscriptionItem,
  price: string,
  sign: 1 | -1,
  quantity: number,
): InvoiceLine {
  const now = nowSeconds(ctx);
  const unit = ctx.store.prices.get(price)?.unitAmount ?? 0;
  const share = Math.max(0, item.periodEnd - now) / Math.max(1, item.periodEnd - item.periodStart);
  const name = ctx.store.products.get(ctx.store.prices.get(price)?.product ?? '')?.name ?? price;
  return {
    id: newId('il'),
    amount: sign * Math.round(unit * quantity * share),
    description: `${sign < 0 ? 'Unused' : 'Remaining'} time on ${quantity} × ${name}`,
    price,
    quantity,
    periodStart: now,
    periodEnd: item.periodEnd,
    proration: true,
  };
}

function validate(ctx: StripeContext, subscription: Subscription, changes: ItemChange[]): void {
  changes.forEach((change, index) => {
    if (change.price !== undefined && !ctx.store.prices.has(change.price))
      throw noSuch('price', change.price, `items[${index}][price]`);
    if (change.id && !subscription.items.some((item) => item.id === change.id))
      throw noSuch('subscription item', change.id, `items[${index}][id]`);
    if (change.id) return;
    if (!change.price)
      throw invalid('You must specify a price for a new subscription item.', `items[${index}][price]`);
    if (subscription.items.some((existing) => existing.price === change.price))
      throw invalid(
        'Cannot add multiple subscription items with the same plan/price.',
        `items[${index}][price]`,
      );
  });
  const left = subscription.items.filter(
    (item) => !changes.some((change) => change.id === item.id && change.deleted),
  );
  if (left.length === 0 && !changes.some((change) => !change.id))
    throw invalid('A subscription must have at least one active plan.', 'items');
}

/** `items[i]`: with `id` changes (or with `deleted` removes) that item; without, adds one, as at Stripe. */
export function changeItems(
  ctx: StripeContext,
  subscription: Subscription,
  changes: ItemChange[],
  proration: ProrationBehavior,
): void {
  const lines: InvoiceLine[] = [];
  const now = nowSeconds(ctx);
  validate(ctx, subscription, changes);
  changes.forEach((change) => {
    const item = change.id ? subscription.items.find((candidate) => candidate.id === change.id) : undefined;
    if (item && change.deleted) {
      lines.push(prorationLine(ctx, item, item.price, -1, item.quantity));
      subscription.items = subscription.items.filter((candidate) => candidate !== item);
      return;
    }
    if (item) {
      const price = change.price ?? item.price;
      const quantity = change.quantity ?? item.quantity;
      if (price === item.price && quantity === item.quantity) return;
      lines.push(prorationLine(ctx, item, item.price, -1, item.quantity));
      lines.push(prorationLine(ctx, item, price, 1, quantity));
      Object.assign(item, { price, quantity });
      return;
    }
    if (!change.price) return;
    const first = subscription.items[0];
    const added: SubscriptionItem = {
      id: newId('si', 14),
      price: change.price,
      quantity: change.quantity ?? 1,
      created: now,
      periodStart: first?.periodStart ?? now,
      periodEnd: first?.periodEnd ?? now,
    };
    subscription.items.push(added);
    lines.push(prorationLine(ctx, added, added.price, 1, added.quantity));
  });
  bill(ctx, subscription, lines, proration);
}

function bill(
  ctx: StripeContext,
  subscription: Subscription,
  lines: InvoiceLine[],
  proration: ProrationBehavior,
) {
  const real = lines.filter((line) => line.amount !== 0);
  if (proration === 'none' || real.length === 0) return;
  if (proration === 'create_prorations') {
    subscription.pendingLines.push(...real);
    return;
  }
  const invoice = createInvoice(ctx, subscription, 'subscription_update', [
    ...subscription.pendingLines,
    ...real,
  ]);
  subscription.pendingLines = [];
  settle(ctx, subscription, invoice.id);
}
