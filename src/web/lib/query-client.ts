import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { ApiError, apiFetch, readJson } from './request';

/** What a cached read does with a 401: resolve with null (e.g. "who am I?"), or fail. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

type QueryParams = Record<string, string | number | boolean | null | undefined>;

const isParams = (part: unknown): part is QueryParams =>
  typeof part === 'object' && part !== null && !Array.isArray(part);

/**
 * The GET path a query key names (spec 000 §7). The first part is the path; string or number
 * parts after it are appended as path segments, and a trailing object becomes the query string:
 * `['/api/users', 7, 'timesheets', { date: '2025-03-03' }]` → `/api/users/7/timesheets?date=2025-03-03`.
 */
export function pathFromQueryKey(queryKey: QueryKey): string {
  const [head, ...rest] = queryKey;
  if (typeof head !== 'string' || !head.startsWith('/')) {
    throw new Error(`A query key must start with an API path, got ${JSON.stringify(head)}`);
  }
  let path = head;
  const search = new URLSearchParams();
  for (const part of rest) {
    if (typeof part === 'string' || typeof part === 'number') path += `/${encodeURIComponent(part)}`;
    else if (isParams(part)) {
      for (const [name, value] of Object.entries(part)) {
        if (value !== null && value !== undefined) search.set(name, String(value));
      }
    } else throw new Error(`Unsupported query key part ${JSON.stringify(part)}`);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
/** A query function that GETs the path its key names and parses the JSON reply. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await readJson<T>(await apiFetch('GET', pathFromQueryKey(queryKey), undefined, { signal }));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** Client defaults of spec 000 §9: nothing goes stale, refetches or retries by itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
