import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeClock, type FakeClock } from '../../../../simulators/xero/clock';
import type { XeroSimulator } from '../../../../simulators/xero/server';
import type { XeroSimulatorOptions } from '../../../../simulators/xero/options';
import { freshDatabase } from '../../../../tests/support/database';
import type { Database } from '../../db/client';
import { createCompany } from '../../db/factories';
import { xeroApiLogs, xeroConnections } from '../../db/schema';
import {
  isMissingScopeReply,
  XERO_EXPIRED_MESSAGE,
  XeroConnectionExpiredError,
  XeroMissingPermissionsError,
  XeroNotConnectedError,
} from './api-errors';
import { xeroClient, type XeroClientOptions } from './client';
import { loadXeroConnection } from './connection-store';
import { createXeroOAuth } from './oauth';
import { connectCompany, simulatedXero } from '../../../../tests/support/xero';
import { createTokenCipher } from './token-crypto';

let database: Database;
const cipher = createTokenCipher(randomBytes(32));
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const started: XeroSimulator[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((sim) => sim.close()));
});

/** A company connected to a fresh simulated Xero whose clock the test moves. */
async function connected(options: XeroSimulatorOptions = {}, clientOptions: XeroClientOptions = {}) {
  const clock: FakeClock = fakeClock(Date.now());
  const { sim, settings } = await simulatedXero({ clock, ...options });
  started.push(sim);
  const company = await createCompany(database.db);
  const { refreshToken } = await connectCompany(database.db, cipher, settings, company.id);
  const ctx = { database, xero: { settings, cipher } };
  const client = xeroClient(ctx, company.id, null, clientOptions);
  const logs = () =>
    database.db
      .select()
      .from(xeroApiLogs)
      .where(eq(xeroApiLogs.companyId, company.id))
      .orderBy(xeroApiLogs.id);
  const rotated = () =>
    [...sim.context.store.refreshTokens.values()].filter((t) => t.rotatedAt !== null).length;
  const fault = (body: object) =>
    fetch(`${sim.baseUrl}/__control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { sim, settings, clock, company, client, ctx, logs, rotated, fault, refreshToken };
}

const taxRates = { operation: 'getTaxRates', method: 'GET', path: '/TaxRates' } as const;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err,
  );

describe('the Xero client, against the simulated Xero', () => {
  it('calls with the tenant and a bearer token and logs the call without the host', async () => {
    const x = await connected();
    const reply = await x.client.call({ ...taxRates, query: { where: undefined } });
    expect(reply.status).toBe(200);
    expect((reply.body as { TaxRates: unknown[] }).TaxRates.length).toBeGreaterThan(3);
    const [log] = await x.logs();
    expect(log).toMatchObject({
      operation: 'getTaxRates',
      endpoint: '/api.xro/2.0/TaxRates',
      method: 'GET',
      success: true,
      responseStatus: 200,
    });
  });

  it('refreshes ONCE when the token expires mid-session under 20 concurrent calls', async () => {
    const x = await connected({ limits: { concurrent: 50 } });
    x.clock.advance(31 * 60_000); // Xero's clock: the access token has expired; ours still trusts it.
    const replies = await Promise.all(Array.from({ length: 20 }, () => x.client.call(taxRates)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(x.rotated()).toBe(1);
    const logs = await x.logs();
    expect(logs.filter((l) => l.operation === 'refreshToken')).toHaveLength(1);
    expect(logs.filter((l) => l.operation === 'getTaxRates' && l.success)).toHaveLength(20);
    expect(logs.filter((l) => l.responseStatus === 401).length).toBeGreaterThan(0);
    const stored = await loadXeroConnection(database.db, cipher, x.company.id);
    expect(stored!.refreshToken).not.toBe(x.refreshToken);
  });

  it('refreshes once across processes: the row lock, not shared memory, keeps it to one', async () => {
    const x = await connected({ limits: { concurrent: 50 } });
    // Another server process: the same database, none of this process's memory (its own client key).
    const elsewhere = { ...x.ctx, database: { db: Object.create(database.db) as Database['db'] } };
    x.clock.advance(31 * 60_000);
    const calls = [
      ...Array.from({ length: 5 }, () => x.client.call(taxRates)),
      ...Array.from({ length: 5 }, () => xeroClient(elsewhere, x.company.id, null).call(taxRates)),
    ];
    expect((await Promise.all(calls)).every((r) => r.status === 200)).toBe(true);
    expect(x.rotated()).toBe(1);
    expect((await x.logs()).filter((l) => l.operation === 'refreshToken')).toHaveLength(1);
  });

  it('refreshes before a call when the token ends within a minute', async () => {
    const x = await connected();
    x.clock.advance(29.5 * 60_000);
    await database.db
      .update(xeroConnections)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 30_000) })
      .where(eq(xeroConnections.companyId, x.company.id));
    await x.client.call(taxRates);
    expect((await x.logs()).map((l) => [l.operation, l.responseStatus])).toEqual([
      ['refreshToken', 200],
      ['getTaxRates', 200],
    ]);
  });

  it('keeps the connection when the refresh reply is lost in flight; the next call succeeds', async () => {
    const x = await connected();
    x.clock.advance(31 * 60_000);
    expect((await x.fault({ count: 1, kind: 'drop', target: 'token' })).status).toBe(200);
    const err = await failure(x.client.call(taxRates));
    expect(err).toMatchObject({ code: 'UPSTREAM' });
    const kept = await loadXeroConnection(database.db, cipher, x.company.id);
    expect(kept!.refreshToken).toBe(x.refreshToken); // Xero rotated it, but its reply never came.
    expect((await x.client.call(taxRates)).status).toBe(200);
    const stored = await loadXeroConnection(database.db, cipher, x.company.id);
    expect(stored!.refreshToken).not.toBe(x.refreshToken);
  });

  it('waits out a 429 as Retry-After asks', async () => {
    // The test's clock: a wait the client asks for is noted, and is over once the slow call has ended.
    const waits: number[] = [];
    let slowEnded: Promise<unknown> = Promise.resolve();
    const sleep = async (ms: number) => {
      waits.push(ms);
      await slowEnded;
    };
    const x = await connected({ limits: { concurrent: 1 } }, { sleep });
    await x.fault({ count: 1, kind: 'slow', delayMs: 1500 });
    const slow = x.client.call(taxRates);
    slowEnded = slow.catch(() => {});
    // The simulator takes the fault once the slow call holds the organisation's one slot.
    await vi.waitFor(() => expect(x.sim.context.faults.pending()).toEqual([]), { timeout: 10_000 });
    const waited = await x.client.call({ operation: 'getContacts', method: 'GET', path: '/Contacts' });
    expect(waited.status).toBe(200);
    expect((await slow).status).toBe(200);
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.every((ms) => ms === 1000)).toBe(true);
    const contactLogs = (await x.logs()).filter((l) => l.operation === 'getContacts');
    expect(contactLogs.map((l) => l.responseStatus)).toEqual([...waits.map(() => 429), 200]);
  });

  it('repeats an idempotent call after a 503, never a write without an Idempotency-Key', async () => {
    const x = await connected({}, { sleep: async () => {} });
    const contact = (name: string, idempotencyKey?: string) =>
      x.client.call({
        operation: 'createContact',
        method: 'PUT',
        path: '/Contacts',
        body: { Contacts: [{ Name: name }] },
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
    const names = () => x.sim.context.store.books.get(x.sim.tenantId)!.contacts.map((c) => c.Name);

    await x.fault({ count: 1, kind: '503' });
    expect((await contact('Once Only Pty Ltd', 'key-once')).status).toBe(200);
    expect(names().filter((n) => n === 'Once Only Pty Ltd')).toHaveLength(1);

    await x.fault({ count: 1, kind: '503' });
    expect(await failure(contact('Never Twice Pty Ltd'))).toMatchObject({ code: 'UPSTREAM', status: 503 });
    expect(names()).not.toContain('Never Twice Pty Ltd');

    await x.fault({ count: 1, kind: '503' });
    expect((await x.client.call(taxRates)).status).toBe(200);
    const statuses = (await x.logs()).map((l) => [l.operation, l.responseStatus]);
    expect(statuses).toEqual([
      ['createContact', 503],
      ['createContact', 200],
      ['createContact', 503],
      ['getTaxRates', 503],
      ['getTaxRates', 200],
    ]);
  });

  it("answers 002's expired text when the refresh token was revoked, and keeps the connection", async () => {
    const x = await connected();
    await createXeroOAuth(x.settings).revoke(x.refreshToken);
    // The revoked grant's access token is refused outright (401 AuthenticationUnsuccessful): reconnect.
    const refused = await failure(x.client.call(taxRates));
    expect(refused).toBeInstanceOf(XeroConnectionExpiredError);
    // Once the token is due, the refresh itself is refused with invalid_grant.
    await database.db
      .update(xeroConnections)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(xeroConnections.companyId, x.company.id));
    const err = await failure(x.client.call(taxRates));
    expect(err).toBeInstanceOf(XeroConnectionExpiredError);
    expect((err as Error).message).toBe(
      'Your Xero connection has expired. Please reconnect to Xero and try again.',
    );
    expect(XERO_EXPIRED_MESSAGE).toBe((err as Error).message);
    expect(await loadXeroConnection(database.db, cipher, x.company.id)).not.toBeNull();
    const refresh = (await x.logs()).find((l) => l.operation === 'refreshToken');
    expect(refresh).toMatchObject({ success: false, responseStatus: 400 });
  });

  it("answers 'Missing Permissions', not 'expired', when Xero refuses for a scope (AuthorizationUnsuccessful)", async () => {
    const x = await connected();
    await x.fault({ count: 1, kind: 'missing_scope' });
    const err = await failure(x.client.call(taxRates));
    expect(err).toBeInstanceOf(XeroMissingPermissionsError);
    expect(err).not.toBeInstanceOf(XeroConnectionExpiredError);
    expect((err as Error).message).toMatch(/^Missing Permissions: /);
    // Refused once, the next call goes through: nothing was refreshed or disconnected.
    expect((await x.client.call(taxRates)).status).toBe(200);
    expect(x.rotated()).toBe(0);
  });

  it('reads the bearer form of the refusal too (insufficient_scope)', () => {
    expect(isMissingScopeReply(401, { Detail: 'AuthorizationUnsuccessful' })).toBe(true);
    expect(isMissingScopeReply(403, { error: 'insufficient_scope' })).toBe(true);
    const bearer = new Headers({ 'www-authenticate': 'Bearer error="insufficient_scope"' });
    expect(isMissingScopeReply(401, null, bearer)).toBe(true);
    expect(isMissingScopeReply(401, { Detail: 'TokenExpired: token expired at 11/24/2026 03:30:00' })).toBe(
      false,
    );
    expect(isMissingScopeReply(403, { Detail: 'AuthenticationUnsuccessful' })).toBe(false);
  });

  it('refuses a company with no connection', async () => {
    const x = await connected();
    const other = await createCompany(database.db);
    const err = await failure(xeroClient(x.ctx, other.id, null).call(taxRates));
    expect(err).toBeInstanceOf(XeroNotConnectedError);
  });

  it('logs every call with no token text', async () => {
    const x = await connected({ limits: { concurrent: 50 } }, { sleep: async () => {} });
    x.clock.advance(31 * 60_000);
    await Promise.all([x.client.call(taxRates), x.client.call(taxRates)]);
    await x.fault({ count: 1, kind: '500' });
    await x.client.call({
      operation: 'getContacts',
      method: 'GET',
      path: '/Contacts',
      query: { searchTerm: 'ac' },
    });
    const logs = await x.logs();
    expect(logs.length).toBeGreaterThanOrEqual(5);
    const text = JSON.stringify(logs);
    const secrets = [...x.sim.context.store.accessTokens.keys(), ...x.sim.context.store.refreshTokens.keys()];
    expect(secrets.length).toBeGreaterThan(2);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(logs.find((l) => l.operation === 'getContacts' && l.success)?.requestQueryParams).toEqual({
      searchTerm: 'ac',
    });
  });
});
