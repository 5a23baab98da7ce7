import { eq } from 'drizzle-orm';
import {
  entitlementOf,
  PLAN_IDS,
  PRO_REQUIRED_MESSAGES,
  type Entitlement,
  type ProFeature,
  type PlanId,
  type SubscriptionState,
} from '../../shared/billing/plans';
import type { Db } from '../db/client';
import { companies, subscriptions } from '../db/schema';
import { AppError } from '../errors';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const isPlanId = (value: unknown): value is PlanId => PLAN_IDS.includes(value as PlanId);

/**
 * The subscription a row mirrors, or null: a row with only a Stripe customer (a checkout opened, never
 * completed) is no subscription, so the trial still runs.
 */
export function subscriptionStateOf(row: SubscriptionRow | undefined): SubscriptionState | null {
  if (!row?.stripeSubscriptionId || !isPlanId(row.plan)) return null;
  return { plan: row.plan, status: row.status };
}

/** The company's stored subscription row (mirroring Stripe) and its creation time. */
export async function billingStateOf(
  db: Db,
  companyId: number,
): Promise<{ row: SubscriptionRow | undefined; companyCreatedAt: Date }> {
  const [found] = await db
    .select({ createdAt: companies.createdAt, row: subscriptions })
    .from(companies)
    .leftJoin(subscriptions, eq(subscriptions.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return { row: found?.row ?? undefined, companyCreatedAt: found?.createdAt ?? new Date(0) };
}

/** What the company may use now (src/shared/billing/plans.ts rules), read fresh: one indexed query. */
export async function entitlementFor(db: Db, companyId: number, now = new Date()): Promise<Entitlement> {
  const { row, companyCreatedAt } = await billingStateOf(db, companyId);
  return entitlementOf(companyCreatedAt, subscriptionStateOf(row), now);
}

/** 402 for a PRO feature on a plan without it (the web shows 'Available on PRO'), in that feature's words. */
export const planRequired = (feature: ProFeature = 'xero') =>
  new AppError('PAYMENT_REQUIRED', PRO_REQUIRED_MESSAGES[feature], { code: 'PLAN_REQUIRED', plan: 'pro' });

/** The plan check of the access guard: PRO or the trial for a route marked `plan: 'pro'`. */
export async function requirePlan(
  db: Db,
  companyId: number,
  plan: 'pro',
  feature: ProFeature = 'xero',
): Promise<void> {
  const entitlement = await entitlementFor(db, companyId);
  if (plan === 'pro' && !entitlement.accounting) throw planRequired(feature);
}
