import { formatInstant } from '../../../shared/dates';
import { PLANS, type PlanId } from '../../../shared/billing/plans';
import { BILLING_MSG } from '../../../shared/billing/schemas';
import { ErrorCode } from '../../../shared/api/error-codes';
import { failureOf } from '../../lib/failure';
import type { BadgeVariant } from '../../components/ui/badge';
import type { Subscription } from '../../lib/plan';

/** 002 §3 names four statuses; the rest are shown as Stripe writes them (002 §5). */
const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'green' },
  trialing: { label: 'Trialing', variant: 'blue' },
  past_due: { label: 'Past Due', variant: 'orange' },
  canceled: { label: 'Canceled', variant: 'red' },
  incomplete: { label: 'Incomplete', variant: 'yellow' },
  none: { label: 'No subscription', variant: 'neutral' },
};

/** A company on its 14-day trial with no subscription yet. */
export const TRIAL_BADGE = { label: 'Trial', variant: 'blue' } as const satisfies {
  label: string;
  variant: BadgeVariant;
};

export const statusBadge = (status: string): { label: string; variant: BadgeVariant } =>
  STATUS[status] ?? { label: status, variant: 'neutral' };

/** Stripe keeps these as records, but they no longer bill: the company may subscribe again. */
const ENDED = new Set(['none', 'canceled', 'incomplete_expired']);

/** A subscription that is still running (the Base button hides, 002 §9). */
export const hasLiveSubscription = (sub: Pick<Subscription, 'status'>): boolean => !ENDED.has(sub.status);

/** The portal needs a subscription of some kind (002 §9): a canceled one still has its invoices there. */
export const hasAnySubscription = (sub: Pick<Subscription, 'status'>): boolean => sub.status !== 'none';

export const isCurrentPlan = (sub: Pick<Subscription, 'status' | 'plan'>, plan: PlanId): boolean =>
  hasLiveSubscription(sub) && sub.plan === plan;

type Ending = Pick<Subscription, 'status' | 'current_period_end' | 'cancel_at_period_end' | 'cancel_at'>;

const dateOf = (seconds: number, timeZone: string): string =>
  formatInstant(new Date(seconds * 1000), timeZone, 'date');

/**
 * A running subscription set to cancel: Stripe's cancel_at_period_end (classic billing mode) or
 * cancel_at (flexible billing mode, where a cancel in the portal sets only cancel_at).
 */
export const isCancelling = (sub: Ending): boolean =>
  sub.status !== 'none' && sub.status !== 'canceled' && (sub.cancel_at_period_end || sub.cancel_at !== null);

/** When a subscription set to cancel ends: its cancel_at, else its period end. */
const endOf = (sub: Ending): number | null => sub.cancel_at ?? sub.current_period_end;

/** What the period end means now: the next charge, the day it stops, or the day it stopped. */
export type PeriodLine = { label: string; date: string } | null;

export function periodLine(sub: Ending, timeZone: string): PeriodLine {
  if (sub.current_period_end === null || sub.status === 'none') return null;
  const date = dateOf(sub.current_period_end, timeZone);
  if (sub.status === 'canceled') return { label: 'Ended on', date };
  if (isCancelling(sub)) return { label: 'Access until', date: dateOf(endOf(sub)!, timeZone) };
  return { label: 'Next billing date', date };
}

/**
 * The notice of a subscription set to cancel, with the day it ends: 002 §8's words when it ends with
 * the period, else the day (a cancel_at set to a date inside the period).
 */
export function cancelNotice(sub: Ending, timeZone: string): string | null {
  if (!isCancelling(sub)) return null;
  const end = endOf(sub);
  if (end === null) return BILLING_MSG.cancelNotice;
  const date = dateOf(end, timeZone);
  const withPeriod = sub.current_period_end === null || end >= sub.current_period_end;
  return withPeriod
    ? `${BILLING_MSG.cancelNotice} It ends on ${date}.`
    : `Your subscription will cancel on ${date}, before the end of the current period.`;
}

/** 'SiteDockets Base', or null without a plan. */
export const planName = (plan: PlanId | null): string | null => (plan ? PLANS[plan].name : null);

/** 'n of 5 workers', and whether the company is past the plan's count (shown, never enforced). */
export function workersLine(sub: Pick<Subscription, 'workerCount' | 'workerLimit'>) {
  const noun = sub.workerLimit === 1 ? 'worker' : 'workers';
  return {
    text: `${sub.workerCount} of ${sub.workerLimit} ${noun}`,
    over: sub.workerCount > sub.workerLimit,
  };
}

/** How the browser came back from Stripe Checkout (`?checkout=success|cancel`). */
export type CheckoutReturn = 'success' | 'cancel' | null;
export const checkoutReturnOf = (value: string | null): CheckoutReturn =>
  value === 'success' || value === 'cancel' ? value : null;

/** The server found the installation's Stripe not set up: the page reads the state again to say so. */
export const notSetUp = (error: unknown): boolean => failureOf(error)?.code === ErrorCode.BILLING_NOT_SET_UP;
