import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { hoursOfMinutes } from '../hours';
import {
  CALENDAR_TYPES,
  type CalendarAnchor,
  type CountedDocket,
  datesOf,
  nextPeriod,
  payrollDays,
  payrollTotals,
  periodContaining,
  previousPeriod,
  splitDay,
  timesheetUnits,
} from './hours';

/** Hours as integer hundredths ("8.50" → 850), for exact sums. */
const h = (text: string) => Math.round(Number(text) * 100);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const isoDate = fc.integer({ min: 0, max: 365 * 30 }).map((n) => addDays('2010-01-01', n));
const threshold = fc.integer({ min: 0, max: 24 });

/** A period of 1–31 days and dockets of one worker in it (minutes of work 0–16 h each). */
const sheet = isoDate.chain((start) =>
  fc.integer({ min: 1, max: 31 }).chain((length) =>
    fc
      .array(
        fc.record({
          day: fc.integer({ min: 0, max: length - 1 }),
          minutes: fc.integer({ min: 0, max: 960 }),
        }),
        { maxLength: 40 },
      )
      .map((items) => ({
        period: { start, end: addDays(start, length - 1) },
        dockets: items.map(
          (item, i): CountedDocket => ({
            id: i + 1,
            userId: 7,
            date: addDays(start, item.day),
            workedMinutes: item.minutes,
          }),
        ),
      })),
  ),
);

describe('payroll hours (property)', () => {
  it('per day: ordinary + overtime = worked, ordinary never above the threshold, in minutes and as shown', () => {
    fc.assert(
      fc.property(sheet, threshold, ({ period, dockets }, limit) => {
        const days = payrollDays(dockets, period, limit);
        expect(days.map((d) => d.date)).toEqual(datesOf(period));
        for (const day of days) {
          const worked = sum(dockets.filter((d) => d.date === day.date).map((d) => d.workedMinutes));
          expect(day.workedMinutes).toBe(worked);
          expect(day.ordinaryMinutes + day.overtimeMinutes).toBe(worked);
          expect(day.ordinaryMinutes).toBeLessThanOrEqual(limit * 60);
          expect(day.overtimeMinutes === 0 || day.ordinaryMinutes === limit * 60).toBe(true);
          expect(h(day.ordinary) + h(day.overtime)).toBe(h(day.total));
          expect(h(day.ordinary)).toBeLessThanOrEqual(limit * 100);
          expect(day.total).toBe(hoursOfMinutes(worked));
        }
      }),
    );
  });

  it('totals are the sums of the days as shown, and the lines sent are those days', () => {
    fc.assert(
      fc.property(sheet, threshold, ({ period, dockets }, limit) => {
        const days = payrollDays(dockets, period, limit);
        const totals = payrollTotals(days);
        expect(h(totals.ordinary)).toBe(sum(days.map((d) => h(d.ordinary))));
        expect(h(totals.overtime)).toBe(sum(days.map((d) => h(d.overtime))));
        expect(h(totals.total)).toBe(sum(days.map((d) => h(d.total))));
        const units = timesheetUnits(days);
        expect(units.ordinary.map((n) => Math.round(n * 100))).toEqual(days.map((d) => h(d.ordinary)));
        expect(units.overtime.map((n) => Math.round(n * 100))).toEqual(days.map((d) => h(d.overtime)));
      }),
    );
  });

  it('splitting at any threshold keeps the total hours', () => {
    fc.assert(
      fc.property(sheet, threshold, threshold, ({ period, dockets }, a, b) => {
        const at = (limit: number) => payrollTotals(payrollDays(dockets, period, limit)).total;
        expect(at(a)).toBe(at(b));
      }),
    );
  });

  it('splitDay never gives negative minutes, and a threshold of 0 makes every minute overtime', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 2000 }), threshold, (minutes, limit) => {
        const split = splitDay(minutes, limit);
        expect(split.ordinaryMinutes).toBeGreaterThanOrEqual(0);
        expect(split.overtimeMinutes).toBeGreaterThanOrEqual(0);
        if (limit === 0) expect(split.ordinaryMinutes).toBe(0);
      }),
    );
  });

  it('example: 10.5 h on a Tuesday is 8 + 2.5', () => {
    const period = { start: '2026-11-23', end: '2026-11-29' };
    const days = payrollDays([{ id: 1, userId: 1, date: '2026-11-24', workedMinutes: 630 }], period, 8);
    expect(timesheetUnits(days)).toEqual({
      ordinary: [0, 8, 0, 0, 0, 0, 0],
      overtime: [0, 2.5, 0, 0, 0, 0, 0],
    });
    expect(days[1]!.total).toBe('10.50');
  });
});

const dayCount = (p: { start: string; end: string }) => datesOf(p).length;
/** How long a calendar's periods may be, in days. */
const LENGTHS: Record<CalendarAnchor['calendarType'], [number, number]> = {
  WEEKLY: [7, 7],
  FORTNIGHTLY: [14, 14],
  FOURWEEKLY: [28, 28],
  MONTHLY: [28, 31],
  TWICEMONTHLY: [13, 16],
  QUARTERLY: [89, 92],
};

const calendar = fc
  .record({
    calendarType: fc.constantFrom(...CALENDAR_TYPES),
    periodStartDate: isoDate,
    payAfter: fc.integer({ min: 0, max: 20 }),
  })
  .map(
    ({ calendarType, periodStartDate, payAfter }): CalendarAnchor => ({
      calendarType,
      periodStartDate: calendarType === 'TWICEMONTHLY' ? `${periodStartDate.slice(0, 8)}01` : periodStartDate,
      paymentDate: addDays(periodStartDate, payAfter),
    }),
  );

describe('pay periods (property)', () => {
  it("the period holding a date contains it, has the calendar's length, and is the same from any of its days", () => {
    fc.assert(
      fc.property(calendar, isoDate, (cal, date) => {
        const period = periodContaining(cal, date);
        expect(period.start <= date && date <= period.end).toBe(true);
        const [min, max] = LENGTHS[cal.calendarType];
        expect(dayCount(period)).toBeGreaterThanOrEqual(min);
        expect(dayCount(period)).toBeLessThanOrEqual(max);
        expect(period.cycleType).toBe(cal.calendarType);
        expect(periodContaining(cal, period.start)).toEqual(period);
        expect(periodContaining(cal, period.end)).toEqual(period);
      }),
    );
  });

  it('the anchor starts a period; previous and next periods are adjacent, numbered one apart', () => {
    fc.assert(
      fc.property(calendar, isoDate, (cal, date) => {
        expect(periodContaining(cal, cal.periodStartDate).start).toBe(cal.periodStartDate);
        const period = periodContaining(cal, date);
        const before = previousPeriod(cal, period);
        const after = nextPeriod(cal, period);
        expect(addDays(before.end, 1)).toBe(period.start);
        expect(addDays(period.end, 1)).toBe(after.start);
        expect(before.periodNumber).toBe(period.periodNumber - 1);
        expect(after.periodNumber).toBe(period.periodNumber + 1);
      }),
    );
  });
});
