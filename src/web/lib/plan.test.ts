import { describe, expect, it } from 'vitest';
import { daysLeft, isPlanRequired } from './plan';
import { ApiError } from './request';

describe('plan helpers', () => {
  it('knows a 402 PLAN_REQUIRED refusal from any other failure', () => {
    const body = { message: 'Available on PRO: …', code: 'PLAN_REQUIRED' };
    expect(isPlanRequired(new ApiError(body.message, 402, body))).toBe(true);
    expect(isPlanRequired(new ApiError('No', 403, { message: 'No', code: 'FORBIDDEN' }))).toBe(false);
    expect(isPlanRequired(new ApiError('x', 402, { message: 'x', code: 'PAYMENT_REQUIRED' }))).toBe(false);
    expect(isPlanRequired(new TypeError('offline'))).toBe(false);
  });

  it('counts the trial days left, rounded up, never below zero', () => {
    const now = Date.parse('2026-11-24T00:00:00Z');
    expect(daysLeft('2026-12-08T00:00:00Z', now)).toBe(14);
    expect(daysLeft('2026-11-24T06:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-23T00:00:00Z', now)).toBe(0);
  });
});
