import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingCompany, type InvoicingCompany } from '../../../../../tests/support/invoices';
import { createCompanyRateItem, createProjectRateItem } from '../../../db/factories';
import { activityEntries } from '../../../db/schema';
import { storeMirror } from '../../billing/mirror';
import { recordActivity } from '../../../access/activity';

let t: TestApp;
let co: InvoicingCompany;
beforeAll(async () => {
  t = await createTestApp();
  co = await invoicingCompany(t.db);
});
afterAll(() => t.close());

/** The entries of the company written after `afterId`, oldest first. */
const entriesSince = async (afterId: number) =>
  (
    await t.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.companyId, co.team.company.id), gt(activityEntries.id, afterId)))
      .orderBy(desc(activityEntries.id))
  ).reverse();
const lastId = async () => (await entriesSince(0)).at(-1)?.id ?? 0;
const call = client(() => t);
/** The admin's browser, as the trail's device names it. */
const device = { headers: { 'user-agent': 'Trail test' } };

type Case = {
  name: string;
  act: () => Promise<unknown>;
  kind: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const company = () => ({ companyId: co.team.company.id });
const foreman = () => ({ userId: co.team.foreman.id });
const cases: Case[] = [
  {
    name: 'company settings',
    act: () =>
      call('PUT /api/companies/:companyId', co.team.admin, {
        params: company(),
        body: { phone: '02 9000 1111' },
        ...device,
      }),
    kind: 'company.updated',
    before: {},
    after: { phone: '02 9000 1111' },
  },
  {
    name: 'a new company code (the codes stay out)',
    act: () => call('POST /api/companies/:companyId/code', co.team.admin, { params: company(), ...device }),
    kind: 'company.code_issued',
    before: null,
    after: null,
  },
  {
    name: 'a role',
    act: () =>
      call('PUT /api/users/:userId/role', co.team.admin, {
        params: foreman(),
        body: { role: 'office' },
        ...device,
      }),
    kind: 'user.role_changed',
    before: { role: 'foreman' },
    after: { role: 'office' },
  },
  {
    name: 'a deactivation',
    act: () => call('POST /api/users/:userId/deactivate', co.team.admin, { params: foreman(), ...device }),
    kind: 'user.deactivated',
    before: { isActive: true },
    after: { isActive: false },
  },
  {
    name: 'a reactivation',
    act: () => call('POST /api/users/:userId/reactivate', co.team.admin, { params: foreman(), ...device }),
    kind: 'user.reactivated',
    before: { isActive: false },
    after: { isActive: true },
  },
  {
    name: "a company rate item's rate and tax",
    act: async () => {
      const item = await createCompanyRateItem(t.db, {
        companyId: co.team.company.id,
        name: 'Excavator',
        rate: '120.00',
      });
      return call('PUT /api/companies/:companyId/rate-items/:id', co.team.admin, {
        params: { ...company(), id: item.id },
        body: { rate: 135, taxRate: 0 },
        ...device,
      });
    },
    kind: 'rate_item.updated',
    before: { rate: '120.00', taxRate: '10.00' },
    after: { rate: '135.00', taxRate: '0.00' },
  },
  {
    name: 'a project rate item removed',
    act: async () => {
      const item = await createProjectRateItem(t.db, {
        companyId: co.team.company.id,
        projectId: co.project.id,
        name: 'Traffic control',
        unit: 'hr',
        rate: '80.00',
      });
      return call('DELETE /api/project-rate-items/:id', co.team.admin, {
        params: { id: item.id },
        ...device,
      });
    },
    kind: 'rate_item.deleted',
    before: { name: 'Traffic control', rate: '80.00' },
    after: null,
  },
  {
    name: "a project's approval setting",
    act: () =>
      call('PATCH /api/projects/:id/require-approval', co.team.admin, {
        params: { id: co.project.id },
        body: { requireApproval: true },
        ...device,
      }),
    kind: 'project.approval_changed',
    before: { requireApproval: false },
    after: { requireApproval: true },
  },
  {
    name: 'a tax invoice made',
    act: async () =>
      call('POST /api/companies/:companyId/invoices', co.team.admin, {
        params: company(),
        body: { timesheetIds: [(await co.docket()).id] },
        ...device,
      }),
    kind: 'invoice.created',
    before: null,
    after: { subtotal: '524.00', gst: '52.40', total: '576.40' },
  },
  {
    name: 'a tax invoice voided',
    act: async () => {
      const made = await call('POST /api/companies/:companyId/invoices', co.team.admin, {
        params: company(),
        body: { timesheetIds: [(await co.docket()).id] },
        ...device,
      });
      return {
        from: await lastId(),
        res: await call('POST /api/invoices/:id/void', co.team.admin, {
          params: { id: made.json().id },
          ...device,
        }),
      };
    },
    kind: 'invoice.voided',
    before: { status: 'issued' },
    after: { status: 'void' },
  },
  {
    name: 'dockets marked invoiced',
    act: async () =>
      call('POST /api/admin/timesheets/mark-invoiced', co.team.admin, {
        body: { timesheetIds: [(await co.docket()).id], invoiceNumber: 'MYOB-77' },
        ...device,
      }),
    kind: 'docket.marked_invoiced',
    before: null,
    after: { invoiced: true, invoiceNumber: 'MYOB-77' },
  },
  {
    name: 'a plan change from Stripe',
    act: () =>
      t.db.transaction((tx) =>
        storeMirror(tx, co.team.company.id, {
          stripeSubscriptionId: 'sub_trail',
          stripeCustomerId: 'cus_trail',
          status: 'active',
          plan: 'pro',
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          cancelAt: null,
        }),
      ),
    kind: 'plan.changed',
    before: {},
    after: { plan: 'pro', status: 'active' },
  },
];

describe('the activity trail records each change once, with what it changed', () => {
  it.each(cases)('$name → $kind', async ({ act, kind, before, after }) => {
    let from = await lastId();
    const result = (await act()) as { statusCode?: number; from?: number; res?: { statusCode: number } };
    if (result?.from !== undefined) from = result.from;
    const status = result?.res?.statusCode ?? result?.statusCode;
    if (status !== undefined) expect(status).toBeLessThan(300);
    const entries = await entriesSince(from);
    expect(entries.map((e) => e.kind)).toEqual([kind]);
    const [entry] = entries;
    if (before === null) expect(entry!.before).toBeNull();
    else expect(entry!.before).toMatchObject(before);
    if (after === null) expect(entry!.after).toBeNull();
    else expect(entry!.after).toMatchObject(after);
    if (kind !== 'plan.changed') {
      expect(entry).toMatchObject({ userId: co.team.admin.id, device: 'Trail test', address: '127.0.0.1' });
      expect(entry!.userName).toBe(`${co.team.admin.firstName} ${co.team.admin.lastName}`.trim());
    } else expect(entry).toMatchObject({ userId: null, userName: 'Stripe' });
    // Never a secret among the values.
    expect(JSON.stringify([entry!.before, entry!.after])).not.toMatch(/hash|token|code"/i);
  });

  it('records nothing for a change that is refused', async () => {
    const from = await lastId();
    const item = await createCompanyRateItem(t.db, {
      companyId: co.team.company.id,
      name: 'Bobcat',
      rate: '90.00',
    });
    const bad = await call('PUT /api/companies/:companyId/rate-items/:id', co.team.admin, {
      params: { ...company(), id: item.id },
      body: { rate: -5 },
      ...device,
    });
    expect(bad.statusCode).toBe(400);
    expect(await entriesSince(from)).toEqual([]);
  });

  it('leaves no entry when the change rolls back after it was recorded', async () => {
    const from = await lastId();
    const change = {
      kind: 'company.updated' as const,
      subject: { type: 'company' as const, id: 1, label: 'x' },
    };
    const attempt = t.db.transaction(async (tx) => {
      await recordActivity(tx, { companyId: co.team.company.id, userId: co.team.admin.id }, change);
      throw new Error('the change failed after its entry');
    });
    await expect(attempt).rejects.toThrow('the change failed');
    expect(await entriesSince(from)).toEqual([]);
  });
});
