import { formatInstant, longCalendarDate } from '../../../../shared/dates';

/** "Monday 3 March 2025": a calendar date shown as itself. */
export const fullDate = longCalendarDate;

/** "3 Mar 2025, 2:15 pm" in the company's time zone, whatever the browser's (DECISIONS 'Times shown'). */
export const dateTime = (iso: string, timeZone: string): string => formatInstant(iso, timeZone);
