import { describe, expect, it } from 'vitest';
import { greetingIn, longDateIn } from './dates';

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
