import { z } from 'zod';

/**
 * Xero's dates as its JSON writes them: `/Date(1552262400000+0000)/` (a day is UTC midnight of it), or
 * ISO text where Xero writes the …String twins and Payroll AU its dates. Read here for every module.
 */

const MS_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(T.*)?$/;
const ISO = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A Xero date as yyyy-MM-dd (its own day, whatever the time after it), or null. */
export function xeroDay(value: string): string | null {
  const ms = MS_DATE.exec(value);
  if (ms) return new Date(Number(ms[1])).toISOString().slice(0, 10);
  return ISO_DAY.exec(value)?.[1] ?? null;
}

/** A Xero date or timestamp as an instant, or null when it is neither. */
export function xeroInstant(value: string): Date | null {
  const ms = MS_DATE.exec(value);
  if (ms) return new Date(Number(ms[1]));
  if (!ISO.test(value)) return null;
  // Xero's timestamps without an offset (eventDateUtc, …DateString) are UTC.
  const at = new Date(/T/.test(value) && !/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? `${value}Z` : value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A zod field read with `parse`; what it cannot read is an issue naming the value. */
export const xeroDateField = <T>(parse: (value: string) => T | null) =>
  z.string().transform((value, ctx) => {
    const read = parse(value);
    if (read === null) {
      ctx.addIssue({ code: 'custom', message: `Not a Xero date: ${value}` });
      return z.NEVER;
    }
    return read;
  });
