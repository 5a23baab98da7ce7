import type {
  CheckoutSession,
  Customer,
  Invoice,
  PaymentMethod,
  PortalConfiguration,
  PortalSession,
  Price,
  Product,
  Subscription,
} from './model';
import { type AccountSetup, FULL_SETUP, seedCatalogue } from './seed';
import type { StripeEvent } from './webhooks/event-json';

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
  portalConfigurations: Map<string, PortalConfiguration>;
  portalSessions: Map<string, PortalSession>;
  events: Map<string, StripeEvent>;
  idempotent: Map<string, KeptReply>;
  /** How many coming charges are declined whatever the card (the control's 'fail next payment'). */
  failNextPayments: number;
  invoiceCount: number;
  /** What the account was set up with at start (kept by a reset). */
  setup: AccountSetup;
}

export function createStore(now: number, setup: AccountSetup = FULL_SETUP): Store {
  const store: Store = {
    products: new Map(),
    prices: new Map(),
    customers: new Map(),
    paymentMethods: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    checkoutSessions: new Map(),
    portalConfigurations: new Map(),
    portalSessions: new Map(),
    events: new Map(),
    idempotent: new Map(),
    failNextPayments: 0,
    invoiceCount: 0,
    setup,
  };
  seedCatalogue(store, now, setup);
  return store;
}

export function resetStore(store: Store, now: number): void {
  Object.assign(store, createStore(now, store.setup));
}
