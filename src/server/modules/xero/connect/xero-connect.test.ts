import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startXeroSimulator, type XeroSimulator } from '../../../../../simulators/xero/server';
import { companies, xeroApiLogs, xeroConnections, xeroConnectTickets } from '../../../db/schema';
import { loadXeroConnection, saveXeroConnection } from '../../../integrations/xero/connection-store';
import { createXeroOAuth } from '../../../integrations/xero/oauth';
import { createTokenCipher } from '../../../integrations/xero/token-crypto';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { companyWithTeam } from '../../../../../tests/support/people';
import { simulatorEnv } from '../../../../../tests/support/xero';

let sim: XeroSimulator;
let t: TestApp;
const call = client(() => t);

beforeAll(async () => {
  sim = await startXeroSimulator({ port: 0, mode: 'test' });
  t = await createTestApp(simulatorEnv(sim));
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

/** The app's own cipher: the test app is given its TOKEN_ENCRYPTION_KEY. */
const cipherOf = () => createTokenCipher(t.config.tokenEncryptionKey!);

async function xeroTeam() {
  const team = await companyWithTeam(t.db);
  await t.db.update(companies).set({ accountingSoftware: 'xero' }).where(eq(companies.id, team.company.id));
  return team;
}

async function ticketUrl(who: { token: string }): Promise<string> {
  const res = await call('POST /api/xero/connect-ticket', who);
  expect(res.statusCode).toBe(200);
  const { url } = res.json();
  expect(url).toMatch(/^\/auth\/xero\?ticket=[\w-]{43}$/);
  return url;
}

/** The next call to Xero's `target` meets `kind` (the simulator's test control). */
async function fault(kind: string, target: 'api' | 'token') {
  const res = await fetch(`${sim.baseUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count: 1, kind, target }),
  });
  expect(res.ok).toBe(true);
}

/** A browser's cookies for the product (the sign-in's binding cookie is the only one it is given). */
type Jar = { cookie: string | null };
/** The browser most tests use; `newBrowser()` makes another. */
let browser: Jar = { cookie: null };
const newBrowser = (): Jar => ({ cookie: null });

/** `browser` at the product: the redirect it is given, keeping or dropping the cookie as told. */
async function open(url: string, jar: Jar = browser): Promise<string> {
  // Raw inject: a browser's visit to /auth/xero pages (cookies and redirects), not an API call.
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: jar.cookie ? { cookie: jar.cookie } : {},
  });
  expect(res.statusCode).toBe(302);
  const set = res.headers['set-cookie'];
  const cookie = Array.isArray(set) ? set[0] : set;
  if (cookie) {
    const pair = cookie.split(';')[0]!;
    jar.cookie = /Max-Age=0(;|$)/.test(cookie) ? null : pair;
  }
  return res.headers.location as string;
}

/** The browser on the simulated sign-in page pressing Allow access or Cancel: where Xero sends it back. */
async function consent(authorizeUrl: string, decision: 'allow' | 'deny'): Promise<string> {
  const html = await (await fetch(authorizeUrl)).text();
  expect(html).toContain('Simulated Xero');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(
      name!,
      value!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
    );
  }
  form.set('decision', decision);
  const res = await fetch(new URL(action, authorizeUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe('http://sitedockets.test/auth/xero/callback');
  return `${back.pathname}${back.search}`;
}

async function connect(who: { token: string }) {
  const authorize = await open(await ticketUrl(who));
  expect(authorize.startsWith(`${sim.baseUrl}/identity/connect/authorize?`)).toBe(true);
  return open(await consent(authorize, 'allow'));
}

describe('connecting a company to Xero', () => {
  beforeEach(() => {
    browser = newBrowser();
  });

  it('connects through the sign-in page, stores the tokens sealed, and logs the calls without secrets', async () => {
    const { company, admin } = await xeroTeam();
    expect(await connect(admin)).toBe('/settings?tab=xero&xero=connected');

    const status = (await call('GET /api/xero/status', admin)).json();
    expect(status).toMatchObject({ connected: true, tenantName: expect.any(String) });

    const stored = await loadXeroConnection(t.db, cipherOf(), company.id);
    expect(stored).toMatchObject({ tenantId: sim.tenantId, connectionId: expect.any(String) });
    const [row] = await t.db.select().from(xeroConnections).where(eq(xeroConnections.companyId, company.id));
    expect(row!.connectedById).toBe(admin.id);
    for (const secret of [stored!.accessToken, stored!.refreshToken]) {
      expect(JSON.stringify(row)).not.toContain(secret);
    }

    const logs = await t.db.select().from(xeroApiLogs).where(eq(xeroApiLogs.companyId, company.id));
    expect(logs.map((l) => [l.operation, l.method, l.endpoint, l.success])).toEqual([
      ['exchangeCode', 'POST', '/connect/token', true],
      ['listConnections', 'GET', '/connections', true],
    ]);
    const logText = JSON.stringify(logs);
    for (const secret of [stored!.accessToken, stored!.refreshToken]) expect(logText).not.toContain(secret);
    expect(logText).not.toMatch(/eyJ[\w-]+\.[\w-]+/);

    // The spent ticket keeps neither its state nor the PKCE verifier.
    const tickets = await t.db
      .select()
      .from(xeroConnectTickets)
      .where(eq(xeroConnectTickets.companyId, company.id));
    expect(tickets).toEqual([expect.objectContaining({ oauthState: null, codeVerifier: null })]);
    expect(tickets[0]!.ticketHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a ticket used twice, an expired ticket and a made-up one', async () => {
    const { admin } = await xeroTeam();
    const url = await ticketUrl(admin);
    expect(await open(url)).toContain('/identity/connect/authorize?');
    expect(await open(url)).toBe('/settings?tab=xero&xero=error&reason=invalid_ticket');

    const late = await ticketUrl(admin);
    await t.db
      .update(xeroConnectTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(xeroConnectTickets.ticketHash, hashOfUrl(late)));
    expect(await open(late)).toBe('/settings?tab=xero&xero=error&reason=invalid_ticket');
    expect(await open('/auth/xero?ticket=forged')).toBe(
      '/settings?tab=xero&xero=error&reason=invalid_ticket',
    );
    expect(await open('/auth/xero')).toBe('/settings?tab=xero&xero=error&reason=invalid_ticket');
  });

  it('refuses a forged state and a replayed callback, and connects nothing', async () => {
    const { admin } = await xeroTeam();
    const callback = await consent(await open(await ticketUrl(admin)), 'allow');
    const forged = callback.replace(/state=[^&]+/, 'state=forged-state');
    expect(await open(forged)).toBe('/settings?tab=xero&xero=error&reason=invalid_state');
    expect(await open('/auth/xero/callback')).toBe('/settings?tab=xero&xero=error&reason=invalid_state');
    expect(await open(callback)).toBe('/settings?tab=xero&xero=connected');
    expect(await open(callback)).toBe('/settings?tab=xero&xero=error&reason=invalid_state');
  });

  it('binds the sign-in to the browser that started it with a short-lived HttpOnly, SameSite=Lax cookie', async () => {
    const { admin } = await xeroTeam();
    // Raw inject: the /auth/xero page's Set-Cookie header, not an API call.
    const res = await t.app.inject({ method: 'GET', url: await ticketUrl(admin) });
    expect(res.statusCode).toBe(302);
    const state = new URL(res.headers.location as string).searchParams.get('state');
    expect(res.headers['set-cookie']).toBe(
      `sitedockets_xero_signin=${state}; Path=/auth/xero; Max-Age=900; HttpOnly; SameSite=Lax`,
    );
  });

  it('refuses the callback in another browser, connects nothing, and ends that sign-in', async () => {
    const { admin } = await xeroTeam();
    const callback = await consent(await open(await ticketUrl(admin)), 'allow');
    // Someone else's browser (no cookie, or the cookie of a sign-in of its own) comes back with this code.
    expect(await open(callback, newBrowser())).toBe('/settings?tab=xero&xero=error&reason=other_browser');
    expect((await call('GET /api/xero/status', admin)).json()).toMatchObject({ connected: false });
    expect(await open(callback)).toBe('/settings?tab=xero&xero=error&reason=invalid_state');

    const theirs = newBrowser();
    const other = await xeroTeam();
    await open(await ticketUrl(other.admin), theirs);
    const mine = await consent(await open(await ticketUrl(admin)), 'allow');
    expect(await open(mine, theirs)).toBe('/settings?tab=xero&xero=error&reason=other_browser');
    // Their own sign-in's cookie stays; the connected one's is gone once its callback is done.
    expect(theirs.cookie).not.toBeNull();
    expect(await open(await consent(await open(await ticketUrl(admin)), 'allow'))).toBe(
      '/settings?tab=xero&xero=connected',
    );
    expect(browser.cookie).toBeNull();
    expect((await call('GET /api/xero/status', other.admin)).json()).toMatchObject({ connected: false });
  });

  it('returns with access_denied when the person presses Cancel', async () => {
    const { admin } = await xeroTeam();
    const callback = await consent(await open(await ticketUrl(admin)), 'deny');
    expect(callback).toContain('error=access_denied');
    expect(await open(callback)).toBe('/settings?tab=xero&xero=error&reason=access_denied');
    expect((await call('GET /api/xero/status', admin)).json()).toMatchObject({ connected: false });
  });

  it('returns with invalid_grant when the code does not pass (a code used by someone else)', async () => {
    const { admin } = await xeroTeam();
    const callback = await consent(await open(await ticketUrl(admin)), 'allow');
    const wrongCode = callback.replace(/code=[^&]+/, 'code=not-a-code');
    expect(await open(wrongCode)).toBe('/settings?tab=xero&xero=error&reason=invalid_grant');
  });

  it('returns with network_error when Xero drops the code exchange, and logs the failed call', async () => {
    const { company, admin } = await xeroTeam();
    const callback = await consent(await open(await ticketUrl(admin)), 'allow');
    await fault('drop', 'token');
    expect(await open(callback)).toBe('/settings?tab=xero&xero=error&reason=network_error');
    const logs = await t.db.select().from(xeroApiLogs).where(eq(xeroApiLogs.companyId, company.id));
    expect(logs).toEqual([
      expect.objectContaining({ operation: 'exchangeCode', success: false, responseStatus: null }),
    ]);
    expect((await call('GET /api/xero/status', admin)).json()).toMatchObject({ connected: false });
  });

  it('disconnects: revokes the grant at Xero and deletes the connection', async () => {
    const { company, admin, office } = await xeroTeam();
    await connect(admin);
    const cipher = cipherOf();
    const stored = await loadXeroConnection(t.db, cipher, company.id);

    const res = await call('DELETE /api/xero/disconnect', office);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connected: false });
    expect(await loadXeroConnection(t.db, cipher, company.id)).toBeNull();
    expect((await call('GET /api/xero/status', admin)).json()).toMatchObject({ connected: false });

    const state = (await (await fetch(`${sim.baseUrl}/__control/state`)).json()) as {
      connections: { id: string }[];
    };
    expect(state.connections.map((c) => c.id)).not.toContain(stored!.connectionId);
    const settings = { ...t.config.xero, clientId: sim.clientId, clientSecret: sim.clientSecret };
    await expect(createXeroOAuth(settings).refresh(stored!.refreshToken)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const [revoke] = await t.db.select().from(xeroApiLogs).where(eq(xeroApiLogs.operation, 'revokeToken'));
    expect(revoke).toMatchObject({ companyId: company.id, userId: office.id, success: true });
    expect(JSON.stringify(revoke)).not.toContain(stored!.refreshToken);

    // Disconnected already: still fine.
    expect((await call('DELETE /api/xero/disconnect', office)).statusCode).toBe(200);
  });

  it('still disconnects when Xero cannot be reached to revoke', async () => {
    // A server whose Xero identity address answers nothing.
    const offline = await createTestApp({ ...simulatorEnv(sim), XERO_IDENTITY_URL: 'http://127.0.0.1:9' });
    try {
      const { company, admin } = await companyWithTeam(offline.db);
      await saveXeroConnection(offline.db, createTokenCipher(offline.config.tokenEncryptionKey!), {
        companyId: company.id,
        tenantId: 'tenant',
        tenantName: 'Demo Company (AU)',
        connectionId: 'connection',
        tokens: {
          accessToken: 'access',
          refreshToken: 'refresh-token-value',
          idToken: null,
          expiresAt: new Date(Date.now() + 60_000),
          scope: [],
          authEventId: null,
        },
        connectedById: admin.id,
      });
      const res = await client(() => offline)('DELETE /api/xero/disconnect', admin);
      expect(res.statusCode).toBe(200);
      const rows = await offline.db
        .select()
        .from(xeroConnections)
        .where(eq(xeroConnections.companyId, company.id));
      expect(rows).toEqual([]);
      const logs = await offline.db.select().from(xeroApiLogs).where(eq(xeroApiLogs.companyId, company.id));
      expect(logs).toEqual([
        expect.objectContaining({ operation: 'revokeToken', success: false, responseStatus: null }),
      ]);
      expect(JSON.stringify(logs)).not.toContain('refresh-token-value');
    } finally {
      await offline.close();
    }
  });

  it('returns with invalid_scope when the Xero app may not ask for a scope (created before March 2026)', async () => {
    const olderApp = await startXeroSimulator({
      port: 0,
      mode: 'test',
      client: { refusedScopes: ['accounting.invoices'] },
    });
    const app = await createTestApp(simulatorEnv(olderApp));
    try {
      const team = await companyWithTeam(app.db);
      await app.db
        .update(companies)
        .set({ accountingSoftware: 'xero' })
        .where(eq(companies.id, team.company.id));
      const ticket = (await client(() => app)('POST /api/xero/connect-ticket', team.admin)).json().url;
      const jar = newBrowser();
      const visit = async (url: string) => {
        // Raw inject: a browser's visit to /auth/xero pages (cookies and redirects), not an API call.
        const res = await app.app.inject({
          method: 'GET',
          url,
          headers: jar.cookie ? { cookie: jar.cookie } : {},
        });
        jar.cookie ??= String(res.headers['set-cookie'] ?? '').split(';')[0] ?? null;
        return res.headers.location as string;
      };
      const refused = await fetch(await visit(ticket), { redirect: 'manual' });
      const back = new URL(refused.headers.get('location') ?? '');
      expect(back.searchParams.get('error')).toBe('unauthorized_client');
      expect(await visit(`${back.pathname}${back.search}`)).toBe(
        '/settings?tab=xero&xero=error&reason=invalid_scope',
      );
    } finally {
      await app.close();
      await olderApp.close();
    }
  });

  it('gives a ticket only to a company whose accounting software is Xero', async () => {
    const { admin } = await companyWithTeam(t.db);
    const res = await call('POST /api/xero/connect-ticket', admin);
    expect(res.statusCode).toBe(409);
  });
});

function hashOfUrl(url: string): string {
  const ticket = new URL(url, 'http://x').searchParams.get('ticket') ?? '';
  return createHash('sha256').update(ticket).digest('hex');
}
