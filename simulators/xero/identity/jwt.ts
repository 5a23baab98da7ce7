import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/**
 * Tokens shaped like Xero's (three base64url parts a client may decode to read `exp` or
 * `authentication_event_id`), signed with a key that lives as long as the process. The simulator
 * looks tokens up in its store; the signature only keeps them looking real.
 */
const key = randomBytes(32);

export function signJwt(claims: Record<string, unknown>): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify({ ...claims, jti: randomUUID().replaceAll('-', '') })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', key).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** Refresh tokens are opaque at Xero: 43 base64url characters. */
export function opaqueToken(): string {
  return randomBytes(32).toString('base64url');
}
