import type { StripeContext } from '../context';
import { subscriptionJson } from '../json/billing';
import type { Subscription } from '../model';
import { changedFields, emit } from '../webhooks/event';

export type Snapshot = Record<string, unknown>;

export const snapshot = (ctx: StripeContext, subscription: Subscription): Snapshot =>
  subscriptionJson(ctx.store, subscription);

/** `customer.subscription.updated` with `previous_attributes`, when anything changed since `before`. */
export function notifyUpdated(ctx: StripeContext, subscription: Subscription, before: Snapshot): void {
  const after = snapshot(ctx, subscription);
  const previous = changedFields(before, after);
  if (Object.keys(previous).length > 0) emit(ctx, 'customer.subscription.updated', after, previous);
}

export function notifyDeleted(ctx: StripeContext, subscription: Subscription): void {
  emit(ctx, 'customer.subscription.deleted', snapshot(ctx, subscription));
}
