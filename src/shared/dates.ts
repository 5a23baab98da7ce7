/**
 * Calendar dates as 'yyyy-MM-dd' strings, computed without the host's time zone: "today" comes
 * from the company's time zone, and weeks start on Monday everywhere.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const toUtc = (date: IsoDate): Date => new Date(`${date}T00:00:00Z`);
const fromUtc = (d: Date): IsoDate => d.toISOString().slice(0, 10);

/**
 * One formatter per zone, made on first use: making an Intl.DateTimeFormat costs far more than
 * using one (a worker's week asks for today many times while it renders; issue 17, a phone's CPU).
 */
const todayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone such as 'Australia/Sydney' (an unknown zone throws a RangeError). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  let formatter = todayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    todayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: IsoDate): number {
  return (toUtc(date).getUTCDay() + 6) % 7;
}

/** The Monday that starts the week holding this date. */
export const mondayOf = (date: IsoDate): IsoDate => addDays(date, -weekdayIndex(date));

/** The seven dates Monday … Sunday of the week holding this date. */
export const weekOf = (date: IsoDate): IsoDate[] =>
  Array.from({ length: 7 }, (_, i) => addDays(mondayOf(date), i));

const zoneValidity = new Map<string, boolean>();

export function isValidTimeZone(timeZone: string): boolean {
  let valid = zoneValidity.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-AU', { timeZone });
      valid = true;
    } catch {
      valid = false;
    }
    // Zone names come from companies' settings: a handful, but never let odd input grow this forever.
    if (zoneValidity.size < 1000) zoneValidity.set(timeZone, valid);
  }
  return valid;
}

/** The zone a company starts with (DECISIONS 'Time zone'); also what an unknown zone falls back to. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

const INSTANT_STYLES = {
  /** '3 Mar 2025, 2:15 pm' */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** '3 Mar 2025' */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** '3 Mar, 2:15 pm' */
  dayTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type InstantStyle = keyof typeof INSTANT_STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The one way a moment (a timestamp, not a calendar date) is shown to a person: in the company's
 * time zone, Australian style, whatever the zone of the browser or server (DECISIONS 'Times shown').
 * An unreadable moment is shown as given; an unknown zone falls back to DEFAULT_TIME_ZONE.
 */
export function formatInstant(at: Date | string, timeZone: string, style: InstantStyle = 'dateTime'): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const key = `${zone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', { ...INSTANT_STYLES[style], timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

const CALENDAR_STYLES = {
  /** '3 Mar 2025' */
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 'Mon 3 Mar 2025' */
  shortWithWeekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** 'Mon 3 Mar' */
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
  /** '3 March 2025' */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Monday 3 March 2025' */
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** '3 Mar' */
  dayMonth: { day: 'numeric', month: 'short' },
  /** '3 March' */
  dayMonthLong: { day: 'numeric', month: 'long' },
  /** '3' */
  day: { day: 'numeric' },
  /** 'Mon' */
  weekdayShort: { weekday: 'short' },
  /** 'Monday' */
  weekday: { weekday: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type CalendarStyle = keyof typeof CALENDAR_STYLES;

const calendarFormatters = new Map<CalendarStyle, Intl.DateTimeFormat>();

/**
 * The one way a calendar date ('2025-03-03', or the date part of a longer string) is shown: as
 * itself, read and shown in UTC so no time zone can move it, Australian style. An unreadable date
 * is shown as given.
 */
export function formatCalendarDate(date: string, style: CalendarStyle): string {
  const instant = toUtc(date.slice(0, 10));
  if (Number.isNaN(instant.getTime())) return date;
  let formatter = calendarFormatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', { ...CALENDAR_STYLES[style], timeZone: 'UTC' });
    calendarFormatters.set(style, formatter);
  }
  return formatter.format(instant);
}

/** A calendar date shown as itself, whatever the zone: 'Monday 16 November 2026'. */
export const longCalendarDate = (date: IsoDate): string => formatCalendarDate(date, 'full');
