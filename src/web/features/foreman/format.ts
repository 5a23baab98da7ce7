import { formatInstant, type IsoDate } from '../../../shared/dates';

/** A calendar date shown as itself (read and shown in UTC, so no time zone can move it). */
const calendar = (date: IsoDate, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat('en-AU', { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** "Week of 16 November 2026" (spec 001 §2.6). */
export const weekTitle = (monday: IsoDate): string =>
  `Week of ${calendar(monday, { day: 'numeric', month: 'long', year: 'numeric' })}`;

/** "Thu 19 Nov" */
export const shortDate = (date: IsoDate): string =>
  calendar(date, { weekday: 'short', day: 'numeric', month: 'short' });

/** "Thursday 19 November 2026" */
export const longDate = (date: IsoDate): string =>
  calendar(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A moment in the company's time zone, whatever the browser's: "13 Nov, 4:59 pm". */
export const shortMoment = (iso: string, timeZone: string): string => formatInstant(iso, timeZone, 'dayTime');

export const workerName = (docket: { worker: { firstName: string; lastName: string } }): string =>
  `${docket.worker.firstName} ${docket.worker.lastName}`.trim();
