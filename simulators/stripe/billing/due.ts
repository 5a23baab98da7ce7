import { type StripeContext, nowSeconds } from '../context';
import type { Subscription } from '../model';
import { attemptPayment, createInvoice, periodLines } from './invoices';
import { notifyDeleted, notifyUpdated, snapshot } from './notify';
import { periodEndAfter } from './periods';

const LIVE = new Set(['active', 'past_due']);

const periodEnd = (subscription: Subscription): number =>
  Math.min(...subscription.items.map((item) => item.periodEnd));

/** Ends the subscription at `at` (its period end, or now), with customer.subscription.deleted. */
export function endSubscription(
  ctx: StripeContext,
  subscription: Subscription,
  at: number,
  reason: Subscription['cancellationReason'],
): void {
  subscription.status = 'canceled';
  subscription.endedAt = at;
  subscription.canceledAt ??= at;
  subscription.cancellationReason = reason;
  subscription.cancelAtPeriodEnd = false;
  notifyDeleted(ctx, subscription);
}

/** A period ends: cancel if asked to, otherwise a new period, its invoice and a charge. */
function renew(ctx: StripeContext, subscription: Subscription): void {
  const end = periodEnd(subscription);
  if (subscription.cancelAtPeriodEnd || (subscription.cancelAt !== null && subscription.cancelAt <= end)) {
    endSubscription(ctx, subscription, end, subscription.cancellationReason ?? 'cancellation_requested');
    return;
  }
  const before = snapshot(ctx, subscription);
  for (const item of subscription.items) {
    item.periodStart = end;
    item.periodEnd = periodEndAfter(subscription.billingCycleAnchor, end);
  }
  const lines = [...subscription.pendingLines, ...periodLines(ctx, subscription)];
  subscription.pendingLines = [];
  const invoice = createInvoice(ctx, subscription, 'subscription_cycle', lines, end);
  notifyUpdated(ctx, subscription, before);
  settle(ctx, subscription, invoice.id);
}

/** Charges an open invoice; the subscription follows: active when paid, past_due when not, canceled when out of attempts. */
export function settle(ctx: StripeContext, subscription: Subscription, invoiceId: string): void {
  const invoice = ctx.store.invoices.get(invoiceId);
  if (!invoice || invoice.status !== 'open') return;
  const before = snapshot(ctx, subscription);
  const paid = attemptPayment(ctx, subscription, invoice);
  const current = subscription.latestInvoice === invoice.id;
  if (paid && current) subscription.status = 'active';
  if (!paid && subscription.status === 'incomplete') return;
  if (!paid && invoice.nextPaymentAttempt === null) {
    endSubscription(ctx, subscription, nowSeconds(ctx), 'payment_failed');
    return;
  }
  if (!paid) subscription.status = 'past_due';
  notifyUpdated(ctx, subscription, before);
}

/** An incomplete subscription whose first invoice is not paid within 23 hours ends as incomplete_expired. */
export const INCOMPLETE_HOURS = 23;

function expireIncomplete(ctx: StripeContext, subscription: Subscription): void {
  const before = snapshot(ctx, subscription);
  subscription.status = 'incomplete_expired';
  subscription.endedAt = nowSeconds(ctx);
  const invoice = subscription.latestInvoice ? ctx.store.invoices.get(subscription.latestInvoice) : undefined;
  if (invoice?.status === 'open') invoice.status = 'void';
  notifyUpdated(ctx, subscription, before);
}

type Due = { at: number; work: () => void };

/** Everything due at or before `now`. */
function dueWork(ctx: StripeContext, now: number): Due[] {
  const due: Due[] = [];
  for (const subscription of ctx.store.subscriptions.values()) {
    if (!LIVE.has(subscription.status)) continue;
    const end = periodEnd(subscription);
    const cancelAt = subscription.cancelAt;
    if (cancelAt !== null && cancelAt < end && cancelAt <= now)
      due.push({
        at: cancelAt,
        work: () => endSubscription(ctx, subscription, cancelAt, 'cancellation_requested'),
      });
    else if (end <= now) due.push({ at: end, work: () => renew(ctx, subscription) });
    for (const invoice of ctx.store.invoices.values()) {
      const at = invoice.nextPaymentAttempt;
      if (invoice.subscription === subscription.id && invoice.status === 'open' && at !== null && at <= now)
        due.push({ at, work: () => settle(ctx, subscription, invoice.id) });
    }
  }
  for (const subscription of ctx.store.subscriptions.values()) {
    const expiry = subscription.created + INCOMPLETE_HOURS * 3600;
    if (subscription.status === 'incomplete' && expiry <= now)
      due.push({ at: expiry, work: () => expireIncomplete(ctx, subscription) });
  }
  for (const session of ctx.store.checkoutSessions.values()) {
    if (session.status === 'open' && session.expiresAt <= now)
      due.push({ at: session.expiresAt, work: () => (session.status = 'expired') });
  }
  return due;
}

/**
 * Brings every subscription, invoice and session up to the present (after the clock moved), earliest
 * first, each at the time it fell due: three months ahead are three renewals, with retries between.
 */
export function processDue(ctx: StripeContext): void {
  if (ctx.pinnedAt !== null) return;
  const now = nowSeconds(ctx);
  try {
    for (let step = 0; step < 10_000; step += 1) {
      const [first] = dueWork(ctx, now).sort((a, b) => a.at - b.at);
      if (!first) return;
      ctx.pinnedAt = first.at;
      first.work();
    }
  } finally {
    ctx.pinnedAt = null;
  }
}
