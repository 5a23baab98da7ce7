import { addDays, weekdayIndex, type IsoDate } from '../../../../shared/dates';

/** How many working days the office dashboard looks back over (docs/decisions.md 'Missing dockets'). */
export const MISSING_WINDOW_DAYS = 5;

/** Monday to Friday (the company's calendar days), not a company holiday. */
export const isWorkingDay = (date: IsoDate, holidays: ReadonlySet<IsoDate>): boolean =>
  weekdayIndex(date) < 5 && !holidays.has(date);

/** 'HH:MM' now in a time zone (24-hour). */
export function clockIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/**
 * The working days to check, newest first: today once the reminder time has passed (a day is not
 * missing while it is still being worked), then the working days before it, `count` in all.
 */
export function daysToCheck(
  today: IsoDate,
  todayCounts: boolean,
  holidays: ReadonlySet<IsoDate>,
  count = MISSING_WINDOW_DAYS,
): IsoDate[] {
  const days: IsoDate[] = [];
  let day = todayCounts ? today : addDays(today, -1);
  // A long shutdown of holidays is at most a few weeks: 60 days is plenty to find `count` working days.
  for (let i = 0; i < 60 && days.length < count; i++, day = addDays(day, -1))
    if (isWorkingDay(day, holidays)) days.push(day);
  return days;
}
