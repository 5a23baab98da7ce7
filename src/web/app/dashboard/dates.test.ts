import { describe, expect, it } from 'vitest';
import { fullDate, greetingIn, longDateIn, shortDate, weekOfTitle } from './dates';

// 2025-03-02 22:30 UTC is Monday 3 March, 9:30 am in Sydney (daylight saving, UTC+11).
const instant = new Date('2025-03-02T22:30:00Z');

describe('longDateIn', () => {
  it("shows the date in the company's time zone", () => {
    expect(longDateIn('Australia/Sydney', instant)).toBe('Monday 3 March 2025');
    expect(longDateIn('Australia/Perth', instant)).toBe('Monday 3 March 2025');
    expect(longDateIn('UTC', instant)).toBe('Sunday 2 March 2025');
  });

  it('falls back to the device zone for an unknown zone instead of failing', () => {
    expect(longDateIn('Not/AZone', instant)).toMatch(/2025$/);
  });
});

describe('greetingIn', () => {
  it("greets by the hour in the company's time zone", () => {
    expect(greetingIn('Australia/Sydney', instant)).toBe('Good morning');
    expect(greetingIn('Australia/Sydney', new Date('2025-03-03T03:00:00Z'))).toBe('Good afternoon');
    expect(greetingIn('Australia/Sydney', new Date('2025-03-03T08:00:00Z'))).toBe('Good evening');
  });
});

describe('calendar dates', () => {
  it('formats a docket date as itself, in any device zone', () => {
    expect(shortDate('2025-03-03')).toBe('Mon 3 Mar');
    expect(fullDate('2025-03-03')).toBe('Monday 3 March 2025');
    expect(weekOfTitle('2025-03-03')).toBe('Week of 3 March 2025');
  });

  it('leaves a malformed date as it came', () => {
    expect(shortDate('soon')).toBe('soon');
  });
});
