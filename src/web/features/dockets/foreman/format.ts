import { formatCalendarDate, formatInstant, type IsoDate } from '../../../../shared/dates';
import { fullName, type Named } from '../../../../shared/people';

/** "Week of 16 November 2026" (spec 001 §2.6). */
export const weekTitle = (monday: IsoDate): string => `Week of ${formatCalendarDate(monday, 'long')}`;

/** "Thu 19 Nov" */
export const shortDate = (date: IsoDate): string => formatCalendarDate(date, 'weekdayDayMonth');

/** "Thursday 19 November 2026" */
export const longDate = (date: IsoDate): string => formatCalendarDate(date, 'full');

/** A moment in the company's time zone, whatever the browser's: "13 Nov, 4:59 pm". */
export const shortMoment = (iso: string, timeZone: string): string => formatInstant(iso, timeZone, 'dayTime');

export const workerName = (docket: { worker: Named }): string => fullName(docket.worker);
