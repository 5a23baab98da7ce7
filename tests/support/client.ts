import type { LightMyRequestResponse } from 'fastify';
import type { ApiRouteKey } from '../../src/shared/api';
import { splitKey, type BodyPart, type ParamsPart, type QueryPart } from '../../src/shared/api/call-shape';
import type { ReplyOf } from '../../src/shared/api/reply';
import { urlOf, type Query } from '../../src/shared/api/url-of';
import type { TestApp } from './app';
import { bearer } from './people';

/**
 * A server test's call, typed by the route table like the web's client (src/web/lib/api-call.ts):
 * `call('POST /api/companies/:companyId/clients', team.office, { params: { companyId }, body })`.
 * The params, query and body are checked against the route's schemas and `res.json()` is the
 * route's reply. A test of bad input sends `raw` instead of `body`: whatever the route must refuse.
 */
/** `remoteAddress`: the caller's IP, for a test of a per-client throttle. */
type Sent = { headers?: Record<string, string>; idempotencyKey?: string; remoteAddress?: string };
type WithBody<K extends ApiRouteKey> = BodyPart<K> | { body?: never; raw?: unknown };
export type TestInput<K extends ApiRouteKey> = ParamsPart<K> & QueryPart<K> & WithBody<K> & Sent;
type Args<K extends ApiRouteKey> =
  object extends TestInput<K> ? [input?: TestInput<K>] : [input: TestInput<K>];

/** The injected reply, its JSON typed as the route's success reply. */
export type TypedResponse<K extends ApiRouteKey> = Omit<LightMyRequestResponse, 'json'> & {
  json(): ReplyOf<K>;
};

/** Who calls: a signed-in person (their bearer token) or nobody. */
export type Caller = { token: string } | null;

export const client =
  (app: () => Pick<TestApp, 'app'>) =>
  async <K extends ApiRouteKey>(key: K, who: Caller, ...[input]: Args<K>): Promise<TypedResponse<K>> => {
    const [method, path] = splitKey(key);
    const { params, query, headers, idempotencyKey, remoteAddress, ...sent } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Query;
      body?: unknown;
      raw?: unknown;
    } & Sent;
    const payload = 'raw' in sent ? sent.raw : sent.body;
    return app().app.inject({
      method: method as 'GET',
      url: urlOf(path, params, query),
      headers: {
        ...(who ? bearer(who) : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(remoteAddress ? { remoteAddress } : {}),
    }) as Promise<TypedResponse<K>>;
  };
