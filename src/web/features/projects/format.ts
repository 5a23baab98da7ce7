import { formatCalendarDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/dockets/docket-math';

/** Display formats of spec 002 §9: hours to 1 decimal, rates 2, tax 1, project total value 0. */

/** Hundredths of a decimal string ("1234.5" → 123450), exact; null for anything else. */
function hundredthsOf(value: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', frac = ''] = match;
  const digits = frac.padEnd(3, '0');
  let n = Number(whole) * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) n += 1;
  return sign ? -n : n;
}

/** Rounds hundredths half away from zero to a multiple of `step` hundredths. */
const roundTo = (hundredths: number, step: number) =>
  Math.sign(hundredths) * Math.floor((Math.abs(hundredths) + step / 2) / step);

const grouped = (n: number) => Math.abs(n).toLocaleString('en-AU');

/** "12345.50" → "$12,346" (whole dollars, half up). */
export function wholeDollars(value: string): string {
  const cents = hundredthsOf(value);
  if (cents === null) return value;
  const dollars = roundTo(cents, 100);
  return `${dollars < 0 ? '-' : ''}$${grouped(dollars)}`;
}

/** "8.55" → "8.6" (one decimal, half up). */
export function oneDecimal(value: string): string {
  const hundredths = hundredthsOf(value);
  if (hundredths === null) return value;
  const tenths = roundTo(hundredths, 10);
  const sign = tenths < 0 ? '-' : '';
  return `${sign}${grouped(Math.trunc(Math.abs(tenths) / 10))}.${Math.abs(tenths) % 10}`;
}

/** "10.00" → "10.0%". */
export const taxPercent = (value: string): string => `${oneDecimal(value)}%`;

/** "2026-09-07" → "7 Sep 2026" (a calendar date, no time zone shift). */
export const shortDate = (isoDate: string): string => formatCalendarDate(isoDate, 'short');

/** "1 timesheet", "3 timesheets". */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "85" and "hr" → "$85.00/hr" (rates to 2 decimals). */
export const formatRate = (rate: string, unit: string): string => `${formatMoney(rate)}/${unit}`;
