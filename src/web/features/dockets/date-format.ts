import {
  addDays,
  formatCalendarDate as format,
  isIsoDate,
  mondayOf,
  type IsoDate,
} from '../../../shared/dates';

/** "3 March 2025" */
export const longDate = (date: IsoDate): string => format(date, 'long');

/** "Monday 3 March 2025" */
export const fullDate = (date: IsoDate): string => format(date, 'full');

/** "Mon" */
export const weekdayShort = (date: IsoDate): string => format(date, 'weekdayShort');

/** "Monday" */
export const weekdayLong = (date: IsoDate): string => format(date, 'weekday');

/** "3 Mar" */
export const dayMonth = (date: IsoDate): string => format(date, 'dayMonth');

/** "Week of 3 March 2025" (spec 001 §2.1). */
export const weekTitle = (monday: IsoDate): string => `Week of ${longDate(monday)}`;

/** "3 – 9 March 2025", or across months "28 April – 4 May 2025". */
export function weekRange(monday: IsoDate): string {
  const sunday = addDays(monday, 6);
  const sameMonth = monday.slice(0, 7) === sunday.slice(0, 7);
  const first = format(monday, sameMonth ? 'day' : 'dayMonthLong');
  return `${first} – ${longDate(sunday)}`;
}

/** A week from a query parameter: any date in it, else the week of today. */
export function weekFromParam(param: string | null, today: IsoDate): IsoDate {
  return mondayOf(param && isIsoDate(param) ? param : today);
}
