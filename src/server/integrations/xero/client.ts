import type { Db } from '../../db/client';
import {
  isMissingScopeReply,
  isTokenExpiredReply,
  XeroApiError,
  XeroConnectionExpiredError,
  XeroMissingPermissionsError,
  XeroNotConnectedError,
  XeroRateLimitedError,
  xeroErrorText,
} from './api-errors';
import { type Attempt, type AttemptDeps, sendAttempt, succeeded, urlOf, type XeroCall } from './attempt';
import { loadXeroConnection } from './connection-store';
import type { XeroPacer } from './pacer';
import { createXeroOAuth } from './oauth';
import { expiresSoon, refreshXeroConnection, type RefreshDeps } from './refresh';
import { decideRetry, isSafeToRepeat, RETRY_LIMITS, retryAfterMs, type RetryLimits } from './retry';
import type { XeroClientSettings } from './settings';
import type { TokenCipher } from './token-crypto';

export type { XeroCall } from './attempt';

/** What the client needs of the app: the database and the Xero app with the token cipher. */
export interface XeroClientContext {
  database: { db: Db };
  /** `pacer`: every API call of the company waits its turn under Xero's limit (pacer.ts). */
  xero: { settings: XeroClientSettings | null; cipher: TokenCipher; pacer?: XeroPacer };
}

/** Replaced in tests: the HTTP client, waiting, the clock, the retry bounds. */
export interface XeroClientOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  retry?: RetryLimits;
  /** Each attempt gives up after this long (default 30 s): a lost reply. */
  timeoutMs?: number;
}

export interface XeroReply {
  status: number;
  body: unknown;
  headers: Headers;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one client for every call to Xero's APIs for one company, on behalf of one user (null: the
 * product itself). Each call carries the tenant, `Accept: application/json` and a fresh token
 * (refreshed within a minute of its end, and once on 401 TokenExpired); a 429 is waited out as
 * Retry-After asks; a 5xx or a lost reply is repeated only when repeating is safe. Every attempt is
 * written to the company's Xero log.
 */
export function xeroClient(
  ctx: XeroClientContext,
  companyId: number,
  userId: number | null,
  options: XeroClientOptions = {},
) {
  const db = ctx.database.db;
  const { settings, cipher } = ctx.xero;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepFor;
  const limits = options.retry ?? RETRY_LIMITS;
  const attemptDeps: AttemptDeps = {
    db,
    companyId,
    userId,
    now,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 30_000,
  };

  async function connected(app: XeroClientSettings) {
    const stored = await loadXeroConnection(db, cipher, companyId);
    if (!stored) throw new XeroNotConnectedError();
    const oauth = createXeroOAuth(app, { now, ...(options.fetch ? { fetch: options.fetch } : {}) });
    const deps: RefreshDeps = { db, cipher, oauth, now };
    if (!expiresSoon(stored, now())) return { deps, conn: stored, refreshed: false };
    const conn = await refreshXeroConnection(deps, companyId, userId, stored.accessToken);
    return { deps, conn, refreshed: true };
  }

  return {
    async call(call: XeroCall): Promise<XeroReply> {
      if (!settings) throw new XeroNotConnectedError();
      const start = await connected(settings);
      const deps = start.deps;
      let { conn, refreshed } = start;
      const url = urlOf(settings.apiUrl, call);
      const safe = isSafeToRepeat(call.method, call.idempotencyKey);
      let refreshedOn401 = false;
      for (let n = 1; ; n += 1) {
        await ctx.xero.pacer?.turn(companyId);
        const outcome = await sendAttempt(attemptDeps, conn, call, url, refreshed);
        if (outcome.kind === 'reply' && succeeded(outcome)) {
          return { status: outcome.status, body: outcome.body, headers: outcome.headers };
        }
        if (
          outcome.kind === 'reply' &&
          isTokenExpiredReply(outcome.status, outcome.body) &&
          !refreshedOn401
        ) {
          // The token ended early (or the clocks differ): one refresh, then the same attempt again.
          conn = await refreshXeroConnection(deps, companyId, userId, conn.accessToken);
          refreshed = refreshedOn401 = true;
          n -= 1;
          continue;
        }
        const decision = decideRetry(
          outcome.kind === 'reply'
            ? { status: outcome.status, retryAfter: outcome.headers.get('retry-after') }
            : { status: null },
          n,
          safe,
          limits,
          now(),
        );
        if (!decision.retry) throw finalError(outcome, now());
        await sleep(decision.waitMs);
      }
    },
  };
}

export type XeroClient = ReturnType<typeof xeroClient>;

function finalError(outcome: Attempt, now: number): Error {
  if (outcome.kind === 'lost')
    return new XeroApiError(`Connection issue with Xero. ${outcome.error}`, null, null);
  if (outcome.status === 429) {
    const wait = retryAfterMs(outcome.headers.get('retry-after'), now) ?? 60_000;
    return new XeroRateLimitedError(Math.ceil(wait / 1000));
  }
  // A scope the grant lacks: reconnecting alone cannot fix it, so it is not 'expired'.
  if (isMissingScopeReply(outcome.status, outcome.body, outcome.headers))
    return new XeroMissingPermissionsError(xeroErrorText(outcome.status, outcome.body));
  // A refused token after a refresh, or an organisation that disconnected the app: reconnect.
  if (outcome.status === 401 || outcome.status === 403)
    return new XeroConnectionExpiredError(xeroErrorText(outcome.status, outcome.body));
  return new XeroApiError(xeroErrorText(outcome.status, outcome.body), outcome.status, outcome.body);
}
