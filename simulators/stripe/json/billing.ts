import type { Invoice, InvoiceLine, Subscription, SubscriptionItem } from '../model';
import type { Store } from '../store';
import { priceJson, priceOf } from './catalogue';

type Json = Record<string, unknown>;

const list = (data: Json[], url: string): Json => ({
  object: 'list',
  data,
  has_more: false,
  total_count: data.length,
  url,
});

/** An item carries its own period (API versions since 2025-03-31) and its price as a whole object. */
export const subscriptionItemJson = (
  store: Store,
  subscription: Subscription,
  item: SubscriptionItem,
): Json => ({
  id: item.id,
  object: 'subscription_item',
  created: item.created,
  current_period_end: item.periodEnd,
  current_period_start: item.periodStart,
  discounts: [],
  metadata: {},
  price: priceJson(priceOf(store, item.price)),
  quantity: item.quantity,
  subscription: subscription.id,
  tax_rates: [],
});

export const subscriptionJson = (store: Store, subscription: Subscription): Json => ({
  id: subscription.id,
  object: 'subscription',
  billing_cycle_anchor: subscription.billingCycleAnchor,
  billing_mode: {
    flexible: subscription.billingMode === 'flexible' ? { proration_discounts: 'included' } : null,
    type: subscription.billingMode,
    updated_at: subscription.created,
  },
  cancel_at: subscription.cancelAt,
  cancel_at_period_end: subscription.cancelAtPeriodEnd,
  canceled_at: subscription.canceledAt,
  cancellation_details: {
    comment: null,
    feedback: null,
    reason: subscription.cancellationReason,
  },
  collection_method: 'charge_automatically',
  created: subscription.created,
  currency: subscription.currency,
  customer: subscription.customer,
  default_payment_method: subscription.defaultPaymentMethod,
  ended_at: subscription.endedAt,
  items: list(
    subscription.items.map((item) => subscriptionItemJson(store, subscription, item)),
    `/v1/subscription_items?subscription=${subscription.id}`,
  ),
  latest_invoice: subscription.latestInvoice,
  livemode: false,
  metadata: subscription.metadata,
  start_date: subscription.startDate,
  status: subscription.status,
  trial_end: null,
  trial_start: null,
});

const lineJson = (store: Store, invoice: Invoice, line: InvoiceLine): Json => ({
  id: line.id,
  object: 'line_item',
  amount: line.amount,
  currency: invoice.currency,
  description: line.description,
  invoice: invoice.id,
  livemode: false,
  metadata: {},
  parent: {
    type: 'subscription_item_details',
    subscription_item_details: { proration: line.proration, subscription: invoice.subscription },
  },
  period: { end: line.periodEnd, start: line.periodStart },
  pricing: {
    type: 'price_details',
    price_details: { price: line.price, product: priceOf(store, line.price).product },
    unit_amount_decimal: String(Math.round(line.amount / Math.max(line.quantity, 1))),
  },
  quantity: line.quantity,
});

export const invoiceTotal = (invoice: Invoice): number =>
  invoice.lines.reduce((sum, line) => sum + line.amount, 0);

/** Since 2025-03-31 an invoice names its subscription under `parent.subscription_details`. */
export function invoiceJson(store: Store, invoice: Invoice): Json {
  const total = invoiceTotal(invoice);
  const paid = invoice.status === 'paid' ? total : 0;
  return {
    id: invoice.id,
    object: 'invoice',
    amount_due: total,
    amount_paid: paid,
    amount_remaining: total - paid,
    attempt_count: invoice.attemptCount,
    attempted: invoice.attemptCount > 0,
    billing_reason: invoice.billingReason,
    collection_method: 'charge_automatically',
    created: invoice.created,
    currency: invoice.currency,
    customer: invoice.customer,
    hosted_invoice_url: null,
    lines: list(
      invoice.lines.map((line) => lineJson(store, invoice, line)),
      `/v1/invoices/${invoice.id}/lines`,
    ),
    livemode: false,
    metadata: {},
    next_payment_attempt: invoice.nextPaymentAttempt,
    number: invoice.number,
    parent: invoice.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: {
            metadata: store.subscriptions.get(invoice.subscription)?.metadata ?? {},
            subscription: invoice.subscription,
          },
        }
      : null,
    period_end: invoice.periodEnd,
    period_start: invoice.periodStart,
    status: invoice.status,
    status_transitions: { paid_at: invoice.paidAt, finalized_at: invoice.created },
    subtotal: total,
    total,
  };
}
