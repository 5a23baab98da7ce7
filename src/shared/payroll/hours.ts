import { addDays, type IsoDate, mondayOf } from '../dates';
import { hoursOfHundredths, hoursOfMinutes, hundredthsOfMinutes } from '../hours';

/**
 * Payroll hours (DECISIONS 'Overtime', 'Pay periods without Xero'; 002 §9), exact: a day's hours
 * worked are whole minutes (the sum of its counted dockets' hours worked, docket-math's
 * `docketMinutes`), split at the company's daily threshold into ordinary and overtime. What is shown
 * and sent is hours to 2 places, rounded half-up per day; period totals are sums of those days, so the
 * screen, the CSV and Xero agree to the hundredth. The threshold is whole hours, so a day's ordinary +
 * overtime is always its hours worked, also after rounding.
 */

/** 002 §9: 8 hours a day; the input takes whole hours from 0 (002 §4 'minimum 0, step 1'). */
export const DEFAULT_OVERTIME_THRESHOLD = 8;
export const MAX_OVERTIME_THRESHOLD = 24;

/** A day's minutes split at the threshold (whole hours): ordinary never above it. */
export function splitDay(
  workedMinutes: number,
  thresholdHours: number,
): { ordinaryMinutes: number; overtimeMinutes: number } {
  const cap = Math.max(0, Math.floor(thresholdHours)) * 60;
  const worked = Math.max(0, workedMinutes);
  const ordinaryMinutes = Math.min(worked, cap);
  return { ordinaryMinutes, overtimeMinutes: worked - ordinaryMinutes };
}

/** A docket as payroll counts it: approved (or Complete), Count on Timesheet on, its hours worked. */
export interface CountedDocket {
  id: number;
  userId: number;
  date: IsoDate;
  /** Hours worked on the docket, in minutes (docket-math's `docketMinutes`). */
  workedMinutes: number;
}

export interface PayrollDay {
  date: IsoDate;
  workedMinutes: number;
  ordinaryMinutes: number;
  overtimeMinutes: number;
  /** Hours to 2 places, as shown and sent. */
  ordinary: string;
  overtime: string;
  total: string;
  /** The dockets behind the day. */
  docketIds: number[];
}

export interface PayrollTotals {
  ordinary: string;
  overtime: string;
  total: string;
}

/** A pay period, both ends included. */
export interface PayPeriod {
  start: IsoDate;
  end: IsoDate;
}

export function datesOf(period: PayPeriod): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let d = period.start; d <= period.end; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** One employee's days of the period, every day present (0 where nothing was worked). */
export function payrollDays(
  dockets: readonly CountedDocket[],
  period: PayPeriod,
  thresholdHours: number,
): PayrollDay[] {
  const byDate = new Map<IsoDate, CountedDocket[]>();
  for (const docket of dockets) {
    if (docket.date < period.start || docket.date > period.end) continue;
    byDate.set(docket.date, [...(byDate.get(docket.date) ?? []), docket]);
  }
  return datesOf(period).map((date) => {
    const day = byDate.get(date) ?? [];
    const workedMinutes = day.reduce((sum, d) => sum + Math.max(0, d.workedMinutes), 0);
    const { ordinaryMinutes, overtimeMinutes } = splitDay(workedMinutes, thresholdHours);
    return {
      date,
      workedMinutes,
      ordinaryMinutes,
      overtimeMinutes,
      ordinary: hoursOfMinutes(ordinaryMinutes),
      overtime: hoursOfMinutes(overtimeMinutes),
      total: hoursOfMinutes(workedMinutes),
      docketIds: day.map((d) => d.id).sort((a, b) => a - b),
    };
  });
}

/** Sums of the days as shown (each day rounded first). */
export function payrollTotals(days: readonly PayrollDay[]): PayrollTotals {
  let ordinary = 0;
  let overtime = 0;
  for (const day of days) {
    ordinary += hundredthsOfMinutes(day.ordinaryMinutes);
    overtime += hundredthsOfMinutes(day.overtimeMinutes);
  }
  return {
    ordinary: hoursOfHundredths(ordinary),
    overtime: hoursOfHundredths(overtime),
    total: hoursOfHundredths(ordinary + overtime),
  };
}

/** Every employee's days, by user id, for the dockets given (already filtered to counted ones). */
export function payrollSheets(
  dockets: readonly CountedDocket[],
  period: PayPeriod,
  thresholdHours: number,
): Map<number, PayrollDay[]> {
  const byUser = new Map<number, CountedDocket[]>();
  for (const docket of dockets) byUser.set(docket.userId, [...(byUser.get(docket.userId) ?? []), docket]);
  return new Map(
    [...byUser].map(([userId, own]) => [userId, payrollDays(own, period, thresholdHours)] as const),
  );
}

/** The two lines of a Xero timesheet: one number per day of the period (NumberOfUnits). */
export function timesheetUnits(days: readonly PayrollDay[]): { ordinary: number[]; overtime: number[] } {
  return {
    ordinary: days.map((d) => Number(d.ordinary)),
    overtime: days.map((d) => Number(d.overtime)),
  };
}

/** A period over 7 days is shown as Week 1 (its first 7 days), Week 2, … (002 §9). */
export function weeksOf<T extends { date: IsoDate }>(days: readonly T[]): { label: string; days: T[] }[] {
  const weeks: { label: string; days: T[] }[] = [];
  for (let i = 0; i < days.length; i += 7)
    weeks.push({ label: `Week ${i / 7 + 1}`, days: days.slice(i, i + 7) });
  return weeks;
}

/* ---------------------------------------------------------------- pay periods */

export const CALENDAR_TYPES = [
  'WEEKLY',
  'FORTNIGHTLY',
  'FOURWEEKLY',
  'MONTHLY',
  'TWICEMONTHLY',
  'QUARTERLY',
] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

/** What a period is computed from: Xero's calendar (its type and the start of one of its periods). */
export interface CalendarAnchor {
  calendarType: CalendarType;
  /** The first day of one of the calendar's periods (Xero's StartDate). */
  periodStartDate: IsoDate;
  /** The payment date of that period (Xero's PaymentDate). */
  paymentDate: IsoDate;
}

/** A pay period with what the payroll view shows of it. */
export interface PayCycle extends PayPeriod {
  cycleType: CalendarType;
  paymentDate: IsoDate;
  /** The period's number counted from the calendar's anchor period (1), earlier ones 0, -1, … */
  periodNumber: number;
}

const FIXED_DAYS: Partial<Record<CalendarType, number>> = { WEEKLY: 7, FORTNIGHTLY: 14, FOURWEEKLY: 28 };
const MONTH_STEPS: Partial<Record<CalendarType, number>> = { MONTHLY: 1, QUARTERLY: 3 };

const dayNumber = (date: IsoDate) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const daysBetween = (from: IsoDate, to: IsoDate) => dayNumber(to) - dayNumber(from);

/** `months` after `anchor`, on the anchor's day of the month (or the month's last day when shorter). */
function addMonths(anchor: IsoDate, months: number): IsoDate {
  const [y, m, d] = anchor.split('-').map(Number) as [number, number, number];
  const month = m - 1 + months;
  const lastDay = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/**
 * The period of the calendar that holds `date`: periods run back and forward from the anchor, 7, 14 or
 * 28 days long; a month or a quarter from the anchor's day of the month; twice monthly the 1st–15th
 * and the 16th–month end (as Xero's calendars do).
 */
export function periodContaining(calendar: CalendarAnchor, date: IsoDate): PayCycle {
  const type = calendar.calendarType;
  const payOffset = daysBetween(calendar.periodStartDate, calendar.paymentDate);
  const cycle = (start: IsoDate, end: IsoDate, index: number): PayCycle => ({
    start,
    end,
    cycleType: type,
    paymentDate: addDays(start, payOffset),
    periodNumber: index + 1,
  });
  const days = FIXED_DAYS[type];
  if (days !== undefined) {
    const k = Math.floor(daysBetween(calendar.periodStartDate, date) / days);
    const start = addDays(calendar.periodStartDate, k * days);
    return cycle(start, addDays(start, days - 1), k);
  }
  const step = MONTH_STEPS[type];
  if (step !== undefined) {
    const [ay, am] = calendar.periodStartDate.split('-').map(Number) as [number, number];
    const [dy, dm] = date.split('-').map(Number) as [number, number];
    let k = Math.floor(((dy - ay) * 12 + (dm - am)) / step) * step;
    while (addMonths(calendar.periodStartDate, k) > date) k -= step;
    while (addMonths(calendar.periodStartDate, k + step) <= date) k += step;
    const start = addMonths(calendar.periodStartDate, k);
    return cycle(start, addDays(addMonths(calendar.periodStartDate, k + step), -1), k / step);
  }
  // TWICEMONTHLY: the 1st–15th and the 16th–month end
  const half = (d: IsoDate) => {
    const [y, m, day] = d.split('-').map(Number) as [number, number, number];
    return (y * 12 + m) * 2 + (day > 15 ? 1 : 0);
  };
  const index = half(date) - half(calendar.periodStartDate);
  const first = `${date.slice(0, 8)}01`;
  if (Number(date.slice(8)) <= 15) return cycle(first, `${date.slice(0, 8)}15`, index);
  return cycle(`${date.slice(0, 8)}16`, addDays(addMonths(first, 1), -1), index);
}

/** The period before or after one (a day before its start, a day after its end). */
export const previousPeriod = (calendar: CalendarAnchor, period: PayPeriod) =>
  periodContaining(calendar, addDays(period.start, -1));
export const nextPeriod = (calendar: CalendarAnchor, period: PayPeriod) =>
  periodContaining(calendar, addDays(period.end, 1));

/** Without a Xero calendar (DECISIONS): weekly Monday to Sunday, or fortnightly from a Monday the company names. */
export const FALLBACK_CYCLES = ['WEEKLY', 'FORTNIGHTLY'] as const;
export type FallbackCycle = (typeof FALLBACK_CYCLES)[number];

export function fallbackCalendar(cycle: FallbackCycle, fortnightStart: IsoDate | null): CalendarAnchor {
  // 1 January 2024 was a Monday. Without Xero there is no pay day: the day after the period is shown.
  const start = cycle === 'FORTNIGHTLY' && fortnightStart ? mondayOf(fortnightStart) : '2024-01-01';
  return { calendarType: cycle, periodStartDate: start, paymentDate: addDays(start, FIXED_DAYS[cycle]!) };
}
