import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { signedIn } from '../../../../tests/support/people';
import { addDays } from '../../../shared/dates';
import { PRO_REQUIRED_MESSAGE, TRIAL_DAYS } from '../../../shared/billing/plans';
import { assignToProject, createCompany, createProject, createProjectRateItem } from '../../db/factories';
import { subscriptions } from '../../db/schema';

/**
 * Plans (DECISIONS 'Plans'): the access guard answers 402 on a route marked `plan: 'pro'` when the
 * company's plan lacks the accounting integration. The subscription rows are written as the webhook
 * would leave them; the webhook itself is tested in billing.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = client(() => t);
const DAY = 86_400_000;

type Billing = { status: string; plan?: 'base' | 'pro'; customerOnly?: boolean } | null;

/** A company created `ageDays` ago with the given subscription row, an admin, an office user and a worker on a project. */
async function company(ageDays: number, billing: Billing) {
  const created = await createCompany(t.db, { createdAt: new Date(Date.now() - ageDays * DAY) });
  const companyId = created.id;
  if (billing) {
    await t.db.insert(subscriptions).values({
      companyId,
      plan: billing.plan ?? 'base',
      status: billing.status,
      stripeCustomerId: `cus_${companyId}`,
      stripeSubscriptionId: billing.customerOnly ? null : `sub_${companyId}`,
      currentPeriodEnd: new Date(Date.now() + 20 * DAY),
    });
  }
  const [admin, office, worker, foreman] = await Promise.all(
    (['admin', 'office', 'worker', 'foreman'] as const).map((role) => signedIn(t.db, companyId, role)),
  );
  const project = await createProject(t.db, { companyId, requireApproval: false });
  await assignToProject(t.db, { companyId, projectId: project.id, userId: worker!.id });
  const labour = await createProjectRateItem(t.db, { companyId, projectId: project.id });
  return { companyId, admin: admin!, office: office!, worker: worker!, foreman: foreman!, project, labour };
}
type Company = Awaited<ReturnType<typeof company>>;

/** The Xero features of the brief: what a Base company is refused. */
const xeroCalls = (c: Company) => [
  () => call('POST /api/xero/sync-tax-codes', c.admin),
  () => call('POST /api/xero/connect-ticket', c.office),
  () => call('GET /api/xero/contacts', c.office, { query: { search: 'acme' } }),
];

async function expectRefused(c: Company) {
  for (const send of xeroCalls(c)) {
    const res = await send();
    expect(res.statusCode, res.body).toBe(402);
    expect(body(res)).toEqual({ message: PRO_REQUIRED_MESSAGE, code: 'PLAN_REQUIRED', plan: 'pro' });
  }
}
async function expectAllowed(c: Company) {
  for (const send of xeroCalls(c)) {
    const res = await send();
    expect(res.statusCode, res.body).not.toBe(402);
    expect(res.statusCode, res.body).toBeLessThan(500);
  }
}

let day = 0;
/** A worker's day on their project: the field is never blocked by billing. */
const recordDay = (c: Company) =>
  call('POST /api/timesheets', c.worker, {
    body: {
      date: addDays('2025-06-02', day++),
      projectId: c.project.id,
      status: 'approved',
      lineItems: [
        {
          projectRateItemId: c.labour.id,
          entryType: 'time',
          startTime: '07:00',
          endTime: '15:30',
          breakMinutes: 30,
        },
      ],
    },
  });

describe('plan gating of the Xero features (402)', () => {
  it('in the trial (a new company, no subscription) every Xero feature is open', async () => {
    const c = await company(0, null);
    await expectAllowed(c);
    expect((await call('POST /api/xero/sync-tax-codes', c.admin)).statusCode).toBe(409);
  });

  it('in the trial with a checkout opened but never paid (customer only, or incomplete) the trial still applies', async () => {
    await expectAllowed(await company(3, { status: 'none', customerOnly: true }));
    await expectAllowed(await company(3, { status: 'incomplete', plan: 'base' }));
  });

  it('on Base the Xero routes answer 402 with the PRO message; the rest of the back office works', async () => {
    const c = await company(30, { status: 'active', plan: 'base' });
    await expectRefused(c);
    expect((await call('GET /api/xero/tax-codes', c.admin)).statusCode).toBe(200);
    expect((await call('GET /api/billing/subscription', c.admin)).statusCode).toBe(200);
    const [active] = [(await call('GET /api/billing/subscription', c.office)).json()];
    expect(active.entitlement).toMatchObject({ plan: 'base', accounting: false, lapsed: false });
  });

  it('on PRO, and on PRO while past_due, the Xero routes are open', async () => {
    await expectAllowed(await company(30, { status: 'active', plan: 'pro' }));
    await expectAllowed(await company(30, { status: 'past_due', plan: 'pro' }));
  });

  it(`past the ${TRIAL_DAYS}-day trial with no subscription (or a checkout never paid): 402`, async () => {
    await expectRefused(await company(TRIAL_DAYS + 1, null));
    await expectRefused(await company(TRIAL_DAYS + 6, { status: 'none', customerOnly: true }));
    await expectRefused(await company(TRIAL_DAYS + 6, { status: 'incomplete_expired', plan: 'pro' }));
  });

  it('a canceled subscription gets no trial back, even inside the first 14 days', async () => {
    await expectRefused(await company(2, { status: 'canceled', plan: 'pro' }));
  });

  it('who may call is checked first: 401, 403 for a worker, 404 for another company, then 402', async () => {
    const base = await company(30, { status: 'active', plan: 'base' });
    const other = await company(30, { status: 'active', plan: 'pro' });
    expect((await call('POST /api/xero/sync-tax-codes', null)).statusCode).toBe(401);
    expect((await call('POST /api/xero/sync-tax-codes', base.worker)).statusCode).toBe(403);
    const syncCalendars = (companyId: number) =>
      call('POST /api/companies/:companyId/xero/sync-payroll-calendars', base.admin, {
        params: { companyId },
      });
    expect((await syncCalendars(other.companyId)).statusCode).toBe(404);
    const own = await syncCalendars(base.companyId);
    expect(own.statusCode).toBe(402);
  });

  it('a worker records a docket in a company whose subscription lapsed, or whose trial ended unpaid', async () => {
    for (const c of [
      await company(40, { status: 'canceled', plan: 'pro' }),
      await company(40, { status: 'past_due', plan: 'base' }),
      await company(TRIAL_DAYS + 1, null),
    ]) {
      const res = await recordDay(c);
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('the API reference says which routes need PRO', async () => {
    // body<>: the route's reply schema is any record (the OpenAPI document), so its paths are read by cast.
    const doc = body<{ paths: Record<string, Record<string, { description?: string }>> }>(
      await call('GET /api/openapi.json', null),
    );
    expect(doc.paths['/api/xero/sync-tax-codes']!.post!.description).toContain('Needs PRO (or the trial)');
    expect(doc.paths['/api/xero/tax-codes']!.get!.description).not.toContain('Needs PRO');
    expect(doc.paths['/api/timesheets']!.post!.description).not.toContain('Needs PRO');
  });
});
