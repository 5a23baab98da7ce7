import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { Grant, Store } from '../store';
import { opaqueToken, signJwt } from './jwt';
import { verifierMatches } from './pkce';

export const ACCESS_TOKEN_SECONDS = 30 * 60;
/** A rotated refresh token still works for this long, in case the reply carrying its successor was lost. */
export const REFRESH_GRACE_MS = 30 * 60_000;
/** An unused refresh token expires after 60 days. */
export const REFRESH_LIFETIME_MS = 60 * 24 * 60 * 60_000;
export const CODE_LIFETIME_MS = 5 * 60_000;

export interface TokenReply {
  id_token?: string;
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
  refresh_token?: string;
  scope: string;
}

/** The OAuth error codes Xero's token endpoint answers with (`{"error":"invalid_grant"}`). */
export type TokenError = 'invalid_grant' | 'invalid_request' | 'unsupported_grant_type';

export type TokenResult = { ok: true; reply: TokenReply } | { ok: false; error: TokenError };

const fail = (error: TokenError): TokenResult => ({ ok: false, error });

function issue(store: Store, clock: Clock, grant: Grant, nonce: string | null = null): TokenReply {
  const now = clock();
  const seconds = Math.floor(now / 1000);
  const accessToken = signJwt({
    nbf: seconds,
    exp: seconds + ACCESS_TOKEN_SECONDS,
    iss: 'https://identity.xero.com',
    aud: 'https://identity.xero.com/resources',
    client_id: grant.clientId,
    sub: store.user.userId,
    auth_time: seconds,
    xero_userid: store.user.userId,
    global_session_id: grant.id,
    authentication_event_id: grant.authEventId,
    scope: grant.scope,
  });
  store.accessTokens.set(accessToken, { grantId: grant.id, expiresAt: now + ACCESS_TOKEN_SECONDS * 1000 });
  const reply: TokenReply = {
    access_token: accessToken,
    expires_in: ACCESS_TOKEN_SECONDS,
    token_type: 'Bearer',
    scope: grant.scope.join(' '),
  };
  if (grant.scope.includes('offline_access')) {
    reply.refresh_token = opaqueToken();
    store.refreshTokens.set(reply.refresh_token, { grantId: grant.id, createdAt: now, rotatedAt: null });
  }
  if (grant.scope.includes('openid')) {
    reply.id_token = signJwt({
      nbf: seconds,
      exp: seconds + 300,
      iss: 'https://identity.xero.com',
      aud: grant.clientId,
      iat: seconds,
      at_hash: accessToken.slice(-22),
      sid: grant.id,
      sub: store.user.userId,
      auth_time: seconds,
      ...(nonce ? { nonce } : {}),
      ...(grant.scope.includes('email') ? { email: store.user.email } : {}),
      ...(grant.scope.includes('profile')
        ? {
            xero_userid: store.user.userId,
            given_name: store.user.givenName,
            family_name: store.user.familyName,
            preferred_username: store.user.email,
          }
        : {}),
    });
  }
  return reply;
}

export interface CodeExchange {
  code?: string;
  redirectUri?: string;
  codeVerifier?: string;
}

export function exchangeCode(store: Store, clock: Clock, clientId: string, input: CodeExchange): TokenResult {
  if (!input.code || !input.redirectUri) return fail('invalid_request');
  const code = store.codes.get(input.code);
  if (!code || code.clientId !== clientId || code.expiresAt <= clock()) return fail('invalid_grant');
  if (code.used) {
    // A code used twice ends what it gave (RFC 6749 §4.1.2).
    for (const grant of store.grants.values())
      if (grant.authEventId === code.authEventId) grant.revoked = true;
    return fail('invalid_grant');
  }
  if (code.redirectUri !== input.redirectUri) return fail('invalid_grant');
  if (code.codeChallenge !== null && !verifierMatches(input.codeVerifier ?? '', code.codeChallenge)) {
    return fail('invalid_grant');
  }
  code.used = true;
  const grant: Grant = {
    id: randomUUID(),
    clientId,
    scope: code.scope,
    authEventId: code.authEventId,
    revoked: false,
  };
  store.grants.set(grant.id, grant);
  return { ok: true, reply: issue(store, clock, grant, code.nonce) };
}

export function refresh(
  store: Store,
  clock: Clock,
  clientId: string,
  token: string | undefined,
): TokenResult {
  if (!token) return fail('invalid_request');
  const record = store.refreshTokens.get(token);
  const grant = record && store.grants.get(record.grantId);
  const now = clock();
  if (!record || !grant || grant.revoked || grant.clientId !== clientId) return fail('invalid_grant');
  if (record.rotatedAt === null && now - record.createdAt > REFRESH_LIFETIME_MS) return fail('invalid_grant');
  if (record.rotatedAt !== null && now - record.rotatedAt > REFRESH_GRACE_MS) return fail('invalid_grant');
  record.rotatedAt ??= now;
  return { ok: true, reply: issue(store, clock, grant) };
}

/** Revoking a refresh token ends its whole grant: every token from it and its connections. */
export function revoke(store: Store, clientId: string, token: string): void {
  const record = store.refreshTokens.get(token) ?? store.accessTokens.get(token);
  const grant = record && store.grants.get(record.grantId);
  if (!grant || grant.clientId !== clientId) return;
  grant.revoked = true;
  store.connections = store.connections.filter(
    (connection) => !(connection.clientId === clientId && connection.authEventId === grant.authEventId),
  );
}

export type AccessCheck =
  | { ok: true; grant: Grant }
  | { ok: false; reason: 'expired'; expiredAt: number }
  | { ok: false; reason: 'invalid' };

export function checkAccessToken(store: Store, clock: Clock, token: string): AccessCheck {
  const record = store.accessTokens.get(token);
  const grant = record && store.grants.get(record.grantId);
  if (!record || !grant || grant.revoked) return { ok: false, reason: 'invalid' };
  if (record.expiresAt <= clock()) return { ok: false, reason: 'expired', expiredAt: record.expiresAt };
  return { ok: true, grant };
}
