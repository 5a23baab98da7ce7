import { createHmac, timingSafeEqual } from 'node:crypto';

/** `x-xero-signature`: base64 of HMAC-SHA256 over the exact bytes Xero sent, keyed by the webhook key. */
export const xeroWebhookSignature = (raw: Buffer, key: string): string =>
  createHmac('sha256', key).update(raw).digest('base64');

/**
 * Whether the header is the body's signature under the key, compared in constant time (lengths
 * first: timingSafeEqual needs equal lengths, and a signature's length is no secret). No key
 * configured: nothing is signed.
 */
export function isSignedByXero(raw: Buffer, header: unknown, key: string | undefined): boolean {
  if (!key || typeof header !== 'string' || header.length === 0) return false;
  const expected = Buffer.from(xeroWebhookSignature(raw, key));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
