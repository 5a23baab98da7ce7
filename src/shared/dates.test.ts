import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatCalendarDate,
  formatInstant,
  isIsoDate,
  isValidTimeZone,
  mondayOf,
  todayIn,
  weekdayIndex,
  weekOf,
} from './dates';

describe('calendar dates', () => {
  it('computes today in the company time zone, not the host one', () => {
    const instant = new Date('2026-11-20T14:30:00Z'); // Saturday 01:30 in Sydney, Friday in UTC
    expect(todayIn('Australia/Sydney', instant)).toBe('2026-11-21');
    expect(todayIn('UTC', instant)).toBe('2026-11-20');
    expect(todayIn('Australia/Perth', instant)).toBe('2026-11-20');
  });

  it('answers the same with its kept formatters, each zone its own; an unknown zone stays refused', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('Australia/Sydney', 'Australia/Perth', 'Pacific/Auckland', 'UTC'),
        (instant, zone) => {
          const fresh = new Intl.DateTimeFormat('en-CA', {
            timeZone: zone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          }).format(instant);
          expect(todayIn(zone, instant)).toBe(fresh);
        },
      ),
    );
    for (let i = 0; i < 2; i++) {
      expect(() => todayIn('Mars/Olympus_Mons')).toThrow(RangeError);
      expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isValidTimeZone('Australia/Brisbane')).toBe(true);
    }
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(weekOf('2026-11-19')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('crosses months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-10-04', 1)).toBe('2026-10-05'); // Sydney DST starts 4 Oct 2026
  });

  it('validates ISO dates strictly', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isIsoDate('yesterday')).toBe(false);
  });

  it('puts every date in a Monday-start week that contains it', () => {
    const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(date, (d) => {
        const iso = d.toISOString().slice(0, 10);
        const week = weekOf(iso);
        return weekdayIndex(week[0]!) === 0 && week.includes(iso) && addDays(week[0]!, 6) === week[6];
      }),
    );
  });
});

describe('formatCalendarDate: a calendar date shown as itself', () => {
  it('reads the date in UTC, so no zone moves it, in every style', () => {
    expect(formatCalendarDate('2025-03-03', 'short')).toBe('3 Mar 2025');
    expect(formatCalendarDate('2025-03-03', 'long')).toBe('3 March 2025');
    expect(formatCalendarDate('2025-03-03', 'full')).toBe('Monday 3 March 2025');
    expect(formatCalendarDate('2025-03-03', 'dayMonth')).toBe('3 Mar');
    expect(formatCalendarDate('2025-03-03', 'dayMonthLong')).toBe('3 March');
    expect(formatCalendarDate('2025-03-03', 'day')).toBe('3');
    expect(formatCalendarDate('2025-03-03', 'weekdayShort')).toBe('Mon');
    expect(formatCalendarDate('2025-03-03', 'weekday')).toBe('Monday');
    expect(formatCalendarDate('2025-03-03T10:00:00Z', 'full')).toBe('Monday 3 March 2025');
  });

  it('shows an unreadable date as given', () => {
    expect(formatCalendarDate('not a date', 'short')).toBe('not a date');
  });
});

describe('formatInstant: moments in the company time zone', () => {
  const signed = '2026-11-20T03:15:00Z'; // 2:15 pm in Sydney (AEDT, +11), 3:15 am in UTC

  it('shows one moment the same whatever the host zone, in the zone it is given', () => {
    expect(formatInstant(signed, 'Australia/Sydney')).toMatch(/^20 Nov 2026, 2:15\spm$/);
    expect(formatInstant(new Date(signed), 'UTC')).toMatch(/^20 Nov 2026, 3:15\sam$/);
    expect(formatInstant(signed, 'Australia/Perth', 'dayTime')).toMatch(/^20 Nov, 11:15\sam$/);
  });

  it('moves the calendar date across midnight with the zone', () => {
    const lateUtc = '2026-11-20T14:30:00Z'; // Saturday 01:30 in Sydney
    expect(formatInstant(lateUtc, 'Australia/Sydney', 'date')).toBe('21 Nov 2026');
    expect(formatInstant(lateUtc, 'UTC', 'date')).toBe('20 Nov 2026');
  });

  it('follows daylight saving: winter Sydney is +10', () => {
    expect(formatInstant('2026-06-01T04:00:00Z', 'Australia/Sydney')).toMatch(/^1 June 2026, 2:00\spm$/);
  });

  it('falls back to Sydney for an unknown zone and shows an unreadable moment as given', () => {
    expect(formatInstant(signed, 'Mars/Olympus')).toBe(formatInstant(signed, 'Australia/Sydney'));
    expect(formatInstant('not a time', 'UTC')).toBe('not a time');
  });
});
