import type { ApiRouteKey } from '../../shared/api';
import { splitKey, type BodyPart, type ParamsPart, type QueryPart } from '../../shared/api/call-shape';
import type { ReplyOf } from '../../shared/api/reply';
import { urlOf, type Query } from './url-of';
import { apiFetch, readJson, type RequestOptions } from './request';

export type { Json, ReplyOf } from '../../shared/api/reply';
export { urlOf } from './url-of';
export { splitKey } from '../../shared/api/call-shape';

/**
 * The typed client (issue 12 §4): every call names its route as `'METHOD /path'`, the same text
 * as its definition in src/shared/api, so the path is readable where it is called and the body,
 * params and reply types come from the route's schemas (no casts at the call).
 */

/** The params, query and body a route takes, plus how to send it. */
export type CallInput<K extends ApiRouteKey> = ParamsPart<K> &
  QueryPart<K> &
  BodyPart<K, FormData> &
  RequestOptions & { idempotencyKey?: string };

export type InputArgs<K extends ApiRouteKey> =
  object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/**
 * The query key of a GET (spec 000 §9): the path up to its first parameter, then each segment
 * (parameters as their values), then the query object: `/api/companies/:companyId/clients` with
 * companyId 7 → `['/api/companies', 7, 'clients']`, so invalidating `['/api/companies', 7]` reaches it.
 */
export function queryKeyOf(path: string, params: Record<string, string | number> = {}, query?: Query) {
  const segments = path.split('/').slice(1);
  const firstParam = segments.findIndex((segment) => segment.startsWith(':'));
  const head = firstParam < 0 ? segments : segments.slice(0, firstParam);
  const key: (string | number | Query)[] = [`/${head.join('/')}`];
  for (const segment of firstParam < 0 ? [] : segments.slice(firstParam)) {
    key.push(segment.startsWith(':') ? (params[segment.slice(1)] as string | number) : segment);
  }
  if (query && Object.keys(query).length > 0) key.push(query);
  return key;
}

async function send(key: string, input: CallInput<ApiRouteKey> | undefined): Promise<Response> {
  const [method, path] = splitKey(key);
  const { params, query, body, idempotencyKey, headers, ...options } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
    idempotencyKey?: string;
  } & RequestOptions;
  const sent = new Headers(headers);
  if (idempotencyKey) sent.set('Idempotency-Key', idempotencyKey);
  return apiFetch(method as 'GET', urlOf(path, params, query), body, { ...options, headers: sent });
}

/** Calls a route and resolves with its typed reply; rejects with ApiError (lib/request.ts). */
export async function api<K extends ApiRouteKey>(key: K, ...[input]: InputArgs<K>): Promise<ReplyOf<K>> {
  const res = await send(key, input as CallInput<ApiRouteKey>);
  // A file route (its definition's reply is a file) answers with something other than JSON.
  const isJson = res.headers.get('content-type')?.includes('application/json') ?? false;
  return (isJson ? await readJson(res) : res) as ReplyOf<K>;
}
