import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isJsonReply, type RouteDefinition } from '../../shared/api/route';
import type { RouteAccess } from '../access/route-access';
import type { TypedApp } from './module';

type JsonReplies<R extends RouteDefinition> = R['reply'] extends
  | { file: string }
  | { stream: string }
  | { upload: string }
  ? undefined
  : R['reply'];

/** The Fastify schema a definition stands for: what the zod type provider infers the handler from. */
type SchemaOf<R extends RouteDefinition> = {
  params: R['params'];
  querystring: R['query'];
  body: R['body'];
  response: JsonReplies<R>;
};

export type HandlerOf<R extends RouteDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<R>,
  ZodTypeProvider
>;

export const accessOf = (route: RouteDefinition): RouteAccess =>
  route.access === 'public'
    ? { kind: 'public' }
    : {
        kind: 'permission',
        permission: route.access,
        ...(route.plan ? { plan: route.plan } : {}),
        ...(route.planFeature ? { feature: route.planFeature } : {}),
      };

type RouteHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Hooks of this route alone (a rate limit, work after the reply). Fastify runs a route's hooks after
 * the app's, so the access guard has answered before a route's onRequest runs.
 */
export type RouteHooks = { onRequest?: RouteHook; preHandler?: RouteHook; onResponse?: RouteHook };

/**
 * Registers a route from its definition (src/shared/api): path, schemas, access rule and the
 * definition itself (the OpenAPI writer reads it). The handler, and the route's own hooks if it
 * has any, are the only things a module adds.
 */
export function serve<const R extends RouteDefinition>(
  app: TypedApp,
  route: R,
  handler: HandlerOf<R>,
  hooks: RouteHooks = {},
): void {
  app.route({
    method: route.method,
    url: route.path,
    ...hooks,
    // A HEAD route of its own (a tus step) is described too; Fastify's HEAD of each GET is not.
    config: {
      access: accessOf(route),
      api: route,
      ...(route.method === 'HEAD' ? { swagger: { exposeHeadRoute: true } } : {}),
    },
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(isJsonReply(route.reply) ? { response: route.reply } : {}),
    },
    // One cast, here: Fastify infers the same handler type from the schema object built above.
    handler: handler as RouteHandlerMethod,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's definition (src/shared/api), for the OpenAPI writer. */
    api?: RouteDefinition;
  }
}
