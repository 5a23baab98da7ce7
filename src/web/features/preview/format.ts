import { Figures, hundredths } from '../../../shared/docket-math';

/** "Monday 3 March 2025": a calendar date shown as itself (read and shown in UTC). */
export const fullDate = (date: string): string =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** "3 Mar 2025, 2:15 pm" in the company's time zone (the device's for visitors). */
export const dateTime = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

/** "3 Mar 2025" of a timestamp. */
export const shortDate = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    new Date(iso),
  );

/** Hours as the API sends them ("8.50") shown with one decimal ("8.5"). */
export const hoursText = (hours: string): string => new Figures(hundredths(hours) * 60n).hoursShort;
