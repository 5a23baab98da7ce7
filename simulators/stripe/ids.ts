import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits, as in Stripe's ids (`cus_Q3xT…`). */
export function randomToken(length = 24): string {
  const bytes = randomBytes(length);
  return [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** `newId('cus')` → `cus_…`; checkout sessions are `cs_test_…` in test mode as at Stripe. */
export const newId = (prefix: string, length = 24): string => `${prefix}_${randomToken(length)}`;
