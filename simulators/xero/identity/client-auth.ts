import { timingSafeEqual } from 'node:crypto';
import type { ClientApp } from '../options';

const same = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The calling app, from `Authorization: Basic base64(id:secret)` or, as Xero also takes,
 * `client_id` and `client_secret` in the form. Null when neither names a known app.
 */
export function authenticateClient(
  clients: ClientApp[],
  authorization: string | undefined,
  form: Record<string, string>,
): ClientApp | null {
  let id = form.client_id;
  let secret = form.client_secret;
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    id = decodeURIComponent(decoded.slice(0, colon));
    secret = decodeURIComponent(decoded.slice(colon + 1));
  }
  if (!id || !secret) return null;
  return clients.find((client) => client.clientId === id && same(client.clientSecret, secret)) ?? null;
}
