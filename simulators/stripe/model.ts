/** What the simulated Stripe keeps. Times are Unix seconds, amounts integer cents, as at Stripe. */
export type Metadata = Record<string, string>;

export interface Product {
  id: string;
  name: string;
  created: number;
  metadata: Metadata;
}

export interface Price {
  id: string;
  product: string;
  unitAmount: number;
  currency: string;
  lookupKey: string | null;
  nickname: string | null;
  interval: 'day' | 'week' | 'month' | 'year';
  created: number;
  metadata: Metadata;
}

export interface Customer {
  id: string;
  email: string | null;
  name: string | null;
  metadata: Metadata;
  created: number;
  defaultPaymentMethod: string | null;
}

export interface PaymentMethod {
  id: string;
  customer: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  created: number;
  /** Attaches but every charge on it is declined (Stripe's test card 4000 0000 0000 0341). */
  declinesCharges: boolean;
}

export interface SubscriptionItem {
  id: string;
  price: string;
  quantity: number;
  created: number;
  periodStart: number;
  periodEnd: number;
}

/**
 * How prorations and cancellations behave. `flexible` is the default for new subscriptions at the pinned
 * API version: there a cancel in the portal sets `cancel_at` (the period end) and leaves
 * `cancel_at_period_end` false; `classic` sets `cancel_at_period_end`.
 */
export type BillingMode = 'classic' | 'flexible';

export type SubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled';

export interface InvoiceLine {
  id: string;
  amount: number;
  description: string;
  price: string;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
}

export interface Subscription {
  id: string;
  customer: string;
  status: SubscriptionStatus;
  billingMode: BillingMode;
  items: SubscriptionItem[];
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: 'cancellation_requested' | 'payment_failed' | null;
  created: number;
  startDate: number;
  billingCycleAnchor: number;
  currency: string;
  metadata: Metadata;
  latestInvoice: string | null;
  defaultPaymentMethod: string | null;
  /** Proration lines waiting for the next invoice (proration_behavior create_prorations). */
  pendingLines: InvoiceLine[];
}

export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

export interface Invoice {
  id: string;
  number: string;
  customer: string;
  subscription: string | null;
  status: 'open' | 'paid' | 'void' | 'uncollectible';
  billingReason: BillingReason;
  currency: string;
  lines: InvoiceLine[];
  created: number;
  periodStart: number;
  periodEnd: number;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  paidAt: number | null;
}

export interface CheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  successUrl: string;
  cancelUrl: string | null;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Metadata;
  subscriptionMetadata: Metadata;
  lineItems: { price: string; quantity: number }[];
  subscription: string | null;
  invoice: string | null;
  created: number;
  expiresAt: number;
  /** The card error shown on the page after a declined card. */
  lastError: string | null;
}

/** A saved customer portal configuration (Stripe's dashboard 'Customer portal' settings). */
export interface PortalConfiguration {
  id: string;
  isDefault: boolean;
  active: boolean;
  /** subscription_update: the products and their prices a customer may switch between. */
  products: { product: string; prices: string[] }[];
  created: number;
}

export interface PortalSession {
  id: string;
  configuration: string;
  customer: string;
  returnUrl: string | null;
  created: number;
}
