import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PLAN_IDS, PLANS, type PlanId } from '../../../shared/billing/plans';
import type { Db, Tx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { recordActivity } from '../../access/activity';
import { isPlanId, type SubscriptionRow } from '../../access/entitlement';

/**
 * Statuses under which a subscription no longer stands: a new checkout may open. Any other (incomplete
 * included: its first invoice can still be paid in the portal) answers 'Already Subscribed', as the
 * web's Base button hides for it.
 */
const ENDED = new Set(['canceled', 'incomplete_expired']);
/** Statuses whose plan applies now (src/shared/billing/plans.ts LIVE). */
const LIVE = new Set(['active', 'trialing', 'past_due']);

export const standing = (status: string): boolean => !ENDED.has(status);

/** A row that has a Stripe customer but no subscription yet: plan and status are placeholders. */
export const NO_SUBSCRIPTION = { plan: 'base', status: 'none' } as const;

/** The plan a price stands for, by its lookup key (PLANS[…].lookupKey); null for a price the product does not sell. */
export function planOfLookupKey(lookupKey: string | null | undefined): PlanId | null {
  return PLAN_IDS.find((plan) => PLANS[plan].lookupKey === lookupKey) ?? null;
}

const dateOf = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** What the row keeps of a subscription read from Stripe. */
export interface SubscriptionMirror {
  stripeSubscriptionId: string;
  stripeCustomerId: string | null;
  status: string;
  plan: PlanId | null;
  /** Of the first item: since API 2025-03-31 the period lives on each item. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When it ends: in flexible billing mode (the default at the pinned API version) a cancel in the portal sets only this. */
  cancelAt: Date | null;
}

export function mirrorOf(subscription: Stripe.Subscription): SubscriptionMirror {
  const item = subscription.items.data[0];
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer),
    status: subscription.status,
    plan: planOfLookupKey(item?.price.lookup_key),
    currentPeriodEnd: dateOf(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: dateOf(subscription.cancel_at),
  };
}

export async function rowOf(
  db: Db | Tx,
  companyId: number,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Stores a subscription's state as Stripe holds it. A company keeps one row: another subscription
 * replaces the stored one unless the stored one still stands and the other has ended (an old,
 * canceled subscription's late event never hides the live one).
 */
export async function storeMirror(
  tx: Tx,
  companyId: number,
  mirror: SubscriptionMirror,
): Promise<'stored' | 'kept'> {
  const row = await rowOf(tx, companyId, true);
  const other = row?.stripeSubscriptionId && row.stripeSubscriptionId !== mirror.stripeSubscriptionId;
  if (row && other && LIVE.has(row.status) && !LIVE.has(mirror.status)) return 'kept';
  const plan = mirror.plan ?? (row && isPlanId(row.plan) ? row.plan : 'base');
  const values = {
    plan,
    status: mirror.status,
    stripeSubscriptionId: mirror.stripeSubscriptionId,
    stripeCustomerId: mirror.stripeCustomerId ?? row?.stripeCustomerId ?? null,
    currentPeriodEnd: mirror.currentPeriodEnd,
    cancelAtPeriodEnd: mirror.cancelAtPeriodEnd,
    cancelAt: mirror.cancelAt,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: subscriptions.companyId, set: values });
  const [before, after] = [
    { plan: row?.plan, status: row?.status },
    { plan, status: mirror.status },
  ];
  const subject = { type: 'subscription' as const, id: null, label: 'Subscription' };
  await recordActivity(
    tx,
    { companyId, userId: null, name: 'Stripe' },
    { kind: 'plan.changed', subject, before, after },
  );
  return 'stored';
}

/** Links a Stripe customer to the company (a checkout opened or completed); the subscription, if any, is left as it is. */
export async function storeCustomer(db: Db | Tx, companyId: number, customerId: string): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ companyId, ...NO_SUBSCRIPTION, stripeCustomerId: customerId })
    .onConflictDoUpdate({
      target: subscriptions.companyId,
      set: { stripeCustomerId: customerId, updatedAt: new Date() },
    });
}
