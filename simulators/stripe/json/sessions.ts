import type { CheckoutSession, PortalSession } from '../model';
import type { Store } from '../store';
import { priceOf } from './catalogue';

type Json = Record<string, unknown>;

export const checkoutUrl = (baseUrl: string, session: CheckoutSession): string =>
  `${baseUrl}/c/pay/${session.id}`;
export const portalUrl = (baseUrl: string, session: PortalSession): string =>
  `${baseUrl}/p/session/${session.id}`;

export const checkoutAmount = (store: Store, session: CheckoutSession): number =>
  session.lineItems.reduce((sum, line) => sum + priceOf(store, line.price).unitAmount * line.quantity, 0);

/** `url` only while open; `subscription`, `invoice` and `customer` once complete (as at Stripe). */
export function checkoutSessionJson(store: Store, baseUrl: string, session: CheckoutSession): Json {
  const amount = checkoutAmount(store, session);
  const customer = session.customer ? store.customers.get(session.customer) : undefined;
  const complete = session.status === 'complete';
  return {
    id: session.id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: session.cancelUrl,
    client_reference_id: session.clientReferenceId,
    created: session.created,
    currency: priceOf(store, session.lineItems[0]?.price ?? '').currency,
    customer: session.customer,
    customer_details:
      complete && customer
        ? { email: customer.email, name: customer.name, address: null, phone: null }
        : null,
    customer_email: session.customerEmail,
    expires_at: session.expiresAt,
    invoice: session.invoice,
    livemode: false,
    metadata: session.metadata,
    mode: 'subscription',
    payment_status: complete ? 'paid' : 'unpaid',
    status: session.status,
    subscription: session.subscription,
    success_url: session.successUrl,
    ui_mode: 'hosted',
    url: session.status === 'open' ? checkoutUrl(baseUrl, session) : null,
  };
}

export const portalSessionJson = (baseUrl: string, session: PortalSession): Json => ({
  id: session.id,
  object: 'billing_portal.session',
  configuration: session.configuration,
  created: session.created,
  customer: session.customer,
  flow: null,
  livemode: false,
  locale: null,
  on_behalf_of: null,
  return_url: session.returnUrl,
  url: portalUrl(baseUrl, session),
});
