import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRequests, emailLogs } from '../../../db/schema';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client as testClient } from '../../../../../tests/support/client';
import { companyWithTeam } from '../../../../../tests/support/people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'founder@sitedockets.test' });
});
afterAll(() => t.close());

const call = testClient(() => t);

describe('e-mail logs', () => {
  it('show each company only its own mail, its text without one-time links, filtered by status', async () => {
    const a = await companyWithTeam(t.db);
    const b = await companyWithTeam(t.db);
    const invite = (team: typeof a, email: string) =>
      call('POST /api/companies/:companyId/invitations', team.admin, {
        params: { companyId: team.company.id },
        body: { email, firstName: 'A', lastName: 'B', role: 'worker' },
      });
    await invite(a, 'first@a.example');
    await invite(b, 'second@b.example');

    const logs = (await call('GET /api/admin/email-logs', a.office)).json();
    expect(logs.map((l) => l.to)).toEqual(['first@a.example']);
    expect(logs[0]).toMatchObject({ status: 'not_sent', emailType: 'invitation' });
    expect(logs[0]!.text).toContain('Accept invitation: link removed');
    expect(logs[0]!.html).toContain('Accept invitation');

    const failedOnly = await call('GET /api/admin/email-logs', a.admin, { query: { status: 'failed' } });
    expect(failedOnly.json()).toEqual([]);
    // A status the query schema refuses: the client has no `raw` for a query, so the type is waived.
    const badFilter = await call('GET /api/admin/email-logs', a.admin, {
      query: { status: 'maybe' } as never,
    });
    expect(badFilter.statusCode).toBe(400);
  });
});

describe('demo requests', () => {
  it('are stored and mailed to support', async () => {
    const res = await call('POST /api/demo-request', null, {
      body: { businessName: 'Kelly Plumbing', phone: '0400 000 111', email: 'owner@kelly.example' },
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.email, 'owner@kelly.example'));
    expect(stored).toMatchObject({ businessName: 'Kelly Plumbing', phone: '0400 000 111' });
    const [mail] = await t.db.select().from(emailLogs).where(eq(emailLogs.emailType, 'demo_request'));
    expect(mail).toMatchObject({
      to: 'founder@sitedockets.test',
      companyId: null,
      subject: 'Demo request: Kelly Plumbing',
    });
    expect(mail!.text).toContain('0400 000 111');
  });

  it('validates with the spec messages and limits each client', async () => {
    const res = await call('POST /api/demo-request', null, {
      body: { businessName: '', phone: '', email: 'x' },
      remoteAddress: '10.3.3.3',
    });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: { message: string }[] }>(res).errors.map((e) => e.message)).toEqual([
      'Business name is required',
      'Phone number is required',
      'Valid email is required',
    ]);
    const ok = { businessName: 'B', phone: '1', email: 'b@example.com' };
    for (let i = 0; i < 4; i++) {
      expect(
        (await call('POST /api/demo-request', null, { body: ok, remoteAddress: '10.3.3.3' })).statusCode,
      ).toBe(201);
    }
    const limited = await call('POST /api/demo-request', null, { body: ok, remoteAddress: '10.3.3.3' });
    expect(limited.statusCode).toBe(429);
    expect(body(limited).message).toBe('Too many demo requests from this address. Please call us instead.');
  });
});

describe('versions', () => {
  it('lists releases newest first and records the version a user runs', async () => {
    const team = await companyWithTeam(t.db);
    const list = await call('GET /api/versions', team.worker);
    expect(list.statusCode).toBe(200);
    await call('PUT /api/auth/me/app-version', team.worker, { body: { version: '9.9.9' } });
    const me = (await call('GET /api/auth/me', team.worker)).json();
    expect(me.user.currentAppVersion).toBe('9.9.9');
  });
});
