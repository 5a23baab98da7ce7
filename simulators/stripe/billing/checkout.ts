import { type StripeContext, nowSeconds } from '../context';
import { newId } from '../ids';
import { checkoutSessionJson } from '../json/sessions';
import type { CheckoutSession, Customer } from '../model';
import { emit } from '../webhooks/event';
import { type TestCard } from './cards';
import { attemptPayment, createInvoice, periodLines } from './invoices';
import { snapshot } from './notify';
import { attachCard } from './payment-methods';
import { newSubscription } from './new-subscription';

export interface PayerDetails {
  email: string;
  name: string;
  card: TestCard;
  last4: string;
}

function customerFor(ctx: StripeContext, session: CheckoutSession, payer: PayerDetails): Customer {
  const existing = session.customer ? ctx.store.customers.get(session.customer) : undefined;
  if (existing) return existing;
  const customer: Customer = {
    id: newId('cus', 14),
    email: session.customerEmail ?? payer.email,
    name: payer.name || null,
    metadata: {},
    created: nowSeconds(ctx),
    defaultPaymentMethod: null,
  };
  ctx.store.customers.set(customer.id, customer);
  return customer;
}

/**
 * The Pay button of the hosted page: customer (made when the session named none), card, an active
 * subscription whose items start their first month now, its first invoice paid, then the session complete.
 * Events: customer.subscription.created, invoice.paid, checkout.session.completed.
 */
export function completeCheckout(ctx: StripeContext, session: CheckoutSession, payer: PayerDetails): void {
  const customer = customerFor(ctx, session, payer);
  const method = attachCard(ctx, customer, payer.card, payer.last4);
  const subscription = newSubscription(ctx, {
    customer: customer.id,
    lines: session.lineItems,
    metadata: session.subscriptionMetadata,
    paymentMethod: method.id,
    status: 'active',
  });
  const invoice = createInvoice(ctx, subscription, 'subscription_create', periodLines(ctx, subscription));
  // The card was checked on the page; the first charge goes through even with a queued failure.
  const queued = ctx.store.failNextPayments;
  ctx.store.failNextPayments = 0;
  emit(ctx, 'customer.subscription.created', snapshot(ctx, subscription));
  attemptPayment(ctx, subscription, invoice);
  ctx.store.failNextPayments = queued;
  Object.assign(session, {
    status: 'complete',
    customer: customer.id,
    subscription: subscription.id,
    invoice: invoice.id,
    lastError: null,
  });
  emit(ctx, 'checkout.session.completed', checkoutSessionJson(ctx.store, ctx.baseUrl, session));
}
