import fc from 'fast-check';

/** Random inputs of the money property tests (fast-check). */

/** A wall-clock time 'HH:MM', any minute of the day. */
export const clockArb = fc
  .integer({ min: 0, max: 1439 })
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

/** An amount with 2 places from 0.00 to max/100 ('1234.50'). */
export const centsArb = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));
