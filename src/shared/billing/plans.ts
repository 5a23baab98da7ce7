/**
 * Plans (002 §9, DECISIONS 'Plans'): Base and PRO at 40 and 60 AUD a month, up to 5 workers each; a
 * new company has a 14-day trial with every feature. PRO (or the trial) is needed for the accounting
 * integration: connecting Xero, Xero invoices, Xero Payroll. Nothing in the field is ever blocked by
 * billing; a lapsed subscription shows a banner to admin and office.
 */

export const PRODUCT_NAME = 'SiteDockets';
export const TRIAL_DAYS = 14;
export const WORKER_LIMIT = 5;

export const PLAN_IDS = ['base', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLANS = {
  pro: {
    name: `${PRODUCT_NAME} - PRO`,
    priceAud: 60,
    /** The Stripe price's lookup key. */
    lookupKey: 'pro_monthly',
    features: ['Up to 5 workers', 'Accounting integration', 'Automated invoice sync', 'Advanced reporting'],
  },
  base: {
    name: `${PRODUCT_NAME} Base`,
    priceAud: 40,
    lookupKey: 'base_monthly',
    features: [
      'Up to 5 workers',
      'Manual invoicing only',
      'Basic timesheet management',
      'No accounting integration',
    ],
  },
} as const satisfies Record<
  PlanId,
  { name: string; priceAud: number; lookupKey: string; features: readonly string[] }
>;

/** Stripe's subscription statuses the product knows (002 §5: others are shown raw). */
export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

export interface SubscriptionState {
  plan: PlanId;
  status: string;
}

/** What the company may use now. */
export interface Entitlement {
  /** 'trial' while the trial runs and no subscription is active. */
  plan: PlanId | 'trial' | 'none';
  /** Xero features (connect, Xero invoices, Xero Payroll). */
  accounting: boolean;
  /** The subscription has lapsed (payment failed, canceled, or the trial ended without one): admin and office see a banner. */
  lapsed: boolean;
  trialEndsAt: Date;
}

/** Statuses under which a subscription's plan applies (past_due: Stripe is still retrying the card). */
const LIVE = new Set(['active', 'trialing', 'past_due']);
/** A checkout that was never paid: as if there were no subscription. */
const NEVER_PAID = new Set(['incomplete', 'incomplete_expired']);

export function trialEndOf(companyCreatedAt: Date): Date {
  return new Date(companyCreatedAt.getTime() + TRIAL_DAYS * 86_400_000);
}

/**
 * The trial applies only to a company that has never paid: a subscription's plan applies while it is
 * live; once it is canceled (or unpaid, paused) the company has no plan and the banner shows, trial
 * days or not.
 */
export function entitlementOf(
  companyCreatedAt: Date,
  subscription: SubscriptionState | null,
  now: Date = new Date(),
): Entitlement {
  const trialEndsAt = trialEndOf(companyCreatedAt);
  if (subscription && LIVE.has(subscription.status)) {
    return {
      plan: subscription.plan,
      accounting: subscription.plan === 'pro',
      lapsed: subscription.status === 'past_due',
      trialEndsAt,
    };
  }
  const neverPaid = !subscription || NEVER_PAID.has(subscription.status);
  if (neverPaid && now < trialEndsAt) return { plan: 'trial', accounting: true, lapsed: false, trialEndsAt };
  return { plan: 'none', accounting: false, lapsed: true, trialEndsAt };
}

/** The 402 text of a Xero feature on a plan without it; the web shows 'Available on PRO' and a link to /billing. */
export const PRO_REQUIRED_MESSAGE =
  'Available on PRO: the Xero integration needs the PRO plan. Upgrade on the Billing page.';
export const AVAILABLE_ON_PRO = 'Available on PRO';

/** What a PRO-only route belongs to: its 402 names it (the Xero integration unless a route says otherwise). */
export type ProFeature = 'xero' | 'reports';
export const PRO_REQUIRED_MESSAGES: Record<ProFeature, string> = {
  xero: PRO_REQUIRED_MESSAGE,
  reports: 'Available on PRO: reports need the PRO plan. Upgrade on the Billing page.',
};
