import type { StripeContext } from '../context';
import { invoiceJson, subscriptionJson } from './billing';
import { customerJson, paymentMethodJson, priceJson, productJson } from './catalogue';
import { checkoutSessionJson } from './sessions';

type Json = Record<string, unknown>;

/** Any object by its id (its prefix says which kind), for expand[]. */
export function objectById(ctx: StripeContext, id: string): Json | null {
  const { store } = ctx;
  const found = (
    [
      [store.customers, customerJson],
      [store.prices, priceJson],
      [store.products, productJson],
      [store.paymentMethods, paymentMethodJson],
    ] as const
  )
    .map(([map, json]) => {
      const value = map.get(id);
      return value ? (json as (value: unknown) => Json)(value) : null;
    })
    .find((json) => json !== null);
  if (found) return found;
  const subscription = store.subscriptions.get(id);
  if (subscription) return subscriptionJson(store, subscription);
  const invoice = store.invoices.get(id);
  if (invoice) return invoiceJson(store, invoice);
  const session = store.checkoutSessions.get(id);
  if (session) return checkoutSessionJson(store, ctx.baseUrl, session);
  return null;
}
