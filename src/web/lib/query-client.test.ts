import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn, pathFromQueryKey } from './query-client';

let urls: string[];
let status: number;

beforeEach(() => {
  urls = [];
  status = 200;
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return status === 200
      ? Response.json([{ id: 1 }])
      : Response.json({ message: 'Unauthorized' }, { status });
  });
});
afterEach(() => vi.unstubAllGlobals());

const context = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as unknown as QueryFunctionContext;

describe('pathFromQueryKey', () => {
  it('uses the key as the path', () => {
    expect(pathFromQueryKey(['/api/foo'])).toBe('/api/foo');
    expect(pathFromQueryKey(['/api/users', 7, 'timesheets'])).toBe('/api/users/7/timesheets');
  });

  it('turns a trailing object into a query string, skipping empty values', () => {
    expect(
      pathFromQueryKey(['/api/companies', 3, 'timesheets', { billableOnly: true, status: undefined }]),
    ).toBe('/api/companies/3/timesheets?billableOnly=true');
  });

  it('refuses a key that does not start with a path', () => {
    expect(() => pathFromQueryKey(['users'])).toThrow(/API path/);
  });
});

describe('getQueryFn', () => {
  it('GETs the path the key names and returns the JSON', async () => {
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/foo']))).resolves.toEqual([{ id: 1 }]);
    expect(urls).toEqual(['/api/foo']);
  });

  it('gives null for a 401 in returnNull mode, and throws otherwise', async () => {
    status = 401;
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/me']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/me']))).rejects.toMatchObject({
      status: 401,
    });
    status = 403;
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/x']))).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('createQueryClient (spec 000 §9)', () => {
  it('never goes stale, refetches or retries by itself', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
