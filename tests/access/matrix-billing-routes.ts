import { backOffice, everyone, type MatrixRow } from './matrix-harness';

/**
 * Billing (002 §2 'Billing and Subscription': admin and office). The matrix companies have no
 * subscription and the matrix server no Stripe keys: a checkout answers 409 (billing not set up:
 * BILLING_NOT_CONFIGURED), the portal 409 (no subscription yet). Each caller reaches only their own company's billing. The
 * webhook is public, protected by Stripe's signature: an unsigned call is a 400 for everyone.
 */
export const billingRows: MatrixRow[] = [
  {
    route: 'GET /api/billing/subscription',
    call: () => ({ method: 'GET', url: '/api/billing/subscription' }),
    expect: { ...backOffice(200), otherAdmin: 200 },
  },
  {
    route: 'POST /api/billing/create-subscription',
    call: () => ({ method: 'POST', url: '/api/billing/create-subscription' }),
    expect: { ...backOffice(409), otherAdmin: 409 },
  },
  {
    route: 'POST /api/billing/create-pro-subscription',
    call: () => ({ method: 'POST', url: '/api/billing/create-pro-subscription' }),
    expect: { ...backOffice(409), otherAdmin: 409 },
  },
  {
    route: 'POST /api/billing/portal',
    call: () => ({ method: 'POST', url: '/api/billing/portal' }),
    expect: { ...backOffice(409), otherAdmin: 409 },
  },
  {
    route: 'POST /api/billing/webhook',
    call: () => ({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_unsigned', object: 'event', type: 'customer.subscription.updated' }),
    }),
    expect: everyone(400),
  },
];
