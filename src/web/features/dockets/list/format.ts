import { formatCalendarDate, formatInstant } from '../../../../shared/dates';

/** "Mon 3 Mar 2025" of a docket's calendar date, shown as itself. */
export const docketDate = (date: string): string => formatCalendarDate(date, 'shortWithWeekday');

/** "3 Mar 2025" of a timestamp, in the company's time zone. */
export const createdText = (iso: string, timeZone: string): string => formatInstant(iso, timeZone, 'date');
