import { describe, expect, it } from 'vitest';
import { ApiError } from './request';
import { expiryOf, percent, plainNumber, shortDate, usersFetchFailure } from './format';

describe('settings formats', () => {
  const now = Date.parse('2026-11-21T00:00:00Z');

  it('counts the days an invitation has left, rounded up, and expires once the moment passed', () => {
    expect(expiryOf('2026-11-28T00:00:00Z', now + 1000)).toEqual({ expired: false, days: 7 });
    expect(expiryOf('2026-11-21T06:00:00Z', now)).toEqual({ expired: false, days: 1 });
    expect(expiryOf('2026-11-21T00:00:00Z', now)).toEqual({ expired: true, days: 0 });
  });

  it('says a failed read of the users with its status (002 §8)', () => {
    expect(usersFetchFailure(new ApiError('Forbidden', 403, { message: 'Forbidden' }))).toBe(
      'Failed to fetch users: 403',
    );
    expect(usersFetchFailure(new TypeError('Failed to fetch'))).toBe('Failed to fetch users');
  });

  it('shows tax to one decimal and form numbers without trailing zeros', () => {
    expect(percent('10.00')).toBe('10.0%');
    expect(percent('0')).toBe('0.0%');
    expect(plainNumber('10.00')).toBe('10');
    expect(plainNumber('12.50')).toBe('12.5');
  });

  it('writes dates in the company time zone', () => {
    expect(shortDate('2026-11-20T14:30:00Z', 'Australia/Sydney')).toBe('21 Nov 2026');
    expect(shortDate('2026-11-20T14:30:00Z', 'Australia/Perth')).toBe('20 Nov 2026');
  });
});
