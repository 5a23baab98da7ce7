import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { xeroApiLogs, xeroConnections } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client, type TestInput } from '../../../../../tests/support/client';
import { bearer, companyWithTeam } from '../../../../../tests/support/people';
import { recordXeroCall, type XeroCallEntry } from '../../../integrations/xero/call-log';
import { REMOVED } from '../../../integrations/xero/redact';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Team = Awaited<ReturnType<typeof companyWithTeam>>;
type Role = 'admin' | 'office';

const api = client(() => t);
const ok = <T extends { statusCode: number; body: string }>(res: T) => {
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const apiLogs = async (
  team: Team,
  query: TestInput<'GET /api/xero-api-logs'>['query'] = {},
  who: Role = 'admin',
) => ok(await api('GET /api/xero-api-logs', team[who], { query })).json();
const debugLogs = async (team: Team, query: TestInput<'GET /api/xero/logs'>['query'] = {}) =>
  ok(await api('GET /api/xero/logs', team.admin, { query })).json();
const statsOf = async (team: Team) => ok(await api('GET /api/xero/logs/stats', team.admin)).json();
const statusOf = async (team: Team, who: Role = 'admin') =>
  ok(await api('GET /api/xero/status', team[who])).json();

const call = (team: Team, entry: Partial<XeroCallEntry> & Pick<XeroCallEntry, 'operation' | 'url'>) =>
  recordXeroCall(t.db, {
    companyId: team.company.id,
    method: 'GET',
    statusCode: 200,
    statusText: 'OK',
    durationMs: 100,
    ...entry,
  });

/** A company's calls of every kind: a token exchange, invoices, employees, a failure, a System call. */
async function seedCalls(team: Team) {
  await call(team, {
    operation: 'exchangeCode',
    method: 'POST',
    url: 'https://identity.xero.com/connect/token',
    requestBody: 'grant_type=authorization_code&code=the-code&code_verifier=the-verifier',
    responseBody: { access_token: 'eyJ.access', refresh_token: 'refresh-1', expires_in: 1800 },
    durationMs: 300,
    userId: team.admin.id,
  });
  await call(team, {
    operation: 'createInvoice',
    method: 'PUT',
    url: 'https://api.xero.com/api.xro/2.0/Invoices?summarizeErrors=false',
    requestBody: { Invoices: [{ Type: 'ACCREC', LineItems: [{ AccountCode: '200' }] }] },
    token: { hasAccessToken: true, expiresAt: new Date(Date.now() + 60_000), refreshed: true },
    durationMs: 2500,
    userId: team.office.id,
  });
  await call(team, {
    operation: 'getEmployees',
    url: 'https://api.xero.com/payroll.xro/1.0/Employees',
    statusCode: 401,
    statusText: 'Unauthorized',
    error: 'TokenExpired: token expired at Bearer abc.def',
    responseBody: '<html>Unauthorized</html>',
    token: { hasAccessToken: true, expiresAt: new Date(Date.now() - 1000) },
    durationMs: 6100,
    userId: team.admin.id,
  });
  await call(team, {
    operation: 'getTaxRates',
    url: '/api.xro/2.0/TaxRates',
    statusCode: null,
    statusText: null,
    error: 'socket hang up',
    durationMs: 0,
  });
}

describe('recordXeroCall', () => {
  it('keeps the path without the host, the query, and no token anywhere', async () => {
    const team = await companyWithTeam(t.db);
    await seedCalls(team);
    const rows = await t.db.select().from(xeroApiLogs).where(eq(xeroApiLogs.companyId, team.company.id));
    const stored = JSON.stringify(rows);
    for (const secret of ['the-code', 'the-verifier', 'eyJ.access', 'refresh-1', 'abc.def']) {
      expect(stored).not.toContain(secret);
    }
    const invoice = rows.find((row) => row.operation === 'createInvoice')!;
    expect(invoice).toMatchObject({
      endpoint: '/api.xro/2.0/Invoices',
      method: 'PUT',
      success: true,
      requestQueryParams: { summarizeErrors: 'false' },
      tokenInfo: { hasAccessToken: true, isExpired: false, refreshed: true },
    });
    const token = rows.find((row) => row.operation === 'exchangeCode')!;
    expect(token.requestBody).toBe(`grant_type=authorization_code&code=${REMOVED}&code_verifier=${REMOVED}`);
    expect(token.responseBody).toEqual({ access_token: REMOVED, refresh_token: REMOVED, expires_in: 1800 });
    const dropped = rows.find((row) => row.operation === 'getTaxRates')!;
    expect(dropped).toMatchObject({
      success: false,
      responseStatus: null,
      errorDescription: 'socket hang up',
    });
  });
});

describe('Xero log routes', () => {
  it('list the caller company’s calls newest first, filtered on the server, with the filter’s count', async () => {
    const a = await companyWithTeam(t.db);
    const b = await companyWithTeam(t.db);
    await seedCalls(a);
    await call(b, { operation: 'otherCompany', url: '/api.xro/2.0/Invoices' });

    const all = await apiLogs(a, {}, 'office');
    expect(all.total).toBe(4);
    expect(all.logs.map((l) => l.operation)).toEqual([
      'getTaxRates',
      'getEmployees',
      'createInvoice',
      'exchangeCode',
    ]);
    expect(all.logs.find((l) => l.operation === 'createInvoice')).toMatchObject({
      userId: a.office.id,
      userName: `${a.office.firstName} ${a.office.lastName}`.trim(),
    });
    expect(all.logs[0]).toMatchObject({ userId: null, userName: null, statusCode: null });

    const ops = async (filter: 'success' | 'errors' | 'oauth' | 'employees' | 'invoices') =>
      (await apiLogs(a, { filter })).logs.map((l) => l.operation);
    expect(await ops('success')).toEqual(['createInvoice', 'exchangeCode']);
    expect(await ops('errors')).toEqual(['getTaxRates', 'getEmployees']);
    expect(await ops('oauth')).toEqual(['exchangeCode']);
    expect(await ops('employees')).toEqual(['getEmployees']);
    expect(await ops('invoices')).toEqual(['createInvoice']);

    const page = await apiLogs(a, { limit: 2, offset: 1 });
    expect(page).toMatchObject({ total: 4 });
    expect(page.logs.map((l) => l.operation)).toEqual(['getEmployees', 'createInvoice']);

    // Raw inject: query strings the route's query type refuses (the client sends typed queries only).
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/xero-api-logs?filter=maybe&limit=0',
      headers: bearer(a.admin),
    });
    expect(bad.statusCode).toBe(400);
    const tooMany = await api('GET /api/xero-api-logs', a.admin, { query: { limit: 501 } });
    expect(tooMany.statusCode).toBe(400);

    const debug = await debugLogs(a, { errors_only: 'true', count: 50 });
    expect(debug.logs.map((l) => l.operation)).toEqual(['getTaxRates', 'getEmployees']);
    expect((await debugLogs(a, { count: 1 })).logs).toHaveLength(1);
    expect((await debugLogs(b)).logs.map((l) => l.operation)).toEqual(['otherCompany']);
  });

  it('count calls, failures, the average duration, per operation and the latest errors', async () => {
    const a = await companyWithTeam(t.db);
    await seedCalls(a);
    await call(a, {
      operation: 'createInvoice',
      url: '/api.xro/2.0/Invoices',
      method: 'PUT',
      durationMs: 100,
    });
    const stats = await statsOf(a);
    expect(stats).toMatchObject({
      totalCalls: 5,
      successfulCalls: 3,
      failedCalls: 2,
      averageDurationMs: Math.round((300 + 2500 + 6100 + 0 + 100) / 5),
    });
    expect(stats.operations).toEqual([
      { operation: 'createInvoice', calls: 2, failures: 0 },
      { operation: 'exchangeCode', calls: 1, failures: 0 },
      { operation: 'getEmployees', calls: 1, failures: 1 },
      { operation: 'getTaxRates', calls: 1, failures: 1 },
    ]);
    expect(stats.recentErrors.map((l) => l.operation)).toEqual(['getTaxRates', 'getEmployees']);
    // 002 §7's names for the same counts.
    expect(stats).toMatchObject({
      totalLogs: 5,
      successCount: 3,
      errorCount: 2,
      averageResponseTime: stats.averageDurationMs,
      operationBreakdown: { createInvoice: 2, exchangeCode: 1, getEmployees: 1, getTaxRates: 1 },
    });
    for (const error of stats.recentErrors) {
      expect(error).toMatchObject({ id: expect.any(Number), operation: expect.any(String) });
      expect(error.timestamp).toBe(error.createdAt);
      expect(error.error).toEqual(expect.any(String));
    }

    const empty = await companyWithTeam(t.db);
    expect(await statsOf(empty)).toEqual({
      totalLogs: 0,
      successCount: 0,
      errorCount: 0,
      averageResponseTime: 0,
      operationBreakdown: {},
      totalCalls: 0,
      successfulCalls: 0,
      failedCalls: 0,
      averageDurationMs: 0,
      operations: [],
      recentErrors: [],
    });
  });

  it('Clear Logs deletes the caller company’s calls and no other company’s', async () => {
    const a = await companyWithTeam(t.db);
    const b = await companyWithTeam(t.db);
    await seedCalls(a);
    await seedCalls(b);
    const cleared = await api('DELETE /api/xero/logs', a.office);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ deleted: 4 });
    expect((await apiLogs(a)).total).toBe(0);
    expect((await apiLogs(b)).total).toBe(4);
  });

  it('status: not connected until the company has a connection, then its organisation', async () => {
    const a = await companyWithTeam(t.db);
    expect(await statusOf(a)).toEqual({
      connected: false,
      tenantName: null,
      // Present or missing only (002 §2): no setting's value is in the reply.
      environment: { clientId: false, clientSecret: false, redirectUri: true },
    });
    await t.db.insert(xeroConnections).values({
      companyId: a.company.id,
      tenantId: 'tenant-1',
      tenantName: 'Demo Company (AU)',
      accessTokenEnc: 'x',
      refreshTokenEnc: 'x',
      accessTokenExpiresAt: new Date(),
      scopes: 'openid',
    });
    expect(await statusOf(a, 'office')).toMatchObject({
      connected: true,
      tenantName: 'Demo Company (AU)',
    });
    const b = await companyWithTeam(t.db);
    expect(await statusOf(b)).toMatchObject({ connected: false, tenantName: null });
  });

  it('status: says the Xero app is configured without giving its client id, secret or return address', async () => {
    const configured = await createTestApp({
      XERO_CLIENT_ID: 'C0FFEE0123456789',
      XERO_CLIENT_SECRET: 'the-client-secret-value',
    });
    try {
      const a = await companyWithTeam(configured.db);
      const res = await client(() => configured)('GET /api/xero/status', a.admin);
      expect(res.json()).toMatchObject({
        environment: { clientId: true, clientSecret: true, redirectUri: true },
      });
      for (const value of ['C0FFEE0123456789', 'the-client-secret-value', '/auth/xero/callback'])
        expect(res.body).not.toContain(value);
    } finally {
      await configured.close();
    }
  });

  it('are for admin and office only', async () => {
    const a = await companyWithTeam(t.db);
    for (const who of ['worker', 'foreman'] as const) {
      for (const key of [
        'GET /api/xero-api-logs',
        'GET /api/xero/logs',
        'GET /api/xero/logs/stats',
        'DELETE /api/xero/logs',
        'GET /api/xero/status',
      ] as const) {
        const res = await api(key, a[who]);
        expect(res.statusCode, `${who} ${key}`).toBe(403);
      }
    }
  });
});
