import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, caller, createTestApp, type TestApp } from '../support/app';
import { companyWithTeam } from '../support/people';

/** Issue 29: an over-long text is refused with its limit in the product's words, not a wrong 'required'. */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const call = caller(() => t);
const refusal = async (res: Awaited<ReturnType<typeof call>>) => ({
  status: res.statusCode,
  message: body(res).message,
});

describe('text limits (issue 29)', () => {
  it('says the company name limit on PUT /api/companies/:id and at sign-up', async () => {
    const put = await call('PUT', `/api/companies/${team.company.id}`, team.admin, {
      name: 'C'.repeat(5000),
    });
    expect(await refusal(put)).toEqual({
      status: 400,
      message: 'Company name can be at most 200 characters',
    });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        role: 'company_owner',
        user: {
          firstName: 'Sam Taylor',
          username: 'sam.limits',
          email: 'sam.limits@example.com',
          password: 'kerb-stone-41',
        },
        company: { name: 'C'.repeat(5000), email: 'office@limits.example' },
      },
    });
    expect(await refusal(signUp)).toEqual({
      status: 400,
      message: 'Company name can be at most 200 characters',
    });
  });

  it('says the client name limit', async () => {
    const res = await call('POST', `/api/companies/${team.company.id}/clients`, team.office, {
      name: 'C'.repeat(5000),
    });
    expect(await refusal(res)).toEqual({
      status: 400,
      message: 'Company name can be at most 200 characters',
    });
  });

  it('says the invoice reference limit (own invoice and Xero invoice)', async () => {
    const own = await call('POST', `/api/companies/${team.company.id}/invoices`, team.office, {
      timesheetIds: [1],
      reference: 'r'.repeat(600),
    });
    expect(await refusal(own)).toEqual({ status: 400, message: 'Reference can be at most 200 characters' });
    const xero = await call('POST', '/api/xero/invoices', team.office, {
      contactName: 'Cumberland City Council',
      reference: 'r'.repeat(600),
      date: '2026-03-02',
      dueDate: '2026-04-01',
      timesheetIds: [1],
      lineItems: [{ description: 'Excavation', quantity: 1, unitAmount: 100 }],
    });
    expect(await refusal(xero)).toEqual({ status: 400, message: 'Reference can be at most 255 characters' });
  });
});
