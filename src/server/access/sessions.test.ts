import { describe, expect, it } from 'vitest';
import { cacheLifetime } from './sessions';

describe('the resolved-token cache', () => {
  it('keeps a token between 11.25 and 15 seconds, spread at random', () => {
    expect(cacheLifetime(() => 0)).toBe(11_250);
    expect(cacheLifetime(() => 0.999999)).toBeLessThanOrEqual(15_000);
    expect(cacheLifetime(() => 0.999999)).toBeGreaterThan(14_999);
    const lifetimes = new Set(Array.from({ length: 50 }, () => cacheLifetime()));
    expect(lifetimes.size).toBeGreaterThan(40);
    for (const ms of lifetimes) expect(ms).toBeGreaterThanOrEqual(11_250);
  });
});
