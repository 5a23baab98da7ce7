import { queryOptions } from '@tanstack/react-query';
import type { ApiRouteKey } from '../../shared/api';
import { api, queryKeyOf, splitKey, type InputArgs, type ReplyOf } from './api-call';
import { takeEarlyRead } from './early-reads';
import { urlOf, type Query } from './url-of';

/**
 * The typed client with its query options (apiQuery). The calls themselves live in lib/api-call.ts,
 * which does not import react-query: the landing page calls the API without the app's query cache.
 */
export * from './api-call';

/** Query options for a GET route: its spec-shaped key and a typed query function. */
export function apiQuery<K extends Extract<ApiRouteKey, `GET ${string}`>>(key: K, ...[input]: InputArgs<K>) {
  const [, path] = splitKey(key);
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: Query };
  return queryOptions({
    queryKey: queryKeyOf(path, params, query),
    queryFn: ({ signal }) =>
      (takeEarlyRead(urlOf(path, params, query)) as Promise<ReplyOf<K>> | null) ??
      api<K>(key, ...([{ ...input, signal }] as InputArgs<K>)),
  });
}
