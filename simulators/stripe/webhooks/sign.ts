import { createHmac } from 'node:crypto';

/**
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody", keyed by the whole whsec_ secret>`,
 * what `stripe.webhooks.constructEvent` checks.
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
