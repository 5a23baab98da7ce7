import type { StripeContext } from '../context';
import { noSuch } from '../errors';
import type { Customer, Subscription } from '../model';

export function customerOf(ctx: StripeContext, id: string, param = 'id'): Customer {
  const customer = ctx.store.customers.get(id);
  if (!customer) throw noSuch('customer', id, param);
  return customer;
}

export function subscriptionOf(ctx: StripeContext, id: string, param = 'id'): Subscription {
  const subscription = ctx.store.subscriptions.get(id);
  if (!subscription) throw noSuch('subscription', id, param);
  return subscription;
}
