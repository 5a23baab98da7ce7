import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeMappings } from '../../db/schema';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client as testClient } from '../../../../tests/support/client';
import { companyWithTeam, signedIn } from '../../../../tests/support/people';

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  other = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const call = testClient(() => t);
const info = {
  name: 'Harbourline Civil',
  email: 'office@harbourline.example',
  phone: '02 9637 4410',
  address: '14 Kiora St',
  defaultStartTime: '06:30',
  defaultFinishTime: '15:30',
  approvalDefault: 'manual' as const,
  accountingSoftware: 'quickbooks' as const,
  timeZone: 'Australia/Perth',
};

describe('company info', () => {
  it('saves every field, the time zone included', async () => {
    const res = await call('PUT /api/companies/:companyId', team.office, {
      params: { companyId: team.company.id },
      body: info,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...info, code: team.company.code });
    expect(
      (
        await call('GET /api/companies/:companyId', team.worker, { params: { companyId: team.company.id } })
      ).json(),
    ).toMatchObject({
      name: info.name,
      code: null,
    });
  });

  it('takes the spec’s company fields alone (002 §3, §7): what it was not sent stays', async () => {
    await call('PUT /api/companies/:companyId', team.admin, {
      params: { companyId: team.company.id },
      body: { ...info, timeZone: 'Australia/Adelaide', abn: '51 824 753 556' },
    });
    const { timeZone: _zone, ...specFields } = { ...info, name: 'Harbourline Civil & Drainage' };
    const res = await call('PUT /api/companies/:companyId', team.admin, {
      params: { companyId: team.company.id },
      body: specFields,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...specFields, timeZone: 'Australia/Adelaide', abn: '51824753556' });
    const named = await call('PUT /api/companies/:companyId', team.office, {
      params: { companyId: team.company.id },
      body: { name: 'Harbourline Civil' },
    });
    expect(named.json()).toMatchObject({ ...info, timeZone: 'Australia/Adelaide', abn: '51824753556' });
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
    const res = await call('PUT /api/companies/:companyId', team.admin, {
      params: { companyId: team.company.id },
      raw: { ...info, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it('keeps the ABN as its 11 digits, leaves it when not sent and clears it when empty', async () => {
    const saved = await call('PUT /api/companies/:companyId', team.admin, {
      params: { companyId: team.company.id },
      body: { ...info, abn: '51 824 753 556' },
    });
    expect(saved.json()).toMatchObject({ abn: '51824753556' });
    expect(
      (
        await call('PUT /api/companies/:companyId', team.admin, {
          params: { companyId: team.company.id },
          body: info,
        })
      ).json(),
    ).toMatchObject({ abn: '51824753556' });
    expect(
      (
        await call('GET /api/companies/:companyId', team.foreman, { params: { companyId: team.company.id } })
      ).json(),
    ).toMatchObject({ abn: '51824753556' });
    expect(
      (
        await call('PUT /api/companies/:companyId', team.admin, {
          params: { companyId: team.company.id },
          body: { ...info, abn: ' ' },
        })
      ).json(),
    ).toMatchObject({ abn: null });
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
    const res = await call('PUT /api/companies/:companyId', team.office, {
      params: { companyId: team.company.id },
      raw: change,
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it('keeps payment details as sent, changes only those sent, and clears one sent empty', async () => {
    const payment = {
      paymentAccountName: 'Harbourline Civil Pty Ltd',
      paymentBsb: '062 000',
      paymentAccountNumber: '1234-5678',
      paymentNote: 'Pay by card at harbourline.example/pay',
    };
    const saved = await call('PUT /api/companies/:companyId', team.office, {
      params: { companyId: team.company.id },
      body: payment,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = { ...payment, paymentBsb: '062000', paymentAccountNumber: '12345678' };
    expect(saved.json()).toMatchObject(stored);
    const named = await call('PUT /api/companies/:companyId', team.admin, {
      params: { companyId: team.company.id },
      body: {
        name: 'Harbourline Civil',
        timeZone: 'Australia/Perth',
      },
    });
    expect(named.json()).toMatchObject(stored);
    const moved = await call('PUT /api/companies/:companyId', team.admin, {
      params: { companyId: team.company.id },
      body: { paymentBsb: '112-879' },
    });
    expect(moved.json()).toMatchObject({ ...stored, paymentBsb: '112879' });
    const cleared = await call('PUT /api/companies/:companyId', team.admin, {
      params: { companyId: team.company.id },
      body: { paymentNote: '', paymentAccountNumber: null },
    });
    expect(cleared.json()).toMatchObject({
      ...stored,
      paymentBsb: '112879',
      paymentNote: null,
      paymentAccountNumber: null,
    });
    expect(
      (
        await call('GET /api/companies/:companyId', team.office, { params: { companyId: team.company.id } })
      ).json(),
    ).toMatchObject({
      paymentBsb: '112879',
      paymentNote: null,
    });
  });

  it('shows payment details only to those who keep Company Info; a foreman or worker cannot change them', async () => {
    await call('PUT /api/companies/:companyId', team.admin, {
      params: { companyId: team.company.id },
      body: { paymentBsb: '062000', paymentNote: 'Pay by card' },
    });
    const hidden = {
      paymentAccountName: null,
      paymentBsb: null,
      paymentAccountNumber: null,
      paymentNote: null,
    };
    for (const who of [team.foreman, team.worker]) {
      expect(
        (await call('GET /api/companies/:companyId', who, { params: { companyId: team.company.id } })).json(),
      ).toMatchObject(hidden);
      expect((await call('GET /api/auth/me', who)).json()).toMatchObject({ company: hidden });
      expect(
        (
          await call('PUT /api/companies/:companyId', who, {
            params: { companyId: team.company.id },
            body: { paymentBsb: '112879' },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(
      (
        await call('GET /api/companies/:companyId', team.admin, { params: { companyId: team.company.id } })
      ).json(),
    ).toMatchObject({
      paymentBsb: '062000',
      paymentNote: 'Pay by card',
    });
  });

  it('gives another company 404', async () => {
    expect(
      (await call('GET /api/companies/:companyId', other.admin, { params: { companyId: team.company.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT /api/companies/:companyId', other.admin, {
          params: { companyId: team.company.id },
          body: info,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('users and roles', () => {
  it('lists the company users for admin and office without secrets', async () => {
    const users = (
      await call('GET /api/companies/:companyId/users', team.office, {
        params: { companyId: team.company.id },
      })
    ).json();
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
    const users = (
      await call('GET /api/companies/:companyId/users', team.admin, {
        params: { companyId: team.company.id },
      })
    ).json();
    const byId = new Map(users.map((u) => [u.id, u.xeroId]));
    expect([byId.get(team.worker.id), byId.get(team.foreman.id)]).toEqual([xeroId, null]);
    expect(
      (await call('GET /api/users/:id', team.office, { params: { id: team.worker.id } })).json(),
    ).toMatchObject({ xeroId });
    expect(
      (await call('GET /api/users/:id', team.admin, { params: { id: team.admin.id } })).json(),
    ).toMatchObject({
      xeroId: null,
    });
  });

  it("ends the changed user's sessions, and only theirs", async () => {
    const person = await signedIn(t.db, team.company.id, 'worker');
    const me = (who: { token: string }) => call('GET /api/auth/me', who);
    expect((await me(person)).statusCode).toBe(200);
    const same = await call('PUT /api/users/:userId/role', team.admin, {
      params: { userId: person.id },
      body: { role: 'worker' },
    });
    expect(same.statusCode).toBe(200);
    expect((await me(person)).statusCode).toBe(200);
    const changed = await call('PUT /api/users/:userId/role', team.admin, {
      params: { userId: person.id },
      body: { role: 'foreman' },
    });
    expect(changed.statusCode).toBe(200);
    const ended = await me(person);
    expect({ status: ended.statusCode, message: body(ended).message }).toEqual({
      status: 401,
      message: 'Your session has ended. Please sign in again.',
    });
    expect((await me(team.admin)).statusCode).toBe(200);
    const again = await call('POST /api/auth/login', null, {
      body: { username: person.username, password: person.password },
    });
    expect(again.json()).toMatchObject({ user: { id: person.id, role: 'foreman' } });
  });

  it('lets admin change another user role, never their own, and only in their company', async () => {
    const res = await call('PUT /api/users/:userId/role', team.admin, {
      params: { userId: team.worker.id },
      body: { role: 'foreman' },
    });
    expect(res.json()).toMatchObject({ id: team.worker.id, role: 'foreman' });
    await call('PUT /api/users/:userId/role', team.admin, {
      params: { userId: team.worker.id },
      body: { role: 'worker' },
    });
    const own = await call('PUT /api/users/:userId/role', team.admin, {
      params: { userId: team.admin.id },
      body: { role: 'worker' },
    });
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe('You cannot change your own role');
    expect(
      (
        await call('PUT /api/users/:userId/role', team.admin, {
          params: { userId: team.worker.id },
          raw: { role: 'owner' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT /api/users/:userId/role', other.admin, {
          params: { userId: team.worker.id },
          body: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('a new company code', () => {
  it('replaces the code at once: the old one no longer lets a worker join', async () => {
    const old = team.company.code;
    const res = await call('POST /api/companies/:companyId/code', team.admin, {
      params: { companyId: team.company.id },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().code;
    expect(fresh).toMatch(/^[A-Z]{6}$/);
    expect(fresh).not.toBe(old);
    const join = (companyCode: string) =>
      call('POST /api/auth/register', null, {
        body: {
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
    expect(
      (
        await call('POST /api/companies/:companyId/code', team.office, {
          params: { companyId: team.company.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST /api/companies/:companyId/code', other.admin, {
          params: { companyId: team.company.id },
        })
      ).statusCode,
    ).toBe(404);
  });
});
