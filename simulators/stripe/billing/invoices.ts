import { type StripeContext, nowSeconds } from '../context';
import { newId } from '../ids';
import { invoiceJson, invoiceTotal } from '../json/billing';
import type { BillingReason, Invoice, InvoiceLine, Subscription } from '../model';
import { emit } from '../webhooks/event';
import { DAY } from './periods';

/** Days after each failed attempt until the next one; after the last, the subscription is canceled. */
export const RETRY_DAYS = [3, 5, 7] as const;

/** The lines of a period: one per item, at its price × quantity. */
export function periodLines(ctx: StripeContext, subscription: Subscription): InvoiceLine[] {
  return subscription.items.map((item) => {
    const price = ctx.store.prices.get(item.price);
    const product = price ? ctx.store.products.get(price.product) : undefined;
    return {
      id: newId('il'),
      amount: (price?.unitAmount ?? 0) * item.quantity,
      description: `${item.quantity} × ${product?.name ?? item.price}`,
      price: item.price,
      quantity: item.quantity,
      periodStart: item.periodStart,
      periodEnd: item.periodEnd,
      proration: false,
    };
  });
}

export function createInvoice(
  ctx: StripeContext,
  subscription: Subscription,
  reason: BillingReason,
  lines: InvoiceLine[],
  at = nowSeconds(ctx),
): Invoice {
  ctx.store.invoiceCount += 1;
  const first = subscription.items[0];
  const invoice: Invoice = {
    id: newId('in'),
    number: `SIMSTRIPE-${String(ctx.store.invoiceCount).padStart(4, '0')}`,
    customer: subscription.customer,
    subscription: subscription.id,
    status: 'open',
    billingReason: reason,
    currency: subscription.currency,
    lines,
    created: at,
    periodStart: first?.periodStart ?? at,
    periodEnd: first?.periodEnd ?? at,
    attemptCount: 0,
    nextPaymentAttempt: at,
    paidAt: null,
  };
  ctx.store.invoices.set(invoice.id, invoice);
  subscription.latestInvoice = invoice.id;
  return invoice;
}

/** Whether a charge now would be declined: no card, a card that declines, or a queued failure. */
function declines(ctx: StripeContext, subscription: Subscription): boolean {
  const customer = ctx.store.customers.get(subscription.customer);
  const methodId = subscription.defaultPaymentMethod ?? customer?.defaultPaymentMethod ?? null;
  const method = methodId ? ctx.store.paymentMethods.get(methodId) : undefined;
  if (ctx.store.failNextPayments > 0) {
    ctx.store.failNextPayments -= 1;
    return true;
  }
  return !method || method.declinesCharges;
}

/**
 * One payment attempt on an open invoice: paid (invoice.paid), or declined (invoice.payment_failed, and
 * the next attempt set per RETRY_DAYS, none after the last). A zero or negative total is paid without a charge.
 */
export function attemptPayment(ctx: StripeContext, subscription: Subscription, invoice: Invoice): boolean {
  const now = nowSeconds(ctx);
  invoice.attemptCount += 1;
  const ok = invoiceTotal(invoice) <= 0 || !declines(ctx, subscription);
  if (ok) {
    invoice.status = 'paid';
    invoice.paidAt = now;
    invoice.nextPaymentAttempt = null;
    emit(ctx, 'invoice.paid', invoiceJson(ctx.store, invoice));
    return true;
  }
  // The first invoice of a subscription is not retried: the subscription stays incomplete until paid.
  const wait =
    invoice.billingReason === 'subscription_create' ? undefined : RETRY_DAYS[invoice.attemptCount - 1];
  invoice.nextPaymentAttempt = wait === undefined ? null : now + wait * DAY;
  emit(ctx, 'invoice.payment_failed', invoiceJson(ctx.store, invoice));
  return false;
}
