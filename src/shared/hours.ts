import { hundredths } from './hundredths';

/**
 * Hours as text, exact (integer arithmetic, no floating point). Two forms, two names:
 * - `hoursOfMinutes`: minutes as hours with 2 places, what the API stores and sends, payroll's CSV and
 *   Xero carry ("8.50"); half-up to the hundredth.
 * - `hoursShown`: those hours on a screen, with one decimal ("8.5"; 000 §9, 002 §9); half-up.
 */

/** Minutes as hundredths of an hour, half-up: 510 → 850, 10 → 17. */
export const hundredthsOfMinutes = (minutes: number): number => Math.floor((minutes * 100 + 30) / 60);

/** Whole hundredths of an hour as hours with 2 places: 850 → "8.50". */
export const hoursOfHundredths = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** Minutes as hours with 2 places, half-up: 510 → "8.50", 10 → "0.17". */
export const hoursOfMinutes = (minutes: number): string => hoursOfHundredths(hundredthsOfMinutes(minutes));

/** Hours as the API sends them shown with one decimal, half away from zero: "8.50" → "8.5", "7.75" → "7.8". */
export function hoursShown(hours: string): string {
  const signed = Number(hundredths(hours));
  const tenths = Math.floor((Math.abs(signed) + 5) / 10);
  return `${signed < 0 && tenths > 0 ? '-' : ''}${Math.floor(tenths / 10)}.${tenths % 10}`;
}
