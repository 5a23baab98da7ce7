import type { z } from 'zod';
import type { ApiRouteKey, ApiRoutes } from './index';
import type { RouteDefinition } from './route';

/** What a value looks like after JSON: dates arrive as ISO text. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

type Success = 200 | 201 | 202 | 204;

/** The JSON a route answers with on success (its 2xx schema), as the caller receives it. */
export type RouteReply<R extends RouteDefinition> = R['reply'] extends
  | { file: string }
  | { redirect: string }
  | { stream: string }
  ? Response
  : Json<z.output<Extract<R['reply'][Extract<keyof R['reply'], Success>], z.ZodType>>>;

/**
 * The reply of a route by its key: `ReplyOf<'GET /api/clients/:id/contacts'>`. The web client
 * returns it; tests read replies as it instead of restating their shape.
 */
export type ReplyOf<K extends ApiRouteKey> = RouteReply<ApiRoutes[K]>;
