import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { LABOUR } from '../../../../tests/support/invoices';
import { companyWithTeam, signedIn, type Person } from '../../../../tests/support/people';
import { PRO_REQUIRED_MESSAGES } from '../../../shared/billing/plans';
import { REPORT_MSG, type ReportId } from '../../../shared/reports/reports';
import type { ReportQuery } from '../../../shared/reports/schemas';
import { createClient, createCompany, createDocket, createProject } from '../../db/factories';
import { dockets, projects, subscriptions } from '../../db/schema';

/**
 * The reports (issue 26) over a small company made by hand, every figure worked out on paper:
 * GST 10 %, $65.50 an hour of labour, overlapping time items, breaks, a quantity item, void and draft
 * dockets, invoiced and not, a non-billable one and one not counted on timesheets.
 */
let t: TestApp;
const call = client(() => t);
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
let second: Person;
let bridge: { id: number };
let depot: { id: number };
let acme: { id: number };
const docket: Record<string, number> = {};

const CONCRETE = {
  name: 'Concrete',
  unit: 'm3',
  entryType: 'qty' as const,
  quantity: '2.5',
  rate: '180.00',
  taxRate: '10',
};
const RANGE = { from: '2026-10-01', to: '2026-10-31' };

beforeAll(async () => {
  t = await createTestApp();
  [team, other] = [await companyWithTeam(t.db), await companyWithTeam(t.db)];
  const companyId = team.company.id;
  second = await signedIn(t.db, companyId, 'worker');
  acme = await createClient(t.db, { companyId, name: 'Acme Civil' });
  bridge = await createProject(t.db, { companyId, clientId: acme.id, name: 'Bridge' });
  depot = await createProject(t.db, { companyId, name: 'Depot' });
  const w1 = team.worker.id;
  const w2 = second.id;
  const make = async (name: string, values: Omit<Parameters<typeof createDocket>[1], 'companyId'>) => {
    docket[name] = (await createDocket(t.db, { companyId, ...values })).id;
  };
  // Two overlapping labour items (07:00–12:00 less 30, 11:00–15:30): 8 h worked, 9 h billed; 2.5 m3 of concrete.
  await make('d1', {
    workerId: w1,
    projectId: bridge.id,
    date: '2026-10-05',
    status: 'approved',
    invoiced: true,
    invoiceNumber: 'INV-0001',
    invoicedAt: new Date('2026-10-20T00:00:00Z'),
    lineItems: [LABOUR('07:00', '12:00', 30), LABOUR('11:00', '15:30'), CONCRETE],
  });
  await make('d2', {
    workerId: w1,
    projectId: bridge.id,
    date: '2026-10-06',
    status: 'approved',
    lineItems: [LABOUR('06:00', '17:00', 60)],
  });
  await make('d3', {
    workerId: w2,
    projectId: depot.id,
    date: '2026-10-06',
    status: 'draft',
    lineItems: [LABOUR('07:00', '11:00')],
  });
  await make('d4', {
    workerId: w2,
    projectId: bridge.id,
    date: '2026-10-07',
    status: 'void',
    lineItems: [LABOUR('07:00', '15:00')],
  });
  await make('d5', {
    workerId: w1,
    entryType: 'non-billable',
    date: '2026-10-07',
    status: 'approved',
    startTime: '08:00',
    endTime: '10:30',
  });
  await make('d6', {
    workerId: w2,
    projectId: depot.id,
    date: '2026-10-08',
    status: 'approved',
    countOnTimesheet: false,
    lineItems: [LABOUR('07:00', '09:00')],
  });
  await make('d7', {
    workerId: w1,
    projectId: bridge.id,
    date: '2026-09-30',
    status: 'approved',
    lineItems: [LABOUR('07:00', '08:00')],
  });
  await make('d8', {
    workerId: w1,
    projectId: bridge.id,
    date: '2026-10-12',
    status: 'pending_approval',
    lineItems: [LABOUR('07:00', '08:15')],
  });
  await t.db
    .update(projects)
    .set({ budgetHours: '25', budgetValue: '2000' })
    .where(eq(projects.id, bridge.id));
});
afterAll(() => t.close());

type Query = Partial<Record<keyof ReportQuery, string | number>>;
const report = <R extends ReportId>(id: R, query: Query = RANGE, who: Person = team.office) =>
  call('GET /api/companies/:companyId/reports/:report', who, {
    params: { companyId: team.company.id, report: id },
    query: query as ReportQuery,
  });
const fig = (hours: string, net: string, gst: string, total: string) => ({ hours, net, gst, total });
const ZERO = fig('0.00', '0.00', '0.00', '0.00');
const D1 = fig('8.00', '1039.50', '103.96', '1143.46');
const D2 = fig('10.00', '655.00', '65.50', '720.50');
const D3 = fig('4.00', '262.00', '26.20', '288.20');
const D6 = fig('2.00', '131.00', '13.10', '144.10');
const D8 = fig('1.25', '81.88', '8.19', '90.07');

describe('Work by project', () => {
  it('splits each project by state, void never counting, with its quantities by rate item', async () => {
    const res = await report('work-by-project');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    if (body.report !== 'work-by-project') throw new Error(body.report);
    expect(body.rows.map((r) => r.projectName)).toEqual(['Bridge', 'Depot']);
    expect(body.rows[0]).toEqual({
      projectId: bridge.id,
      projectName: 'Bridge',
      projectCode: expect.any(String),
      clientId: acme.id,
      clientName: 'Acme Civil',
      dockets: 3,
      all: fig('19.25', '1776.38', '177.65', '1954.03'),
      byState: {
        notApproved: D8,
        approved: fig('18.00', '1694.50', '169.46', '1863.96'),
        invoiced: D1,
        notInvoiced: D2,
      },
      rateItems: [
        { name: 'Concrete', unit: 'm3', quantity: '2.5000', net: '450.00', gst: '45.00', total: '495.00' },
        {
          name: 'Labourer',
          unit: 'hr',
          quantity: '20.2500',
          net: '1326.38',
          gst: '132.65',
          total: '1459.03',
        },
      ],
    });
    expect(body.rows[1]).toMatchObject({
      clientId: null,
      clientName: null,
      dockets: 2,
      all: fig('6.00', '393.00', '39.30', '432.30'),
      byState: { notApproved: D3, approved: D6, invoiced: ZERO, notInvoiced: D6 },
    });
    expect(body.totals).toEqual({
      dockets: 5,
      all: fig('25.25', '2169.38', '216.95', '2386.33'),
      byState: {
        notApproved: fig('5.25', '343.88', '34.39', '378.27'),
        approved: fig('20.00', '1825.50', '182.56', '2008.06'),
        invoiced: D1,
        notInvoiced: fig('12.00', '786.00', '78.60', '864.60'),
      },
    });
  });

  it('narrows to a project, a client or a worker', async () => {
    const names = async (q: Query) => {
      const body = (await report('work-by-project', q)).json();
      return body.report === 'work-by-project' ? body.rows.map((r) => [r.projectName, r.dockets]) : [];
    };
    expect(await names({ ...RANGE, projectId: depot.id })).toEqual([['Depot', 2]]);
    expect(await names({ ...RANGE, clientId: acme.id })).toEqual([['Bridge', 3]]);
    expect(await names({ ...RANGE, workerId: second.id })).toEqual([['Depot', 2]]);
    expect(await names({ from: '2026-10-12', to: '2026-10-12' })).toEqual([['Bridge', 1]]);
  });
});

describe('Labour by worker', () => {
  it("splits payroll's counted dockets per Monday week at the threshold, with non-billable hours", async () => {
    const body = (await report('labour-by-worker')).json();
    if (body.report !== 'labour-by-worker') throw new Error(body.report);
    expect(body.overtimeThreshold).toBe(8);
    // The second worker's dockets are a draft and one not counted on timesheets: not listed.
    expect(body.rows.map((r) => r.workerId)).toEqual([team.worker.id]);
    const hours = (ordinary: string, overtime: string, total: string, nonBillable: string) => ({
      ordinary,
      overtime,
      total,
      nonBillable,
    });
    const none = hours('0.00', '0.00', '0.00', '0.00');
    expect(body.rows[0]!.weeks).toEqual([
      { weekStart: '2026-09-28', ...none },
      { weekStart: '2026-10-05', ...hours('18.50', '2.00', '20.50', '2.50') },
      { weekStart: '2026-10-12', ...none },
      { weekStart: '2026-10-19', ...none },
      { weekStart: '2026-10-26', ...none },
    ]);
    expect(body.rows[0]!.totals).toEqual(hours('18.50', '2.00', '20.50', '2.50'));
    expect(body.totals).toEqual(hours('18.50', '2.00', '20.50', '2.50'));
  });

  it("follows the company's threshold as soon as it changes", async () => {
    const params = { companyId: team.company.id };
    const set = (overtimeThresholdHours: number) =>
      call('PATCH /api/companies/:companyId/payroll-preferences', team.admin, {
        params,
        body: { overtimeThresholdHours },
      });
    expect((await set(9)).statusCode).toBe(200);
    const body = (await report('labour-by-worker')).json();
    expect(body).toMatchObject({ overtimeThreshold: 9, totals: { ordinary: '19.50', overtime: '1.00' } });
    expect((await set(8)).statusCode).toBe(200);
  });
});

describe('Clients', () => {
  it('shows value invoiced and approved but not invoiced per client, no client last', async () => {
    const body = (await report('clients')).json();
    expect(body).toEqual({
      report: 'clients',
      ...RANGE,
      rows: [
        // Marked invoiced by hand: on no invoice the product made, so nothing is known to be owed.
        { clientId: acme.id, clientName: 'Acme Civil', invoiced: D1, notInvoiced: D2, outstanding: '0.00' },
        { clientId: null, clientName: 'No client', invoiced: ZERO, notInvoiced: D6, outstanding: '0.00' },
      ],
      totals: { invoiced: D1, notInvoiced: fig('12.00', '786.00', '78.60', '864.60'), outstanding: '0.00' },
    });
  });
});

describe('Trend', () => {
  it('gives every Monday week of the range, in all and per project', async () => {
    const body = (await report('trend')).json();
    if (body.report !== 'trend') throw new Error(body.report);
    expect(body.weeks.map((w) => [w.weekStart, w.figures.hours])).toEqual([
      ['2026-09-28', '0.00'],
      ['2026-10-05', '24.00'],
      ['2026-10-12', '1.25'],
      ['2026-10-19', '0.00'],
      ['2026-10-26', '0.00'],
    ]);
    expect(body.weeks[1]).toEqual({
      weekStart: '2026-10-05',
      figures: fig('24.00', '2087.50', '208.76', '2296.26'),
      projects: [
        {
          projectId: bridge.id,
          projectName: 'Bridge',
          figures: fig('18.00', '1694.50', '169.46', '1863.96'),
        },
        { projectId: depot.id, projectName: 'Depot', figures: fig('6.00', '393.00', '39.30', '432.30') },
      ],
    });
    expect(body.weeks[2]!.projects).toEqual([{ projectId: bridge.id, projectName: 'Bridge', figures: D8 }]);
    expect(body.totals).toEqual(fig('25.25', '2169.38', '216.95', '2386.33'));
  });
});

describe('Budgets', () => {
  it('shows use from the first docket to the range’s end, what is left, the flag and the burn line', async () => {
    const body = (await report('budgets')).json();
    expect(body).toEqual({
      report: 'budgets',
      ...RANGE,
      rows: [
        {
          projectId: bridge.id,
          projectName: 'Bridge',
          projectCode: expect.any(String),
          budgetHours: '25.00',
          budgetValue: '2000.00',
          usedHours: '20.25',
          usedValue: '1841.88',
          remainingHours: '4.75',
          remainingValue: '158.12',
          percentHours: 81,
          percentValue: 92,
          flag: 'near',
          burn: [
            { weekEnd: '2026-10-04', hours: '1.00', value: '65.50' },
            { weekEnd: '2026-10-11', hours: '19.00', value: '1760.00' },
            { weekEnd: '2026-10-18', hours: '20.25', value: '1841.88' },
            { weekEnd: '2026-10-25', hours: '20.25', value: '1841.88' },
            { weekEnd: '2026-10-31', hours: '20.25', value: '1841.88' },
          ],
        },
      ],
    });
    const early = (await report('budgets', { from: '2026-09-01', to: '2026-10-05' })).json();
    expect(early).toMatchObject({ rows: [{ usedHours: '9.00', usedValue: '1105.00', flag: null }] });
    expect((await report('budgets', { ...RANGE, projectId: depot.id })).json()).toMatchObject({ rows: [] });
  });
});

describe('the dockets behind a row', () => {
  const drill = (query: Record<string, string | number>, who: Person = team.office) =>
    call('GET /api/companies/:companyId/report-dockets', who, {
      params: { companyId: team.company.id },
      query: { ...RANGE, ...query } as never,
    });

  it('lists the filters’ dockets but void ones, newest first, with figures, worker, project and invoice', async () => {
    const res = await drill({});
    expect(res.statusCode, res.body).toBe(200);
    const { dockets: rows, total } = res.json();
    expect(total).toBe(6);
    expect(rows.map((r) => r.id)).toEqual(['d8', 'd6', 'd5', 'd3', 'd2', 'd1'].map((n) => docket[n]));
    expect(rows.at(-1)).toEqual({
      id: docket.d1,
      date: '2026-10-05',
      workerName: expect.any(String),
      projectName: 'Bridge',
      status: 'approved',
      invoiced: true,
      invoiceNumber: 'INV-0001',
      figures: D1,
    });
  });

  it('narrows by state, billable and the filters, and pages', async () => {
    const ids = async (query: Record<string, string | number>) =>
      (await drill(query)).json().dockets.map((r) => r.id);
    expect(await ids({ state: 'invoiced' })).toEqual([docket.d1]);
    expect(await ids({ state: 'not-invoiced', projectId: bridge.id })).toEqual([docket.d2]);
    expect(await ids({ state: 'not-approved' })).toEqual([docket.d8, docket.d3]);
    expect(await ids({ billable: 'no' })).toEqual([docket.d5]);
    expect(await ids({ workerId: second.id })).toEqual([docket.d6, docket.d3]);
    expect(await ids({ clientId: acme.id, state: 'approved' })).toEqual([docket.d2, docket.d1]);
    const page = (await drill({ limit: 2, offset: 1 })).json();
    expect({ ids: page.dockets.map((r) => r.id), total: page.total }).toEqual({
      ids: [docket.d6, docket.d5],
      total: 6,
    });
  });

  it("refuses another company's project, client or worker (404) and a bad state (400)", async () => {
    expect((await drill({ projectId: other.worker.id + 100000 })).json()).toMatchObject({
      message: REPORT_MSG.project,
    });
    const otherProject = await createProject(t.db, { companyId: other.company.id });
    const res = await drill({ projectId: otherProject.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: REPORT_MSG.project, code: 'NOT_FOUND' });
    expect((await drill({ workerId: other.worker.id })).statusCode).toBe(404);
    const bad = await drill({ state: 'paid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: REPORT_MSG.state });
  });
});

describe('refusals (never a 500)', () => {
  it.each([
    ['the end before the start', { from: '2026-10-31', to: '2026-10-01' }, REPORT_MSG.order],
    ['over 3 years', { from: '2020-01-01', to: '2023-12-31' }, REPORT_MSG.range],
    ['an impossible date', { from: '2026-02-30', to: '2026-10-01' }, REPORT_MSG.date],
    ['no start', { to: '2026-10-01' }, REPORT_MSG.from],
  ])('400 for %s', async (_, query, message) => {
    const res = await report('work-by-project', query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message, code: expect.any(String) });
  });

  it.each([
    ['the last days of the calendar', { from: '9999-12-25', to: '9999-12-31' }, REPORT_MSG.years],
    ['a year before 1900', { from: '1899-12-25', to: '1900-01-02' }, REPORT_MSG.years],
    ['the first days of the calendar', { from: '0001-01-01', to: '0001-01-09' }, REPORT_MSG.date],
  ])('400 for %s, never a 500', async (_, query, message) => {
    for (const id of ['work-by-project', 'labour-by-worker', 'clients', 'trend', 'budgets'] as const) {
      const res = await report(id, query);
      expect(res.statusCode, `${id} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
  });

  it('400 for an unknown report', async () => {
    const res = await report('payments' as ReportId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: REPORT_MSG.report });
  });

  it("404 for another company's project, client or worker", async () => {
    const theirs = {
      projectId: (await createProject(t.db, { companyId: other.company.id })).id,
      clientId: (await createClient(t.db, { companyId: other.company.id })).id,
      workerId: other.worker.id,
    };
    const messages = {
      projectId: REPORT_MSG.project,
      clientId: REPORT_MSG.client,
      workerId: REPORT_MSG.worker,
    };
    for (const key of ['projectId', 'clientId', 'workerId'] as const) {
      for (const id of ['work-by-project', 'budgets'] as const) {
        const res = await report(id, { ...RANGE, [key]: theirs[key] });
        expect(res.statusCode, `${id} ${key}`).toBe(404);
        expect(res.json()).toMatchObject({ message: messages[key], code: 'NOT_FOUND' });
      }
    }
  });

  it('403 for workers and foremen; admin and office read', async () => {
    expect((await report('clients', RANGE, team.worker)).statusCode).toBe(403);
    expect((await report('clients', RANGE, team.foreman)).statusCode).toBe(403);
    expect((await report('clients', RANGE, team.admin)).statusCode).toBe(200);
  });

  it('402 on Base, saying reports need PRO', async () => {
    const base = await createCompany(t.db, { createdAt: new Date(Date.now() - 60 * 86_400_000) });
    await t.db.insert(subscriptions).values({
      companyId: base.id,
      plan: 'base',
      status: 'active',
      stripeCustomerId: `cus_${base.id}`,
      stripeSubscriptionId: `sub_${base.id}`,
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });
    const office = await signedIn(t.db, base.id, 'office');
    const params = { companyId: base.id };
    const sent = [
      await call('GET /api/companies/:companyId/reports/:report', office, {
        params: { ...params, report: 'trend' },
        query: RANGE,
      }),
      await call('GET /api/companies/:companyId/reports/:report/csv', office, {
        params: { ...params, report: 'trend' },
        query: RANGE,
      }),
      await call('GET /api/companies/:companyId/report-dockets', office, { params, query: RANGE as never }),
    ];
    for (const res of sent) {
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ message: PRO_REQUIRED_MESSAGES.reports, code: 'PLAN_REQUIRED' });
    }
  });
});

describe('files', () => {
  const params = (report: ReportId) => ({ companyId: team.company.id, report });

  it('sends the CSV as an attachment named by the report and range', async () => {
    const res = await call('GET /api/companies/:companyId/reports/:report/csv', team.office, {
      params: params('work-by-project'),
      query: RANGE,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="work-by-project-2026-10-01-to-2026-10-31.csv"',
    );
    expect(res.body).toContain('Bridge');
  });

  it('sends the PDF as an attachment', async () => {
    const res = await call('GET /api/companies/:companyId/reports/:report/pdf', team.admin, {
      params: params('budgets'),
      query: RANGE,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="budgets-2026-10-01-to-2026-10-31.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the read cache', () => {
  it('answers a repeat from the cache until a docket of the company changes', async () => {
    const { reads } = t.database;
    const q = { from: '2026-10-01', to: '2026-10-30' };
    const first = (await report('work-by-project', q)).json();
    const hits = reads.stats.hits;
    expect((await report('work-by-project', q)).json()).toEqual(first);
    expect(reads.stats.hits).toBe(hits + 1);
    // Another company's change leaves it alone.
    await createDocket(t.db, {
      companyId: other.company.id,
      workerId: other.worker.id,
      date: '2026-10-05',
      entryType: 'non-billable',
    });
    await report('work-by-project', q);
    expect(reads.stats.hits).toBe(hits + 2);
    // Approving the pending docket moves it from 'not approved' to 'not invoiced'.
    await t.db.update(dockets).set({ status: 'approved' }).where(eq(dockets.id, docket.d8!));
    const after = (await report('work-by-project', q)).json();
    expect(reads.stats.hits).toBe(hits + 2);
    expect(after).toMatchObject({ totals: { byState: { notApproved: D3 } } });
    await t.db.update(dockets).set({ status: 'pending_approval' }).where(eq(dockets.id, docket.d8!));
  });
});
