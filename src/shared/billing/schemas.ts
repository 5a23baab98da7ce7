import { z } from 'zod';
import { PLAN_IDS } from './plans';

/** Billing (002 §2 'Billing and Subscription', §3 'Subscription', §7 Billing calls, §8 toasts; issue 16). */

/** 002 §8 toasts, word for word. */
export const BILLING_MSG = {
  fetchFailed: 'Failed to fetch subscription',
  portalFailed: 'Failed to open billing portal',
  createFailed: 'Failed to create subscription',
  createProFailed: 'Failed to create PRO subscription',
  alreadyTitle: 'Already Subscribed',
  alreadyText: 'You already have an active subscription',
  cancelNotice: 'Your subscription will cancel at the end of the current period.',
  notSetUpTitle: 'Billing is not set up yet',
  notSetUpText:
    'The administrator of this SiteDockets installation must finish the Stripe set-up (the plans and the billing portal) before a plan can be bought or changed.',
  noSubscription: 'There is no subscription yet: subscribe to a plan first.',
} as const;

/** GET /api/billing/subscription: the state Stripe holds, and what the company may use now. */
export const subscriptionReply = z
  .object({
    /** Stripe's status (active, canceled, past_due, incomplete, …); 'none' without a subscription. */
    status: z.string(),
    plan: z.enum(PLAN_IDS).nullable(),
    /** Seconds since the epoch (002 §3), null without a subscription. */
    current_period_end: z.number().nullable(),
    cancel_at_period_end: z.boolean(),
    /**
     * Seconds since the epoch when a subscription set to cancel ends, else null. In Stripe's flexible
     * billing mode a cancel in the portal sets only this (cancel_at_period_end stays false).
     */
    cancel_at: z.number().nullable(),
    /** What applies now: 'trial' while a never-paid company's 14 days run. */
    entitlement: z.object({
      plan: z.enum(['trial', 'none', ...PLAN_IDS]),
      accounting: z.boolean(),
      lapsed: z.boolean(),
      trialEndsAt: z.date(),
    }),
    /** Active workers counted against the plan's 5 (shown, never enforced). */
    workerCount: z.number(),
    workerLimit: z.number(),
    /** True when checkout runs on the local Stripe simulator (no STRIPE_SECRET_KEY). */
    simulated: z.boolean(),
    /** True when the server found Stripe's prices or portal configuration missing (README 'Stripe'). */
    setupIncomplete: z.boolean(),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionReply = z.infer<typeof subscriptionReply>;

/** create-subscription / create-pro-subscription: a checkout to go to, or the company already has one. */
export const checkoutReply = z.union([
  z.object({ sessionUrl: z.string() }),
  z.object({ hasSubscription: z.literal(true) }),
]);
export const portalReply = z.object({ url: z.string() });
export const webhookReply = z.object({ received: z.boolean() });
