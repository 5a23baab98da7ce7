import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import type { Grant } from '../store';
import { checkAccessToken } from '../identity/tokens';
import { faultBeforeCall } from './fault-reply';
import { PROBLEMS } from './problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Any one of these granted scopes lets the call through (e.g. `accounting.contacts.read`). */
    scopes?: string[];
    /** The reply is a file's bytes (an attachment's content): any Accept will do. */
    fileReply?: boolean;
  }
}

export interface CallInfo {
  grant: Grant;
  tenantId: string;
}

const calls = new WeakMap<FastifyRequest, CallInfo>();
const dropping = new WeakSet<FastifyRequest>();

/** The caller's grant and organisation, set by the guard before a guarded handler runs. */
export function callOf(request: FastifyRequest): CallInfo {
  const info = calls.get(request);
  if (!info) throw new Error('route is not behind guardApi');
  return info;
}

/**
 * What api.xero.com does before a call reaches the API: the bearer token (401), the
 * `xero-tenant-id` header naming a connected organisation (403), the scope (401), the limits (429),
 * then any fault a test queued. `tenant: false` is for /connections, which needs only the token.
 */
export function guardApi(app: FastifyInstance, ctx: SimContext, options: { tenant: boolean }): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const send = (status: number, body: unknown): FastifyReply => reply.code(status).send(body);
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const access = bearer
      ? checkAccessToken(ctx.store, ctx.clock, bearer)
      : ({ ok: false, reason: 'invalid' } as const);
    if (!access.ok) {
      return send(
        401,
        access.reason === 'expired' ? PROBLEMS.tokenExpired(access.expiredAt) : PROBLEMS.unauthenticated(),
      );
    }
    const grant = access.grant;
    let tenantId = '';
    if (options.tenant) {
      const header = request.headers['xero-tenant-id'];
      tenantId = typeof header === 'string' ? header.trim().toLowerCase() : '';
      const connected = ctx.store.connections.some(
        (connection) => connection.clientId === grant.clientId && connection.tenantId === tenantId,
      );
      if (!connected) return send(403, PROBLEMS.forbidden());
      const scopes = request.routeOptions.config.scopes ?? [];
      if (scopes.length > 0 && !scopes.some((scope) => grant.scope.includes(scope))) {
        return send(401, PROBLEMS.missingScope());
      }
      const accepted =
        request.routeOptions.config.fileReply || (request.headers.accept ?? '').includes('application/json');
      if (!accepted) return send(406, PROBLEMS.notAcceptable());
      const limit = ctx.limiter.acquire(tenantId);
      reply.headers(limit.headers);
      if (!limit.allowed) {
        reply.header('Retry-After', String(limit.retryAfter)).header('X-Rate-Limit-Problem', limit.problem);
        return send(429, PROBLEMS.tooMany(limit.problem ?? 'minute'));
      }
      reply.raw.once('close', () => ctx.limiter.release(tenantId));
    }
    calls.set(request, { grant, tenantId });
    const fault = ctx.faults.take('api', request.url.split('?')[0]);
    if (fault?.kind === 'token_expired') return send(401, PROBLEMS.tokenExpired(ctx.clock()));
    if (fault?.kind === 'missing_scope') return send(401, PROBLEMS.missingScope());
    if (fault?.kind === 'drop') dropping.add(request);
    const early = await faultBeforeCall(fault);
    if (early) return send(early.status, early.body);
  });

  // A dropped call has taken effect; its reply never arrives.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (dropping.has(request)) request.raw.socket.destroy();
    return payload;
  });
}
