import { formatCalendarDate } from '../../../shared/dates';

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

/** "Monday 3 March 2025": the date in the company's time zone (DECISIONS: time zone). */
export function longDateIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-AU', { ...LONG_DATE, timeZone }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-AU', LONG_DATE).format(now);
  }
}

/** "Good morning" until noon, "Good afternoon" until 5 pm, then "Good evening", in the company's time zone. */
export function greetingIn(timeZone: string, now: Date = new Date()): string {
  let hour: number;
  try {
    hour = Number(
      new Intl.DateTimeFormat('en-AU', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(now),
    );
  } catch {
    hour = now.getHours();
  }
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** "Mon 3 Mar": a docket's date in a list. */
export const shortDate = (date: string): string =>
  formatCalendarDate(date, 'weekdayDayMonth').replace(',', '');

/** "Monday 3 March 2025": the accessible name of a docket's date. */
export const fullDate = (date: string): string => formatCalendarDate(date, 'full');

/** "Week of 3 March 2025" (Monday start, spec 001 §2.1). */
export const weekOfTitle = (monday: string): string => `Week of ${formatCalendarDate(monday, 'long')}`;
