import type { PayrollCalendar } from './model';

export const DAY_MS = 86_400_000;

/** A pay period: both ends are UTC midnights, the end day included. */
export interface PayPeriod {
  start: number;
  end: number;
}

const FIXED_DAYS: Partial<Record<PayrollCalendar['CalendarType'], number>> = {
  WEEKLY: 7,
  FORTNIGHTLY: 14,
  FOURWEEKLY: 28,
};

const MONTH_STEPS: Partial<Record<PayrollCalendar['CalendarType'], number>> = { MONTHLY: 1, QUARTERLY: 3 };

/** `months` after `anchor`, on the anchor's day of the month (or the month's last day when shorter). */
function addMonths(anchor: number, months: number): number {
  const at = new Date(anchor);
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(at.getUTCDate(), lastDay));
}

/**
 * The calendar's pay period that starts on `start` (a UTC midnight), or null when no period starts
 * that day. Periods run back and forward from the calendar's StartDate: 7, 14 or 28 days; a month or
 * a quarter from the StartDate's day of the month; twice monthly the 1st–15th and the 16th–month end.
 */
export function periodStartingOn(calendar: PayrollCalendar, start: number): PayPeriod | null {
  const days = FIXED_DAYS[calendar.CalendarType];
  if (days !== undefined) {
    const offset = Math.round((start - calendar.startDate) / DAY_MS);
    if (start !== calendar.startDate + offset * DAY_MS || ((offset % days) + days) % days !== 0) return null;
    return { start, end: start + (days - 1) * DAY_MS };
  }
  const step = MONTH_STEPS[calendar.CalendarType];
  const day = new Date(start);
  if (step !== undefined) {
    const anchor = new Date(calendar.startDate);
    const months =
      (day.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (day.getUTCMonth() - anchor.getUTCMonth());
    if (((months % step) + step) % step !== 0 || addMonths(calendar.startDate, months) !== start) return null;
    return { start, end: addMonths(calendar.startDate, months + step) - DAY_MS };
  }
  // TWICEMONTHLY
  if (day.getUTCDate() === 1) return { start, end: start + 14 * DAY_MS };
  if (day.getUTCDate() === 16) {
    return { start, end: Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0) };
  }
  return null;
}

/** Days in a period, both ends counted: the length a timesheet line's NumberOfUnits must have. */
export function daysIn(period: PayPeriod): number {
  return Math.round((period.end - period.start) / DAY_MS) + 1;
}
