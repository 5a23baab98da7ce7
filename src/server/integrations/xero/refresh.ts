import type { Db } from '../../db/client';
import { recordXeroCall } from './call-log';
import { XeroConnectionExpiredError, XeroApiError, XeroNotConnectedError } from './api-errors';
import { XeroAuthError } from './auth-error';
import { loadXeroConnection, type StoredXeroConnection, updateXeroTokens } from './connection-store';
import type { XeroOAuth, XeroTokenSet } from './oauth';
import type { TokenCipher } from './token-crypto';
import { XERO_PATHS } from './settings';

/** A token this close to its end is refreshed before use (Xero's clocks and ours may differ). */
export const REFRESH_MARGIN_MS = 60_000;

export const expiresSoon = (connection: StoredXeroConnection, now: number): boolean =>
  connection.accessTokenExpiresAt.getTime() - now <= REFRESH_MARGIN_MS;

export interface RefreshDeps {
  db: Db;
  cipher: TokenCipher;
  oauth: XeroOAuth;
  now: () => number;
}

/** Refreshes in flight in this process, per database and company: concurrent callers share one. */
const inFlight = new WeakMap<Db, Map<number, Promise<StoredXeroConnection>>>();

type Attempt = { durationMs: number; tokens: XeroTokenSet | null; error: unknown };

/**
 * A usable connection for a caller whose access token (`stale`) is expiring or was refused as
 * expired. One refresh at a time per company: in this process callers join the refresh under way;
 * across processes the connection row is locked (SELECT … FOR UPDATE) and, once the lock is held,
 * the row is read again: when another caller has refreshed meanwhile its token is used. The new pair
 * is written and COMMITTED before the token is used, so a crash after Xero rotated the refresh token
 * never leaves the company holding a spent one.
 */
export function refreshXeroConnection(
  deps: RefreshDeps,
  companyId: number,
  userId: number | null,
  stale: string,
): Promise<StoredXeroConnection> {
  let perDb = inFlight.get(deps.db);
  if (!perDb) inFlight.set(deps.db, (perDb = new Map()));
  const running = perDb.get(companyId);
  if (running) return running;
  const started = refreshUnderLock(deps, companyId, userId, stale).finally(() => perDb.delete(companyId));
  perDb.set(companyId, started);
  return started;
}

async function refreshUnderLock(
  deps: RefreshDeps,
  companyId: number,
  userId: number | null,
  stale: string,
): Promise<StoredXeroConnection> {
  const { db, cipher, oauth, now } = deps;
  let attempt: Attempt | null = null;
  let result: StoredXeroConnection | null = null;
  let failure: unknown = null;
  try {
    result = await db.transaction(async (tx) => {
      const locked = await loadXeroConnection(db, cipher, companyId, { forUpdate: true, tx });
      if (!locked) throw new XeroNotConnectedError();
      if (locked.accessToken !== stale && !expiresSoon(locked, now())) return locked;
      const t0 = now();
      try {
        const tokens = await oauth.refresh(locked.refreshToken);
        attempt = { durationMs: now() - t0, tokens, error: null };
      } catch (err) {
        attempt = { durationMs: now() - t0, tokens: null, error: err };
        throw err;
      }
      await updateXeroTokens(tx, cipher, companyId, attempt.tokens!);
      return withTokens(locked, attempt.tokens!);
    });
  } catch (err) {
    failure = err;
  }
  // Logged after the transaction ends: on the embedded database a write outside it would wait for it.
  if (attempt) await logRefresh(db, companyId, userId, attempt);
  if (failure) throw refreshError(failure);
  return result!;
}

function withTokens(connection: StoredXeroConnection, tokens: XeroTokenSet): StoredXeroConnection {
  return {
    ...connection,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessTokenExpiresAt: tokens.expiresAt,
    scopes: tokens.scope,
  };
}

/** invalid_grant: the grant is gone (revoked, or unused for 60 days); the row is kept for the user to reconnect. */
function refreshError(err: unknown): unknown {
  if (!(err instanceof XeroAuthError)) return err;
  if (err.error === 'invalid_grant') return new XeroConnectionExpiredError(err.message);
  if (err.error === 'network_error')
    return new XeroApiError(
      `Connection issue with Xero while refreshing the token: ${err.detail ?? ''}`,
      null,
      null,
    );
  return new XeroApiError(`Xero refused the token refresh: ${err.error}`, err.status, null);
}

function logRefresh(db: Db, companyId: number, userId: number | null, attempt: Attempt) {
  const err = attempt.error;
  const status = attempt.tokens ? 200 : err instanceof XeroAuthError ? err.status : null;
  return recordXeroCall(db, {
    companyId,
    userId,
    operation: 'refreshToken',
    method: 'POST',
    url: XERO_PATHS.token,
    statusCode: status,
    durationMs: attempt.durationMs,
    error: err ? (err instanceof Error ? err.message : String(err)) : null,
    requestBody: { grant_type: 'refresh_token' },
    responseBody: attempt.tokens
      ? {
          token_type: 'Bearer',
          expires_at: attempt.tokens.expiresAt.toISOString(),
          scope: attempt.tokens.scope.join(' '),
        }
      : err instanceof XeroAuthError
        ? { error: err.error }
        : null,
    token: attempt.tokens
      ? { hasAccessToken: true, expiresAt: attempt.tokens.expiresAt, refreshed: true }
      : null,
  });
}
