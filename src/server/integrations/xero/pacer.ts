import { RateLimiterQueue } from 'rate-limiter-flexible';
import type { CounterStore } from '../../http/rate-limit';

/** Xero's limit per organisation: 60 API calls in any minute (a rolling window). */
export const XERO_CALLS_PER_MINUTE = 60;

/** Every Xero API call of a company waits its turn here before it is sent (client.ts). */
export interface XeroPacer {
  /** Resolves when the company may send its next API call (the call is counted then). */
  turn(companyId: number): Promise<void>;
}

const MINUTE_MS = 60_000;
const SECOND_MS = 1000;

/**
 * Paces a company's Xero API calls under Xero's rolling limit with two rate-limiter-flexible
 * counters (memory, or Redis when the installation has REDIS_URL, so every process shares them),
 * each behind a RateLimiterQueue that makes a call wait its turn instead of refusing it:
 *  - a spacing counter, `perMinute / 60` calls a second (1 at Xero's 60), so calls never burst;
 *  - a minute counter, one call fewer than the limit per 60-second window.
 * A counter's window starts at its first call and ends a full window later, so calls one second
 * apart and at most 59 a window never put 61 calls in any rolling minute, whatever the windows'
 * alignment; a steady stream runs at 59 a minute (200 single-call submissions ≈ 204 s). Windows are
 * whole seconds, as the Redis store needs. If Xero still answers 429 (another app on the same
 * organisation), the client waits its Retry-After out.
 */
export function createXeroPacer(store: CounterStore, perMinute = XERO_CALLS_PER_MINUTE): XeroPacer {
  if (!Number.isInteger(perMinute) || perMinute < 2)
    throw new Error('Xero pacing needs a whole number of calls a minute, at least 2');
  const spacing = new RateLimiterQueue(
    store.counter('xero-pace-second', Math.max(1, Math.floor(perMinute / 60)), SECOND_MS),
  );
  const minute = new RateLimiterQueue(store.counter('xero-pace-minute', perMinute - 1, MINUTE_MS));
  return {
    async turn(companyId) {
      const key = String(companyId);
      await minute.removeTokens(1, key);
      await spacing.removeTokens(1, key);
    },
  };
}

/** No pacing (scripts and tests that count calls themselves). */
export const unpaced: XeroPacer = { turn: async () => {} };
