import type {
  CheckoutSession,
  Customer,
  Invoice,
  PaymentMethod,
  PortalSession,
  Price,
  Product,
  Subscription,
} from './model';
import { seedCatalogue } from './seed';
import type { StripeEvent } from './webhooks/event';

/** A reply kept for an `Idempotency-Key`, with the request it answered. */
export interface KeptReply {
  fingerprint: string;
  status: number;
  body: unknown;
  at: number;
}

export interface Store {
  products: Map<string, Product>;
  prices: Map<string, Price>;
  customers: Map<string, Customer>;
  paymentMethods: Map<string, PaymentMethod>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Invoice>;
  checkoutSessions: Map<string, CheckoutSession>;
  portalSessions: Map<string, PortalSession>;
  events: Map<string, StripeEvent>;
  idempotent: Map<string, KeptReply>;
  /** How many coming charges are declined whatever the card (the control's 'fail next payment'). */
  failNextPayments: number;
  invoiceCount: number;
}

export function createStore(now: number): Store {
  const store: Store = {
    products: new Map(),
    prices: new Map(),
    customers: new Map(),
    paymentMethods: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    checkoutSessions: new Map(),
    portalSessions: new Map(),
    events: new Map(),
    idempotent: new Map(),
    failNextPayments: 0,
    invoiceCount: 0,
  };
  seedCatalogue(store, now);
  return store;
}

export function resetStore(store: Store, now: number): void {
  Object.assign(store, createStore(now));
}
