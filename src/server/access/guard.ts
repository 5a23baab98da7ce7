import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { can } from '../../shared/roles';
import type { Db } from '../db/client';
import { forbidden, notFound, unauthorized } from '../errors';
import { actorForToken, type Actor } from './sessions';
import type { RouteAccess } from './route-access';
import { DOCS_PREFIX } from '../http/openapi';
import { requirePlan } from './entitlement';
import { originOf } from './activity';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null on a public route called without a session. */
    actor: Actor | null;
  }
}

/** An API route with its access rule and its schemas (the permission matrix and contract walkers read both). */
export type RegisteredRoute = { method: string; url: string; access: RouteAccess; schema?: FastifySchema };

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The signed-in caller of a route that requires one. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/**
 * The one access check, run before validation on every call: who the caller is (401), whether
 * their role may do this (403), whether a company in the path is their own (404, as if the
 * record did not exist), and for a route marked `plan: 'pro'` whether the company's plan includes it
 * (402: PRO or the trial, DECISIONS 'Plans'). Records found through ids are scoped to the actor's company by services.
 */
export function installAccessGuard(app: FastifyInstance, db: Db): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route) => {
    // The API, and the browser redirects of the Xero sign-in (/auth/…), each defined in src/shared/api.
    const defined = route.url.startsWith('/api/') || route.url.startsWith('/auth/');
    if (!defined || route.url.startsWith(DOCS_PREFIX)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    // Fastify's own HEAD of each GET is left out; a HEAD defined for itself (a tus step) is listed.
    const definedHead = route.config?.api?.method === 'HEAD';
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' || definedHead)
        routes.push({ method, url: route.url, access, schema: route.schema });
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearer(request);
    const actor = token ? await actorForToken(db, token) : null;
    request.actor = actor && { ...actor, origin: originOf(request) };
    if (access.kind === 'public') return;
    if (!request.actor)
      throw unauthorized(token ? 'Your session has ended. Please sign in again.' : undefined);
    if (!can(request.actor.role, access.permission)) throw forbidden();
    const { companyId } = request.params as { companyId?: string };
    if (companyId !== undefined && companyId !== String(request.actor.companyId)) throw notFound('Company');
    // An accounting-integration feature: the company's plan must include it (402), after who and what.
    if (access.plan) await requirePlan(db, request.actor.companyId, access.plan, access.feature);
  });
  return routes;
}
