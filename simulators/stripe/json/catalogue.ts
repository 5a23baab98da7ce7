import type { Customer, PaymentMethod, Price, Product } from '../model';
import type { Store } from '../store';

type Json = Record<string, unknown>;

export const productJson = (product: Product): Json => ({
  id: product.id,
  object: 'product',
  active: true,
  created: product.created,
  description: null,
  livemode: false,
  metadata: product.metadata,
  name: product.name,
  type: 'service',
  updated: product.created,
});

export const priceJson = (price: Price): Json => ({
  id: price.id,
  object: 'price',
  active: true,
  billing_scheme: 'per_unit',
  created: price.created,
  currency: price.currency,
  livemode: false,
  lookup_key: price.lookupKey,
  metadata: price.metadata,
  nickname: price.nickname,
  product: price.product,
  recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed', meter: null },
  tax_behavior: 'unspecified',
  type: 'recurring',
  unit_amount: price.unitAmount,
  unit_amount_decimal: String(price.unitAmount),
});

export const customerJson = (customer: Customer): Json => ({
  id: customer.id,
  object: 'customer',
  created: customer.created,
  currency: null,
  delinquent: false,
  description: null,
  email: customer.email,
  invoice_settings: { default_payment_method: customer.defaultPaymentMethod, footer: null },
  livemode: false,
  metadata: customer.metadata,
  name: customer.name,
});

export const paymentMethodJson = (method: PaymentMethod): Json => ({
  id: method.id,
  object: 'payment_method',
  card: {
    brand: method.brand,
    country: 'AU',
    exp_month: method.expMonth,
    exp_year: method.expYear,
    funding: 'credit',
    last4: method.last4,
  },
  created: method.created,
  customer: method.customer,
  livemode: false,
  metadata: {},
  type: 'card',
});

export function priceOf(store: Store, id: string): Price {
  const price = store.prices.get(id);
  if (!price) throw new Error(`price ${id} vanished`);
  return price;
}
