import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { applyTokenFault } from '../api/fault-reply';
import type { SimContext } from '../context';
import { consentPage, errorPage } from './authorize-page';
import {
  type AuthorizeRequest,
  pageProblem,
  readAuthorizeRequest,
  type RedirectProblem,
  redirectProblem,
  redirectWith,
} from './authorize-request';
import { authenticateClient } from './client-auth';
import { CODE_LIFETIME_MS, exchangeCode, refresh, revoke } from './tokens';

type Form = Record<string, string>;

/** Back to the app with the refusal and the app's state. */
const refusal = (authorize: AuthorizeRequest, problem: RedirectProblem): string =>
  redirectWith(authorize.redirectUri, {
    error: problem.error,
    error_description: problem.description ?? null,
    state: authorize.state,
  });

/** login.xero.com/identity/connect/authorize and identity.xero.com/connect/{token,revocation}. */
export function registerIdentityRoutes(app: FastifyInstance, ctx: SimContext): void {
  const organisation = ctx.store.organisations[0];

  app.get('/identity/connect/authorize', async (request, reply) => {
    const authorize = readAuthorizeRequest(request.query as Record<string, unknown>);
    const problem = pageProblem(authorize, ctx.clients);
    if (problem) return reply.code(400).type('text/html').send(errorPage(problem));
    const refused = redirectProblem(authorize, ctx.clients);
    if (refused) return reply.redirect(refusal(authorize, refused));
    return reply.type('text/html').send(consentPage(authorize, ctx.appName, organisation.name));
  });

  app.post('/identity/connect/authorize', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const authorize = readAuthorizeRequest(form);
    const problem = pageProblem(authorize, ctx.clients);
    if (problem) return reply.code(400).type('text/html').send(errorPage(problem));
    const refused =
      redirectProblem(authorize, ctx.clients) ??
      (form.decision === 'allow' ? null : { error: 'access_denied' });
    if (refused) return reply.redirect(refusal(authorize, refused));

    const now = ctx.clock();
    const authEventId = randomUUID();
    const existing = ctx.store.connections.find(
      (connection) =>
        connection.clientId === authorize.clientId && connection.tenantId === organisation.tenantId,
    );
    if (existing) Object.assign(existing, { authEventId, updatedDateUtc: now });
    else {
      ctx.store.connections.push({
        id: randomUUID(),
        authEventId,
        tenantId: organisation.tenantId,
        tenantType: 'ORGANISATION',
        tenantName: organisation.name,
        createdDateUtc: now,
        updatedDateUtc: now,
        clientId: authorize.clientId,
      });
    }
    const code = randomBytes(32).toString('base64url');
    ctx.store.codes.set(code, {
      clientId: authorize.clientId,
      redirectUri: authorize.redirectUri,
      scope: authorize.scope,
      codeChallenge: authorize.codeChallenge,
      nonce: authorize.nonce,
      authEventId,
      expiresAt: now + CODE_LIFETIME_MS,
      used: false,
    });
    return reply.redirect(
      redirectWith(authorize.redirectUri, { code, scope: authorize.scope.join(' '), state: authorize.state }),
    );
  });

  app.post('/connect/token', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    return applyTokenFault(ctx, request, reply, () => {
      const client = authenticateClient(ctx.clients, request.headers.authorization, form);
      if (!client) return { status: 400, body: { error: 'invalid_client' } };
      const result =
        form.grant_type === 'authorization_code'
          ? exchangeCode(ctx.store, ctx.clock, client.clientId, {
              code: form.code,
              redirectUri: form.redirect_uri,
              codeVerifier: form.code_verifier,
            })
          : form.grant_type === 'refresh_token'
            ? refresh(ctx.store, ctx.clock, client.clientId, form.refresh_token)
            : ({ ok: false, error: 'unsupported_grant_type' } as const);
      return result.ok ? { status: 200, body: result.reply } : { status: 400, body: { error: result.error } };
    });
  });

  app.post('/connect/revocation', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const client = authenticateClient(ctx.clients, request.headers.authorization, form);
    if (!client) return reply.code(400).send({ error: 'invalid_client' });
    if (!form.token) return reply.code(400).send({ error: 'invalid_request' });
    revoke(ctx.store, client.clientId, form.token);
    // RFC 7009: an unknown token is not an error.
    return reply.code(200).send();
  });
}
