import { describe, expect, it } from 'vitest';
import {
  cancelNotice,
  checkoutReturnOf,
  hasAnySubscription,
  hasLiveSubscription,
  isCurrentPlan,
  periodLine,
  planName,
  statusBadge,
  workersLine,
} from './billing-state';

const zone = 'Australia/Sydney';
/** 2026-12-24 13:00 UTC: 25 Dec in Sydney. */
const periodEnd = Date.UTC(2026, 11, 24, 13, 0, 0) / 1000;

describe('billing state', () => {
  it('labels the four statuses of 002 §3 and shows any other one raw', () => {
    expect(statusBadge('active')).toEqual({ label: 'Active', variant: 'green' });
    expect(statusBadge('past_due').label).toBe('Past Due');
    expect(statusBadge('canceled').label).toBe('Canceled');
    expect(statusBadge('incomplete').label).toBe('Incomplete');
    expect(statusBadge('none').label).toBe('No subscription');
    expect(statusBadge('unpaid')).toEqual({ label: 'unpaid', variant: 'neutral' });
  });

  it('hides the Base button only while a subscription runs; the portal needs any subscription', () => {
    expect(hasLiveSubscription({ status: 'none' })).toBe(false);
    expect(hasLiveSubscription({ status: 'canceled' })).toBe(false);
    expect(hasLiveSubscription({ status: 'incomplete_expired' })).toBe(false);
    expect(hasLiveSubscription({ status: 'active' })).toBe(true);
    expect(hasLiveSubscription({ status: 'past_due' })).toBe(true);
    expect(hasAnySubscription({ status: 'none' })).toBe(false);
    expect(hasAnySubscription({ status: 'canceled' })).toBe(true);
    expect(isCurrentPlan({ status: 'active', plan: 'pro' }, 'pro')).toBe(true);
    expect(isCurrentPlan({ status: 'active', plan: 'pro' }, 'base')).toBe(false);
    expect(isCurrentPlan({ status: 'canceled', plan: 'pro' }, 'pro')).toBe(false);
  });

  it('reads current_period_end (seconds) in the company zone: next billing, access until, or ended', () => {
    const sub = {
      status: 'active',
      current_period_end: periodEnd,
      cancel_at_period_end: false,
      cancel_at: null,
    };
    expect(periodLine(sub, zone)).toEqual({ label: 'Next billing date', date: '25 Dec 2026' });
    expect(periodLine(sub, 'UTC')).toEqual({ label: 'Next billing date', date: '24 Dec 2026' });
    expect(periodLine({ ...sub, cancel_at_period_end: true }, zone)?.label).toBe('Access until');
    expect(periodLine({ ...sub, status: 'canceled' }, zone)?.label).toBe('Ended on');
    expect(periodLine({ ...sub, status: 'none', current_period_end: null }, zone)).toBeNull();
  });

  it('reads both cancel_at_period_end (classic billing mode) and cancel_at (flexible: what the portal sets)', () => {
    const sub = {
      status: 'active',
      current_period_end: periodEnd,
      cancel_at_period_end: false,
      cancel_at: null,
    };
    expect(cancelNotice(sub, zone)).toBeNull();
    const notice = 'Your subscription will cancel at the end of the current period. It ends on 25 Dec 2026.';
    // Flexible billing mode: the portal's cancel sets only cancel_at, to the period end.
    const flexible = { ...sub, cancel_at: periodEnd };
    expect(cancelNotice(flexible, zone)).toBe(notice);
    expect(periodLine(flexible, zone)).toEqual({ label: 'Access until', date: '25 Dec 2026' });
    // Classic billing mode: cancel_at_period_end.
    expect(cancelNotice({ ...sub, cancel_at_period_end: true }, zone)).toBe(notice);
    // A cancel_at inside the period names its own day.
    const early = { ...sub, cancel_at: periodEnd - 10 * 86_400 };
    expect(cancelNotice(early, zone)).toBe(
      'Your subscription will cancel on 15 Dec 2026, before the end of the current period.',
    );
    expect(periodLine(early, zone)).toEqual({ label: 'Access until', date: '15 Dec 2026' });
    // Once it has ended, no notice.
    expect(cancelNotice({ ...flexible, status: 'canceled' }, zone)).toBeNull();
  });

  it('counts workers against the plan and says when the company is past it', () => {
    expect(workersLine({ workerCount: 3, workerLimit: 5 })).toEqual({ text: '3 of 5 workers', over: false });
    expect(workersLine({ workerCount: 5, workerLimit: 5 }).over).toBe(false);
    expect(workersLine({ workerCount: 6, workerLimit: 5 })).toEqual({ text: '6 of 5 workers', over: true });
  });

  it('names plans as 002 §2 does and reads only the two checkout outcomes', () => {
    expect(planName('pro')).toBe('SiteDockets - PRO');
    expect(planName('base')).toBe('SiteDockets Base');
    expect(planName(null)).toBeNull();
    expect(checkoutReturnOf('success')).toBe('success');
    expect(checkoutReturnOf('cancel')).toBe('cancel');
    expect(checkoutReturnOf('other')).toBeNull();
    expect(checkoutReturnOf(null)).toBeNull();
  });
});
