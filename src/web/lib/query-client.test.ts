import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient (spec 000 §9)', () => {
  it('never goes stale, refetches or retries by itself', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(queries?.queryFn).toBeUndefined();
    expect(mutations).toMatchObject({ retry: false });
  });
});
