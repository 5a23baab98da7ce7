/**
 * Dates the way Xero's JSON writes them: `/Date(1552262400000+0000)/` for dates and timestamps,
 * with `…String` companions (`2019-03-11T00:00:00`, `2019-11-14T18:10:38Z`) where the accounting
 * description shows them.
 */
export function msDate(ms: number): string {
  return `/Date(${ms}+0000)/`;
}

/** The envelope's DateTimeUTC carries no offset in Xero's examples: `/Date(1552326816230)/`. */
export function msDateNoOffset(ms: number): string {
  return `/Date(${ms})/`;
}

/** `2019-03-11T00:00:00` (DateString, DueDateString). */
export function dateString(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/** `2019-11-14T18:10:38Z` (UpdatedDateUTCString). */
export function utcString(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

const MS_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.0+)?Z?)?$/;

/**
 * A date a request sends: `YYYY-MM-DD` (what Accounting takes), an ISO midnight, or `/Date(ms)/`.
 * Returns UTC midnight in ms, or null when it is not a date.
 */
export function parseRequestDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const ms = MS_DATE.exec(value);
  if (ms) {
    const day = new Date(Number(ms[1]));
    return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  }
  const plain = PLAIN_DATE.exec(value);
  if (!plain) return null;
  const [year, month, day] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
  const at = Date.UTC(year, month - 1, day);
  const check = new Date(at);
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? at : null;
}

/** UTC midnight of the day `ms` falls on. */
export function startOfDay(ms: number): number {
  const day = new Date(ms);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}
