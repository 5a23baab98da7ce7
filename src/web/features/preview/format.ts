import { formatInstant, longCalendarDate } from '../../../shared/dates';
import { Figures, hundredths } from '../../../shared/docket-math';

/** "Monday 3 March 2025": a calendar date shown as itself. */
export const fullDate = longCalendarDate;

/** "3 Mar 2025, 2:15 pm" in the company's time zone, whatever the browser's (DECISIONS 'Times shown'). */
export const dateTime = (iso: string, timeZone: string): string => formatInstant(iso, timeZone);

/** Hours as the API sends them ("8.50") shown with one decimal ("8.5"). */
export const hoursText = (hours: string): string => new Figures(hundredths(hours) * 60n).hoursShort;
