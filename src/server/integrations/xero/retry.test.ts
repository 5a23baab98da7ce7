import { describe, expect, it } from 'vitest';
import { decideRetry, isSafeToRepeat, retryAfterMs } from './retry';

const limits = { maxAttempts: 3, maxRetryAfterMs: 10_000, backoffBaseMs: 100 };

describe('retrying a Xero call', () => {
  it('repeats only reads and writes that carry an Idempotency-Key', () => {
    expect(isSafeToRepeat('GET')).toBe(true);
    expect(isSafeToRepeat('put', 'key-1')).toBe(true);
    expect(isSafeToRepeat('POST')).toBe(false);
    expect(isSafeToRepeat('PUT', '')).toBe(false);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(61_000).toUTCString(), 1_000)).toBe(60_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });

  it('waits out a 429 for any method, within the bound', () => {
    expect(decideRetry({ status: 429, retryAfter: '3' }, 1, false, limits)).toEqual({
      retry: true,
      waitMs: 3000,
    });
    expect(decideRetry({ status: 429, retryAfter: '60' }, 1, true, limits)).toEqual({ retry: false });
    expect(decideRetry({ status: 429, retryAfter: null }, 1, false, limits)).toEqual({
      retry: true,
      waitMs: 1000,
    });
  });

  it('repeats a 5xx or a lost reply only for a safe call, backing off', () => {
    expect(decideRetry({ status: 503, retryAfter: null }, 1, true, limits)).toEqual({
      retry: true,
      waitMs: 100,
    });
    expect(decideRetry({ status: null }, 2, true, limits)).toEqual({ retry: true, waitMs: 200 });
    expect(decideRetry({ status: 500, retryAfter: null }, 1, false, limits)).toEqual({ retry: false });
    expect(decideRetry({ status: null }, 1, false, limits)).toEqual({ retry: false });
  });

  it('never repeats a 4xx other than 429, nor past the last attempt', () => {
    expect(decideRetry({ status: 400, retryAfter: null }, 1, true, limits)).toEqual({ retry: false });
    expect(decideRetry({ status: 503, retryAfter: null }, 3, true, limits)).toEqual({ retry: false });
  });
});
