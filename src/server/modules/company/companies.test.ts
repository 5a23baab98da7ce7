import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeMappings } from '../../db/schema';
import { body, caller, createTestApp, type TestApp } from '../../../../tests/support/app';
import type { ReplyOf } from '../../../shared/api/reply';
import { bearer, companyWithTeam, signedIn } from '../../../../tests/support/people';

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  other = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const call = caller(() => t);
const info = {
  name: 'Harbourline Civil',
  email: 'office@harbourline.example',
  phone: '02 9637 4410',
  address: '14 Kiora St',
  defaultStartTime: '06:30',
  defaultFinishTime: '15:30',
  approvalDefault: 'manual',
  accountingSoftware: 'quickbooks',
  timeZone: 'Australia/Perth',
};

describe('company info', () => {
  it('saves every field, the time zone included', async () => {
    const res = await call('PUT', `/api/companies/${team.company.id}`, team.office, info);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ ...info, code: team.company.code });
    expect(body(await call('GET', `/api/companies/${team.company.id}`, team.worker))).toMatchObject({
      name: info.name,
      code: null,
    });
  });

  it('takes the spec’s company fields alone (002 §3, §7): what it was not sent stays', async () => {
    const url = `/api/companies/${team.company.id}`;
    await call('PUT', url, team.admin, { ...info, timeZone: 'Australia/Adelaide', abn: '51 824 753 556' });
    const { timeZone: _zone, ...specFields } = { ...info, name: 'Harbourline Civil & Drainage' };
    const res = await call('PUT', url, team.admin, specFields);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ ...specFields, timeZone: 'Australia/Adelaide', abn: '51824753556' });
    const named = await call('PUT', url, team.office, { name: 'Harbourline Civil' });
    expect(body(named)).toMatchObject({ ...info, timeZone: 'Australia/Adelaide', abn: '51824753556' });
  });

  it.each([
    [{ name: '' }, 'Company name is required'],
    [{ email: 'x' }, 'Valid email is required'],
    [{ defaultStartTime: '8:00' }, 'Start time must be in HH:MM format'],
    [{ defaultFinishTime: '17:60' }, 'Finish time must be in HH:MM format'],
    [{ approvalDefault: 'sometimes' }, 'Approval default must be auto or manual'],
    [{ accountingSoftware: 'myob' }, 'Accounting software must be none, xero or quickbooks'],
    [{ timeZone: 'Mars/Olympus' }, 'Choose a valid time zone'],
    [{ abn: '51 824 753 557' }, 'Enter a valid 11-digit ABN'],
    [{ abn: '5182475355' }, 'Enter a valid 11-digit ABN'],
    [{ abn: 51824753556 }, 'Enter a valid 11-digit ABN'],
  ])('%# refuses %o with %s', async (change, message) => {
    const res = await call('PUT', `/api/companies/${team.company.id}`, team.admin, { ...info, ...change });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it('keeps the ABN as its 11 digits, leaves it when not sent and clears it when empty', async () => {
    const url = `/api/companies/${team.company.id}`;
    const saved = await call('PUT', url, team.admin, { ...info, abn: '51 824 753 556' });
    expect(body(saved)).toMatchObject({ abn: '51824753556' });
    expect(body(await call('PUT', url, team.admin, info))).toMatchObject({ abn: '51824753556' });
    expect(body(await call('GET', url, team.foreman))).toMatchObject({ abn: '51824753556' });
    expect(body(await call('PUT', url, team.admin, { ...info, abn: ' ' }))).toMatchObject({ abn: null });
  });

  it.each([
    [{ paymentBsb: '06200' }, 'Enter a 6-digit BSB'],
    [{ paymentBsb: '062-00O' }, 'Enter a 6-digit BSB'],
    [{ paymentBsb: 62000 }, 'Enter a 6-digit BSB'],
    [{ paymentAccountNumber: '123' }, 'Enter an account number of 4 to 10 digits'],
    [{ paymentAccountNumber: '12345678901' }, 'Enter an account number of 4 to 10 digits'],
    [{ paymentAccountNumber: '1234-567A' }, 'Enter an account number of 4 to 10 digits'],
    [{ paymentAccountName: 'x'.repeat(101) }, 'Account name can be at most 100 characters'],
    [{ paymentNote: 'x'.repeat(501) }, 'Payment note can be at most 500 characters'],
  ])('%# refuses payment details %o with %s', async (change, message) => {
    const res = await call('PUT', `/api/companies/${team.company.id}`, team.office, change);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it('keeps payment details as sent, changes only those sent, and clears one sent empty', async () => {
    const url = `/api/companies/${team.company.id}`;
    const payment = {
      paymentAccountName: 'Harbourline Civil Pty Ltd',
      paymentBsb: '062 000',
      paymentAccountNumber: '1234-5678',
      paymentNote: 'Pay by card at harbourline.example/pay',
    };
    const saved = await call('PUT', url, team.office, payment);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = { ...payment, paymentBsb: '062000', paymentAccountNumber: '12345678' };
    expect(body(saved)).toMatchObject(stored);
    const named = await call('PUT', url, team.admin, {
      name: 'Harbourline Civil',
      timeZone: 'Australia/Perth',
    });
    expect(body(named)).toMatchObject(stored);
    const moved = await call('PUT', url, team.admin, { paymentBsb: '112-879' });
    expect(body(moved)).toMatchObject({ ...stored, paymentBsb: '112879' });
    const cleared = await call('PUT', url, team.admin, { paymentNote: '', paymentAccountNumber: null });
    expect(body(cleared)).toMatchObject({
      ...stored,
      paymentBsb: '112879',
      paymentNote: null,
      paymentAccountNumber: null,
    });
    expect(body(await call('GET', url, team.office))).toMatchObject({
      paymentBsb: '112879',
      paymentNote: null,
    });
  });

  it('shows payment details only to those who keep Company Info; a foreman or worker cannot change them', async () => {
    const url = `/api/companies/${team.company.id}`;
    await call('PUT', url, team.admin, { paymentBsb: '062000', paymentNote: 'Pay by card' });
    const hidden = {
      paymentAccountName: null,
      paymentBsb: null,
      paymentAccountNumber: null,
      paymentNote: null,
    };
    for (const who of [team.foreman, team.worker]) {
      expect(body(await call('GET', url, who))).toMatchObject(hidden);
      expect(body(await call('GET', '/api/auth/me', who))).toMatchObject({ company: hidden });
      expect((await call('PUT', url, who, { paymentBsb: '112879' })).statusCode).toBe(403);
    }
    expect(body(await call('GET', url, team.admin))).toMatchObject({
      paymentBsb: '062000',
      paymentNote: 'Pay by card',
    });
  });

  it('gives another company 404', async () => {
    expect((await call('GET', `/api/companies/${team.company.id}`, other.admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/companies/${team.company.id}`, other.admin, info)).statusCode).toBe(404);
  });
});

describe('users and roles', () => {
  it('lists the company users for admin and office without secrets', async () => {
    const users = body<ReplyOf<'GET /api/companies/:companyId/users'>>(
      await call('GET', `/api/companies/${team.company.id}/users`, team.office),
    );
    expect(users.map((u) => u.id).sort()).toEqual(
      [team.admin.id, team.office.id, team.foreman.id, team.worker.id].sort(),
    );
    expect(users[0]).not.toHaveProperty('passwordHash');
  });

  it('names each user’s Xero employee as xeroId (002 §3), null when not mapped', async () => {
    const xeroId = '4e4b8a5c-9d3f-4f11-a1a2-6c1f1f0e7b10';
    await t.db
      .insert(employeeMappings)
      .values({ companyId: team.company.id, userId: team.worker.id, xeroEmployeeId: xeroId });
    const users = body<ReplyOf<'GET /api/companies/:companyId/users'>>(
      await call('GET', `/api/companies/${team.company.id}/users`, team.admin),
    );
    const byId = new Map(users.map((u) => [u.id, u.xeroId]));
    expect([byId.get(team.worker.id), byId.get(team.foreman.id)]).toEqual([xeroId, null]);
    expect(body(await call('GET', `/api/users/${team.worker.id}`, team.office))).toMatchObject({ xeroId });
    expect(body(await call('GET', `/api/users/${team.admin.id}`, team.admin))).toMatchObject({
      xeroId: null,
    });
  });

  it("ends the changed user's sessions, and only theirs", async () => {
    const person = await signedIn(t.db, team.company.id, 'worker');
    const me = (who: { token: string }) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(who) });
    expect((await me(person)).statusCode).toBe(200);
    const same = await call('PUT', `/api/users/${person.id}/role`, team.admin, { role: 'worker' });
    expect(same.statusCode).toBe(200);
    expect((await me(person)).statusCode).toBe(200);
    const changed = await call('PUT', `/api/users/${person.id}/role`, team.admin, { role: 'foreman' });
    expect(changed.statusCode).toBe(200);
    const ended = await me(person);
    expect({ status: ended.statusCode, message: body(ended).message }).toEqual({
      status: 401,
      message: 'Your session has ended. Please sign in again.',
    });
    expect((await me(team.admin)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: person.username, password: person.password },
    });
    expect(body(again)).toMatchObject({ user: { id: person.id, role: 'foreman' } });
  });

  it('lets admin change another user role, never their own, and only in their company', async () => {
    const res = await call('PUT', `/api/users/${team.worker.id}/role`, team.admin, { role: 'foreman' });
    expect(body(res)).toMatchObject({ id: team.worker.id, role: 'foreman' });
    await call('PUT', `/api/users/${team.worker.id}/role`, team.admin, { role: 'worker' });
    const own = await call('PUT', `/api/users/${team.admin.id}/role`, team.admin, { role: 'worker' });
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe('You cannot change your own role');
    expect(
      (await call('PUT', `/api/users/${team.worker.id}/role`, team.admin, { role: 'owner' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/users/${team.worker.id}/role`, other.admin, { role: 'admin' })).statusCode,
    ).toBe(404);
  });
});

describe('a new company code', () => {
  it('replaces the code at once: the old one no longer lets a worker join', async () => {
    const old = team.company.code;
    const res = await call('POST', `/api/companies/${team.company.id}/code`, team.admin);
    expect(res.statusCode).toBe(200);
    const fresh = body<ReplyOf<'POST /api/companies/:companyId/code'>>(res).code;
    expect(fresh).toMatch(/^[A-Z]{6}$/);
    expect(fresh).not.toBe(old);
    const join = (companyCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          role: 'worker',
          firstName: 'Jake Thompson',
          username: `join.${companyCode}.${Date.now()}`,
          email: `join.${companyCode}.${Date.now()}@example.com.au`,
          password: 'kerb-stone-41',
          companyCode,
        },
      });
    expect((await join(old)).statusCode).toBe(400);
    expect((await join(fresh ?? '')).statusCode).toBe(201);
  });

  it('is for admin only', async () => {
    expect((await call('POST', `/api/companies/${team.company.id}/code`, team.office)).statusCode).toBe(403);
    expect((await call('POST', `/api/companies/${team.company.id}/code`, other.admin)).statusCode).toBe(404);
  });
});
