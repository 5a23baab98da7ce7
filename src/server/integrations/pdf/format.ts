import { formatInstant, longCalendarDate } from '../../../shared/dates';

/** Dates and times on documents, in the company's time zone, Australian style. */
export const longDate = (isoDate: string): string => longCalendarDate(isoDate);

/** A moment on a document: the shared formatter, in the company's time zone. */
export const dateTime = (at: Date | string, timeZone: string): string => formatInstant(at, timeZone);

export const breakText = (minutes: number) => (minutes ? `${minutes} min` : '–');
