import { addDays, isIsoDate, mondayOf, type IsoDate } from '../../../shared/dates';

/** Formats a calendar date as itself: the date string is read as UTC and shown in UTC. */
function format(date: IsoDate, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-AU', { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "3 March 2025" */
export const longDate = (date: IsoDate): string =>
  format(date, { day: 'numeric', month: 'long', year: 'numeric' });

/** "Monday 3 March 2025" */
export const fullDate = (date: IsoDate): string =>
  format(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "Mon" */
export const weekdayShort = (date: IsoDate): string => format(date, { weekday: 'short' });

/** "Monday" */
export const weekdayLong = (date: IsoDate): string => format(date, { weekday: 'long' });

/** "3 Mar" */
export const dayMonth = (date: IsoDate): string => format(date, { day: 'numeric', month: 'short' });

/** "Week of 3 March 2025" (spec 001 §2.1). */
export const weekTitle = (monday: IsoDate): string => `Week of ${longDate(monday)}`;

/** "3 – 9 March 2025", or across months "28 April – 4 May 2025". */
export function weekRange(monday: IsoDate): string {
  const sunday = addDays(monday, 6);
  const sameMonth = monday.slice(0, 7) === sunday.slice(0, 7);
  const first = sameMonth
    ? format(monday, { day: 'numeric' })
    : format(monday, { day: 'numeric', month: 'long' });
  return `${first} – ${longDate(sunday)}`;
}

/** A week from a query parameter: any date in it, else the week of today. */
export function weekFromParam(param: string | null, today: IsoDate): IsoDate {
  return mondayOf(param && isIsoDate(param) ? param : today);
}
