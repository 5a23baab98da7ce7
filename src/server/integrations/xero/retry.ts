/** What the client does after one attempt: use the reply, or wait and try again. */
export type RetryDecision = { retry: false } | { retry: true; waitMs: number };

/** One attempt's outcome as retrying sees it: a reply's status (and Retry-After), or no reply. */
export type AttemptOutcome = { status: number; retryAfter: string | null } | { status: null };

export const RETRY_LIMITS = {
  /** Attempts per call, the first included. */
  maxAttempts: 4,
  /** A 429 asking for a longer wait than this is not waited out: the caller gets a 429. */
  maxRetryAfterMs: 30_000,
  /** Back-off before retrying a 5xx or a lost reply: base × 2^(attempt−1). */
  backoffBaseMs: 500,
} as const;

export type RetryLimits = { maxAttempts: number; maxRetryAfterMs: number; backoffBaseMs: number };

/**
 * A call may be repeated after a 5xx or a lost reply only if repeating cannot do the work twice: a
 * read (GET), or a write carrying an Idempotency-Key (Xero answers a repeat with the first reply).
 */
export const isSafeToRepeat = (method: string, idempotencyKey?: string | null): boolean =>
  method.toUpperCase() === 'GET' || Boolean(idempotencyKey);

/** Retry-After in milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * After attempt `attempt` (1-based): a 429 is waited out (Xero refused it before doing anything, so
 * any call may repeat) when Retry-After is within the bound; a 5xx or no reply repeats only a safe
 * call, with back-off; anything else is final.
 */
export function decideRetry(
  outcome: AttemptOutcome,
  attempt: number,
  safe: boolean,
  limits: RetryLimits = RETRY_LIMITS,
  now: number = Date.now(),
): RetryDecision {
  if (attempt >= limits.maxAttempts) return { retry: false };
  if (outcome.status === 429) {
    const wait = retryAfterMs(outcome.retryAfter, now) ?? 1000;
    return wait <= limits.maxRetryAfterMs ? { retry: true, waitMs: wait } : { retry: false };
  }
  const transient = outcome.status === null || outcome.status >= 500;
  if (!transient || !safe) return { retry: false };
  return { retry: true, waitMs: limits.backoffBaseMs * 2 ** (attempt - 1) };
}
