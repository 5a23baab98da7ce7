import { formatInstant } from '../../../shared/dates';

/** "Mon 3 Mar 2025" of a docket's calendar date, shown as itself. */
export const docketDate = (date: string): string =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** "3 Mar 2025" of a timestamp, in the company's time zone. */
export const createdText = (iso: string, timeZone: string): string => formatInstant(iso, timeZone, 'date');
