import { checkoutReply, portalReply, subscriptionReply, webhookReply } from './schemas';
import { defineRoutes } from '../api/route';

const tag = 'Billing';

/** /billing (002 §2, §7) and Stripe's webhook (issue 16). */
export const billingRoutes = defineRoutes({
  getSubscription: {
    method: 'GET',
    path: '/api/billing/subscription',
    summary:
      "The company's subscription as Stripe holds it, what it may use now (trial, Base, PRO) and its workers against the plan's 5",
    tag,
    access: 'billing.read',
    reply: { 200: subscriptionReply },
  },
  createSubscription: {
    method: 'POST',
    path: '/api/billing/create-subscription',
    summary: 'A Stripe Checkout for the Base plan (sessionUrl), or hasSubscription when the company has one',
    tag,
    access: 'billing.manage',
    reply: { 200: checkoutReply },
    idempotent: true,
  },
  createProSubscription: {
    method: 'POST',
    path: '/api/billing/create-pro-subscription',
    summary: 'A Stripe Checkout for the PRO plan (sessionUrl), or hasSubscription when the company has one',
    tag,
    access: 'billing.manage',
    reply: { 200: checkoutReply },
    idempotent: true,
  },
  openPortal: {
    method: 'POST',
    path: '/api/billing/portal',
    summary:
      "Stripe's billing portal for the company's subscription (change plan, card, cancel, resume); 409 without one",
    tag,
    access: 'billing.manage',
    reply: { 200: portalReply },
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/billing/webhook',
    summary:
      "Stripe's events: the signature is checked on the raw body, each event applied once, the subscription then read from Stripe",
    tag,
    access: 'public',
    publicBecause:
      'Stripe-Signature: HMAC-SHA256 over the raw body with the webhook secret, at most 300 s old.',
    reply: { 200: webhookReply },
  },
});
