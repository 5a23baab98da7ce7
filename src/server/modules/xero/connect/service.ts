import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Actor } from '../../../access/sessions';
import { recordActivity, type Origin } from '../../../access/activity';
import type { Db } from '../../../db/client';
import { companies, xeroConnectTickets, xeroConnections } from '../../../db/schema';
import { conflict } from '../../../errors';
import { XeroAuthError } from '../../../integrations/xero/auth-error';
import {
  deleteXeroConnection,
  loadXeroConnection,
  saveXeroConnection,
} from '../../../integrations/xero/connection-store';
import { listConnections, type XeroConnection } from '../../../integrations/xero/connections';
import { createXeroOAuth, readCallback, type XeroTokenSet } from '../../../integrations/xero/oauth';
import { createPkce } from '../../../integrations/xero/pkce';
import { XERO_CALLBACK_PATH } from '../../../../shared/xero/connect-routes';
import { XERO_PATHS, type XeroClientSettings } from '../../../integrations/xero/settings';
import type { TokenCipher } from '../../../integrations/xero/token-crypto';
import { XERO_CONNECT_PATH, type XeroConnectReason } from '../../../../shared/xero/connect-routes';
import { recordXeroCall } from '../../../integrations/xero/call-log';
import { sameBrowser } from './browser-binding';

/** A ticket starts the sign-in within 2 minutes of being handed out, once. */
export const TICKET_TTL_MS = 2 * 60_000;
/** The sign-in at Xero (password, two-factor, consent) must come back within 15 minutes of starting. */
export const SIGN_IN_TTL_MS = 15 * 60_000;

export type XeroServices = { settings: XeroClientSettings | null; cipher: TokenCipher };
type Ctx = { db: Db; xero: XeroServices; appUrl: string };

const SETTINGS_PATH = '/settings?tab=xero';
export const connectedLocation = `${SETTINGS_PATH}&xero=connected`;
export const failedLocation = (reason: XeroConnectReason) => `${SETTINGS_PATH}&xero=error&reason=${reason}`;

/** A connection attempt that ends back in Settings with `reason`, never a 500. */
export class ConnectFailed extends Error {
  constructor(readonly reason: XeroConnectReason) {
    super(`Xero connection failed: ${reason}`);
  }
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

async function requireXeroCompany(db: Db, companyId: number): Promise<boolean> {
  const [company] = await db
    .select({ software: companies.accountingSoftware })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.software === 'xero';
}

/** POST /api/xero/connect-ticket: a random ticket; only its SHA-256 is stored. */
export async function createConnectTicket({ db, xero }: Ctx, actor: Actor, now = new Date()) {
  if (!(await requireXeroCompany(db, actor.companyId)))
    throw conflict("Set the company's accounting software to Xero before connecting to Xero");
  if (!xero.settings) throw conflict('Xero is not configured on this server');
  const ticket = randomBytes(32).toString('base64url');
  // Spent and stale tickets of the company go as a new one is made.
  await db
    .delete(xeroConnectTickets)
    .where(
      and(
        eq(xeroConnectTickets.companyId, actor.companyId),
        lt(xeroConnectTickets.createdAt, new Date(now.getTime() - SIGN_IN_TTL_MS)),
      ),
    );
  await db.insert(xeroConnectTickets).values({
    companyId: actor.companyId,
    userId: actor.userId,
    ticketHash: hashOf(ticket),
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
    createdAt: now,
  });
  return { url: `${XERO_CONNECT_PATH}?ticket=${ticket}` };
}

/**
 * GET /auth/xero?ticket=…: spends the ticket (one UPDATE, so two tabs cannot both use it), binds a
 * fresh state and PKCE verifier to it, and answers Xero's sign-in address and the state, which the
 * route leaves in this browser (browser-binding.ts) for the callback to find.
 */
export async function startSignIn(
  { db, xero, appUrl }: Ctx,
  ticket: unknown,
  now = new Date(),
): Promise<{ location: string; state: string }> {
  if (typeof ticket !== 'string' || !ticket) throw new ConnectFailed('invalid_ticket');
  const state = randomBytes(32).toString('base64url');
  const pkce = createPkce();
  const [spent] = await db
    .update(xeroConnectTickets)
    .set({ usedAt: now, oauthState: state, codeVerifier: pkce.verifier })
    .where(
      and(
        eq(xeroConnectTickets.ticketHash, hashOf(ticket)),
        isNull(xeroConnectTickets.usedAt),
        gt(xeroConnectTickets.expiresAt, now),
      ),
    )
    .returning({ companyId: xeroConnectTickets.companyId });
  if (!spent) throw new ConnectFailed('invalid_ticket');
  if (!xero.settings) throw new ConnectFailed('not_configured');
  const location = createXeroOAuth(xero.settings).authorizeUrl({
    redirectUri: `${appUrl}${XERO_CALLBACK_PATH}`,
    state,
    codeChallenge: pkce.challenge,
  });
  return { location, state };
}

type Logged = { companyId: number; userId: number };

/** Runs one call to Xero and writes it to the company's log, whatever its outcome. */
async function logged<T>(
  db: Db,
  who: Logged,
  call: { operation: string; method: string; url: string; token?: { expiresAt: Date } | null },
  run: () => Promise<T>,
  describe: (result: T) => unknown = () => null,
): Promise<T> {
  const started = performance.now();
  const entry = {
    ...who,
    operation: call.operation,
    method: call.method,
    url: call.url,
    token: call.token ? { hasAccessToken: true, expiresAt: call.token.expiresAt } : null,
  };
  try {
    const result = await run();
    await recordXeroCall(db, {
      ...entry,
      statusCode: 200,
      durationMs: performance.now() - started,
      responseBody: describe(result),
    });
    return result;
  } catch (err) {
    const auth = err instanceof XeroAuthError ? err : null;
    await recordXeroCall(db, {
      ...entry,
      statusCode: auth?.status ?? null,
      durationMs: performance.now() - started,
      error: auth ? `${auth.error}${auth.detail ? `: ${auth.detail}` : ''}` : 'Unexpected failure',
    });
    throw err;
  }
}

/** The organisation to connect: the first the sign-in connected, an organisation before a practice. */
export function chooseTenant(connections: XeroConnection[]): XeroConnection | null {
  return connections.find((c) => c.tenantType === 'ORGANISATION') ?? connections[0] ?? null;
}

/** Xero's refusal of the scopes an app asked for: `invalid_scope`, or `unauthorized_client` 'Invalid scope for client'. */
const isScopeRefusal = (err: XeroAuthError): boolean =>
  err.error === 'invalid_scope' || (err.error === 'unauthorized_client' && /scope/i.test(err.detail ?? ''));

const reasonOf = (err: XeroAuthError): XeroConnectReason => {
  if (isScopeRefusal(err)) return 'invalid_scope';
  switch (err.error) {
    case 'access_denied':
    case 'invalid_state':
    case 'invalid_grant':
    case 'network_error':
      return err.error;
    default:
      return 'server_error';
  }
};

/** Takes the sign-in bound to `state` (cleared as it is read, so a replayed callback finds nothing). */
async function takeSignIn(db: Db, state: string, now: Date) {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({
        id: xeroConnectTickets.id,
        companyId: xeroConnectTickets.companyId,
        userId: xeroConnectTickets.userId,
        codeVerifier: xeroConnectTickets.codeVerifier,
      })
      .from(xeroConnectTickets)
      .where(
        and(
          eq(xeroConnectTickets.oauthState, state),
          gt(xeroConnectTickets.usedAt, new Date(now.getTime() - SIGN_IN_TTL_MS)),
        ),
      )
      .for('update');
    if (!ticket?.codeVerifier) return null;
    await tx
      .update(xeroConnectTickets)
      .set({ oauthState: null, codeVerifier: null })
      .where(eq(xeroConnectTickets.id, ticket.id));
    return { companyId: ticket.companyId, userId: ticket.userId, codeVerifier: ticket.codeVerifier };
  });
}

/**
 * GET /auth/xero/callback: the state must belong to a spent ticket whose sign-in began under 15
 * minutes ago, and `boundState` (this browser's cookie) must name it: a callback in another browser
 * ends that sign-in with nothing connected. Then the code is exchanged, the organisation that
 * sign-in connected is found, and the connection saved for the ticket's company. Every Xero call is
 * logged.
 */
export async function finishSignIn(
  { db, xero, appUrl }: Ctx,
  query: Record<string, unknown>,
  boundState: string | null,
  origin?: Origin,
  now = new Date(),
): Promise<void> {
  const state = typeof query.state === 'string' ? query.state : '';
  const signIn = state ? await takeSignIn(db, state, now) : null;
  if (!signIn) throw new ConnectFailed(query.error === 'access_denied' ? 'access_denied' : 'invalid_state');
  if (!sameBrowser(boundState, state)) throw new ConnectFailed('other_browser');
  if (!xero.settings) throw new ConnectFailed('not_configured');
  const settings = xero.settings;
  const who = { companyId: signIn.companyId, userId: signIn.userId };
  try {
    const code = readCallback(query, state);
    const oauth = createXeroOAuth(settings);
    const tokens = await logged(
      db,
      who,
      { operation: 'exchangeCode', method: 'POST', url: `${settings.identityUrl}${XERO_PATHS.token}` },
      () =>
        oauth.exchangeCode({
          code,
          redirectUri: `${appUrl}${XERO_CALLBACK_PATH}`,
          codeVerifier: signIn.codeVerifier,
        }),
      (t: XeroTokenSet) => ({
        token_type: 'Bearer',
        expires_at: t.expiresAt.toISOString(),
        scope: t.scope.join(' '),
      }),
    );
    const connections = await logged(
      db,
      who,
      {
        operation: 'listConnections',
        method: 'GET',
        url: `${settings.apiUrl}${XERO_PATHS.connections}${tokens.authEventId ? `?authEventId=${tokens.authEventId}` : ''}`,
        token: { expiresAt: tokens.expiresAt },
      },
      () => listConnections(settings, tokens.accessToken, { authEventId: tokens.authEventId }),
      (list) => list,
    );
    const tenant = chooseTenant(connections);
    if (!tenant) throw new ConnectFailed('no_organisation');
    const tenantName = tenant.tenantName ?? 'Xero organisation';
    await db.transaction(async (tx) => {
      await saveXeroConnection(tx, xero.cipher, {
        companyId: signIn.companyId,
        tenantId: tenant.tenantId,
        tenantName,
        connectionId: tenant.id,
        tokens,
        connectedById: signIn.userId,
      });
      const subject = { type: 'xero' as const, id: null, label: tenantName };
      await recordActivity(
        tx,
        { ...who, origin },
        { kind: 'xero.connected', subject, after: { organisation: tenantName } },
      );
    });
  } catch (err) {
    if (err instanceof XeroAuthError) throw new ConnectFailed(reasonOf(err));
    throw err;
  }
}

/**
 * DELETE /api/xero/disconnect: revokes the refresh token at Xero (which ends the connection there),
 * logged; a refusal or an unreachable Xero still disconnects here. Disconnected already is fine.
 */
export async function disconnect({ db, xero }: Ctx, actor: Actor) {
  let stored = null;
  try {
    stored = await loadXeroConnection(db, xero.cipher, actor.companyId);
  } catch {
    // Tokens sealed with another key cannot be revoked; the row still goes.
  }
  if (stored && xero.settings) {
    const settings = xero.settings;
    const refreshToken = stored.refreshToken;
    await logged(
      db,
      { companyId: actor.companyId, userId: actor.userId },
      { operation: 'revokeToken', method: 'POST', url: `${settings.identityUrl}${XERO_PATHS.revocation}` },
      () => createXeroOAuth(settings).revoke(refreshToken),
    ).catch(() => undefined);
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ tenantName: xeroConnections.tenantName })
      .from(xeroConnections)
      .where(eq(xeroConnections.companyId, actor.companyId));
    await deleteXeroConnection(tx, actor.companyId);
    const subject = { type: 'xero' as const, id: null, label: row?.tenantName ?? 'Xero' };
    if (row)
      await recordActivity(tx, actor, {
        kind: 'xero.disconnected',
        subject,
        before: { organisation: row.tenantName },
      });
  });
  return { connected: false as const };
}
