/** One submission attempt: the Idempotency-Key and the exact body it was sent with. */
export type Attempt = { key: string; body: string };

/** A random key; crypto.randomUUID needs a secure context, so fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The attempt for sending `body`: a retry of the same body reuses the previous key, so a docket or
 * an invoice whose reply was lost is not created twice; a changed body is a new submission with a
 * new key (the server refuses a key reused for a different body).
 */
export function attemptFor(previous: Attempt | null, body: unknown, makeKey = newIdempotencyKey): Attempt {
  const json = JSON.stringify(body);
  return previous?.body === json ? previous : { key: makeKey(), body: json };
}
