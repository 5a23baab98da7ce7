import type { z } from 'zod';
import type { ApiRouteKey, ApiRoutes } from './index';

/**
 * What a call of a route takes, by its key `'METHOD /path'`: the path's params, the query and the
 * body its schemas accept. The web's client (src/web/lib/api-call.ts) and the server tests' client
 * (tests/support/client.ts) both type their calls with it, so a call cannot name a param the path
 * lacks or send a body the route refuses.
 */
type RouteOf<K extends ApiRouteKey> = ApiRoutes[K];
type PathOf<K extends ApiRouteKey> = RouteOf<K>['path'];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Schema<R, Field extends string> = R extends { [F in Field]: infer S extends z.ZodType } ? S : never;

export type ParamsPart<K extends ApiRouteKey> = [ParamNames<PathOf<K>>] extends [never]
  ? { params?: never }
  : { params: { [N in ParamNames<PathOf<K>>]: string | number } };
export type QueryPart<K extends ApiRouteKey> = [Schema<RouteOf<K>, 'query'>] extends [never]
  ? { query?: never }
  : { query?: z.input<Schema<RouteOf<K>, 'query'>> };
/** The body a route's schema accepts; `Extra` is what else a client may send (the web: FormData). */
export type BodyPart<K extends ApiRouteKey, Extra = never> = [Schema<RouteOf<K>, 'body'>] extends [never]
  ? { body?: never }
  : { body: z.input<Schema<RouteOf<K>, 'body'>> | Extra };

export const splitKey = (key: string): [method: string, path: string] => {
  const space = key.indexOf(' ');
  return [key.slice(0, space), key.slice(space + 1)];
};
