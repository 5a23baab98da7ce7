import { describe, expect, it } from 'vitest';
import { takenLine } from './taken-line';

describe('takenLine', () => {
  it('reads the time in the company’s time zone and the place to four decimals', () => {
    const facts = { takenAt: '2026-11-13T23:42:00Z', latitude: -33.868812, longitude: 151.209295 };
    expect(takenLine(facts, 'Australia/Sydney')).toBe('Taken 14 Nov 2026, 10:42 am · -33.8688, 151.2093');
  });

  it('says what was kept when only one of time and place was', () => {
    expect(takenLine({ takenAt: null, latitude: -31.95, longitude: 115.86 }, 'Australia/Perth')).toBe(
      'Taken -31.9500, 115.8600',
    );
    expect(
      takenLine({ takenAt: '2026-11-14T02:05:00Z', latitude: null, longitude: null }, 'Australia/Perth'),
    ).toBe('Taken 14 Nov 2026, 10:05 am');
  });

  it('is nothing when the photo kept neither (the company strips them)', () => {
    expect(takenLine({ takenAt: null, latitude: null, longitude: null }, 'Australia/Sydney')).toBeNull();
  });
});
