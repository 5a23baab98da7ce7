import type { ProFeature } from '../../shared/billing/plans';
import type { Permission } from '../../shared/roles';

/**
 * What a route requires, set by serve() from its definition (`config: { access }`) and enforced by the
 * one guard. A route without a declaration cannot be registered.
 */
export type RouteAccess =
  /** Anyone, signed in or not (a bearer token, if sent, is still read). */
  | { kind: 'public' }
  /**
   * A signed-in user whose role has this permission inside their own company; with `plan: 'pro'`, an
   * accounting-integration feature the company's plan must include (PRO or the trial, else 402).
   */
  | { kind: 'permission'; permission: Permission; plan?: 'pro'; feature?: ProFeature };

export const publicRoute = { access: { kind: 'public' } } as const satisfies { access: RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
