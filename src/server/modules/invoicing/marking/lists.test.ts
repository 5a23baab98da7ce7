import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type TestInput } from '../../../../../tests/support/client';
import { bearer } from '../../../../../tests/support/people';
import { urlOf } from '../../../../shared/api/url-of';
import { RECENTLY_INVOICED_LIMIT } from '../../../../shared/invoicing/schemas';
import { createClient, createProject } from '../../../db/factories';
import { dockets } from '../../../db/schema';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { invoicingCompany, LABOUR } from '../../../../../tests/support/invoices';

/** The invoicing screens' reads: /invoices' table (filtered, paged, totals) and invoice management's lists. */

type TableQuery = TestInput<'GET /api/companies/:companyId/invoice-dockets'>['query'];
type Company = Awaited<ReturnType<typeof invoicingCompany>>;

let t: TestApp;
let other: Company;
beforeAll(async () => {
  t = await createTestApp();
  other = await invoicingCompany(t.db);
});
afterAll(() => t.close());

const call = client(() => t);
const tableOf = (c: Company, who = c.team.office, query: TableQuery = {}) =>
  call('GET /api/companies/:companyId/invoice-dockets', who, {
    params: { companyId: c.team.company.id },
    query,
  });
const table = async (c: Company, query: TableQuery = {}, who = c.team.office) => {
  const res = await tableOf(c, who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const invoiceOf = async (c: Company, timesheetIds: number[]) =>
  (
    await call('POST /api/companies/:companyId/invoices', c.team.office, {
      params: { companyId: c.team.company.id },
      body: { timesheetIds },
    })
  ).json();
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/**
 * A company with one docket in each state, a day apart in this order (so newest first is the
 * reverse): ready, externally invoiced, draft, void, non-billable, pending, ready on a second
 * project (another client, three kinds of item), on one of the product's invoices.
 */
async function everyState() {
  const c = await invoicingCompany(t.db);
  const companyId = c.team.company.id;
  const second = await createClient(t.db, { companyId, name: 'Blacktown Council' });
  const project2 = await createProject(t.db, {
    companyId,
    clientId: second.id,
    name: 'Kerb and gutter',
    jobNumber: 'J-2207',
  });
  const firstApproval = new Date('2026-09-02T01:00:00Z');
  const lastApproval = new Date('2026-09-03T05:30:00Z');
  const ready = await c.docket({
    events: [
      { eventType: 'approved', createdAt: firstApproval },
      { eventType: 'reverted_to_draft', createdAt: new Date('2026-09-02T03:00:00Z') },
      { eventType: 'approved', createdAt: lastApproval },
    ],
  });
  const external = await c.docket({
    invoiced: true,
    invoiceNumber: 'EXT-7',
    invoicedAt: new Date('2026-09-20T00:00:00Z'),
  });
  await c.docket({ status: 'draft' });
  await c.docket({ status: 'void' });
  await c.docket({ projectId: null, entryType: 'non-billable', lineItems: [], description: 'Yard' });
  await c.docket({ status: 'pending_approval' });
  const signedAt = new Date('2026-09-08T06:00:00Z');
  const mixed = await c.docket({
    projectId: project2.id,
    signedAt,
    lineItems: [
      LABOUR('06:00', '14:20', 30),
      { name: 'Excavator 5t', unit: 'hr', rate: '180.00', taxRate: '10', quantity: '6.50' },
      { name: 'Tip fees', unit: 'load', rate: '95.45', taxRate: '0', quantity: '3' },
    ],
  });
  const onInvoice = await c.docket();
  const invoice = await invoiceOf(c, [onInvoice.id]);
  return { c, second, project2, ready, external, mixed, onInvoice, invoice, lastApproval, signedAt };
}

let s: Awaited<ReturnType<typeof everyState>>;
beforeAll(async () => {
  s = await everyState();
});

describe('GET /api/companies/:companyId/invoice-dockets', () => {
  it('lists approved billable dockets, invoiced or not, newest first; ready ones; invoiced ones', async () => {
    const all = await table(s.c);
    expect(ids(all.dockets)).toEqual([s.onInvoice.id, s.mixed.id, s.external.id, s.ready.id]);
    expect(all.total).toBe(4);
    const ready = await table(s.c, { invoice: 'for-invoice' });
    expect(ids(ready.dockets)).toEqual([s.mixed.id, s.ready.id]);
    expect(ready.total).toBe(2);
    const invoiced = await table(s.c, { invoice: 'invoiced', projectId: 'all' });
    expect(ids(invoiced.dockets)).toEqual([s.onInvoice.id, s.external.id]);
    expect(invoiced.total).toBe(2);
  });

  it('filters by project and pages, the count being of every match', async () => {
    const one = await table(s.c, { projectId: s.project2.id });
    expect(ids(one.dockets)).toEqual([s.mixed.id]);
    expect(one.total).toBe(1);
    const first = await table(s.c, { limit: 3 });
    const rest = await table(s.c, { limit: 3, offset: 3 });
    expect([...ids(first.dockets), ...ids(rest.dockets)]).toEqual(ids((await table(s.c)).dockets));
    expect([first.total, rest.total]).toEqual([4, 4]);
    expect((await table(s.c, { offset: 40 })).dockets).toEqual([]);
  });

  it('shows 5 at a time unless asked for more', async () => {
    const c = await invoicingCompany(t.db);
    for (let i = 0; i < 7; i++) await c.docket();
    const page = await table(c);
    expect(page.dockets).toHaveLength(5);
    expect(page.total).toBe(7);
  });

  it('gives each row its worker, project, client, approval, invoice and totals to the cent', async () => {
    const rows = new Map((await table(s.c)).dockets.map((r) => [r.id, r]));
    const worker = `${s.c.team.worker.firstName} ${s.c.team.worker.lastName}`.trim();
    expect(rows.get(s.mixed.id)).toEqual({
      id: s.mixed.id,
      date: s.mixed.date,
      workerName: worker,
      projectId: s.project2.id,
      projectName: 'Kerb and gutter',
      projectCode: s.project2.code,
      jobNumber: 'J-2207',
      clientId: s.second.id,
      clientName: 'Blacktown Council',
      approvedAt: s.signedAt.toISOString(),
      invoiced: false,
      invoiceNumber: null,
      invoiceId: null,
      xeroInvoiceId: null,
      invoicedAt: null,
      // 7.8333 h × $65.50, 6.5 × $180 + 10 % GST; 3 × $95.45 GST-free.
      subtotal: '1969.43',
      gst: '168.31',
      total: '2137.74',
      // 002 §3 names it totalAmount: the same figure under the spec's name.
      totalAmount: '2137.74',
    });
    expect(rows.get(s.ready.id)).toMatchObject({
      approvedAt: s.lastApproval.toISOString(),
      clientId: s.c.client.id,
      clientName: 'Cumberland City Council',
      projectName: 'Stormwater upgrade',
    });
    const created = (await t.db.select().from(dockets).where(eq(dockets.id, s.external.id)))[0]!.createdAt;
    expect(rows.get(s.external.id)).toMatchObject({
      // Created approved, with no approval event or signature: approved when it was created.
      approvedAt: created.toISOString(),
      invoiced: true,
      invoiceNumber: 'EXT-7',
      invoiceId: null,
      invoicedAt: '2026-09-20T00:00:00.000Z',
    });
    expect(rows.get(s.onInvoice.id)).toMatchObject({
      invoiced: true,
      invoiceNumber: s.invoice.number,
      invoiceId: s.invoice.id,
    });
    expect(rows.get(s.onInvoice.id)!.invoicedAt).not.toBeNull();
    for (const row of rows.values()) {
      const docket = (
        await call('GET /api/timesheets/:id', s.c.team.office, { params: { id: row.id } })
      ).json();
      expect(row.total).toBe(docket.totalValue);
    }
  });

  it("keeps a voided invoice's dockets, ready again, without the invoice", async () => {
    const c = await invoicingCompany(t.db);
    const d = await c.docket();
    const invoice = await invoiceOf(c, [d.id]);
    expect((await table(c, { invoice: 'invoiced' })).dockets[0]).toMatchObject({ invoiceId: invoice.id });
    await call('POST /api/invoices/:id/void', c.team.admin, { params: { id: invoice.id } });
    const [row] = (await table(c, { invoice: 'for-invoice' })).dockets;
    expect(row).toMatchObject({ id: d.id, invoiced: false, invoiceNumber: null, invoiceId: null });
  });

  it('refuses bad filters and pages with the schema messages (400)', async () => {
    const filter = 'The invoice filter is all, for-invoice or invoiced';
    const size = 'The page size is a whole number from 1 to 100';
    const offset = 'The offset is a whole number from 0 to 1000000';
    const cases: [string, string, string][] = [
      ['?invoice=paid', 'invoice', filter],
      ['?projectId=abc', 'projectId', 'Invalid project'],
      ['?projectId=0', 'projectId', 'Invalid project'],
      ['?limit=0', 'limit', size],
      ['?limit=101', 'limit', size],
      ['?limit=x', 'limit', size],
      ['?offset=-1', 'offset', offset],
      ['?offset=1.5', 'offset', offset],
    ];
    for (const [query, field, message] of cases) {
      // Raw inject: these query strings are ones the route's query type refuses, and the client sends only typed queries.
      const res = await t.app.inject({
        method: 'GET',
        url: `${urlOf('/api/companies/:companyId/invoice-dockets', { companyId: s.c.team.company.id })}${query}`,
        headers: bearer(s.c.team.office),
      });
      expect(res.statusCode, query).toBe(400);
      expect(body(res), query).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    }
  });

  it("shows none of another company's dockets, even filtered by its project, and 404s its company", async () => {
    await other.docket();
    const theirs = await table(s.c, { projectId: other.project.id });
    expect(theirs).toEqual({ dockets: [], total: 0 });
    expect(ids((await table(s.c)).dockets)).not.toContain((await table(other)).dockets[0]!.id);
    expect((await tableOf(other, s.c.team.admin)).statusCode).toBe(404);
  });

  it('is for admin and office only (403)', async () => {
    expect((await table(s.c, {}, s.c.team.admin)).total).toBe(4);
    for (const who of [s.c.team.worker, s.c.team.foreman])
      expect((await tableOf(s.c, who)).statusCode).toBe(403);
  });
});

describe('invoice management lists', () => {
  it('lists the dockets ready to invoice, newest first, of the caller company only', async () => {
    const res = await call('GET /api/admin/timesheets/approved', s.c.team.admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(ids(rows)).toEqual([s.mixed.id, s.ready.id]);
    // 002 §2: each row shows the project's name and code (its job number stays beside it).
    expect(rows[0]).toMatchObject({ projectName: 'Kerb and gutter', projectCode: s.project2.code });
    expect(rows).toEqual((await table(s.c, { invoice: 'for-invoice' })).dockets);
  });

  it(`lists the ${RECENTLY_INVOICED_LIMIT} most recently invoiced, latest first`, async () => {
    const c = await invoicingCompany(t.db);
    const made: { id: number }[] = [];
    for (let i = 0; i < RECENTLY_INVOICED_LIMIT + 2; i++) made.push(await c.docket());
    // Invoiced in the reverse of their dates: the oldest docket most recently.
    for (const [i, d] of made.entries())
      await t.db
        .update(dockets)
        .set({ invoiced: true, invoiceNumber: `N-${i}`, invoicedAt: new Date(Date.UTC(2026, 9, 30 - i)) })
        .where(eq(dockets.id, d.id));
    const res = await call('GET /api/admin/timesheets/invoiced', c.team.office);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(ids(rows)).toEqual(ids(made.slice(0, RECENTLY_INVOICED_LIMIT)));
    expect(rows[0]).toMatchObject({ invoiceNumber: 'N-0', invoicedAt: '2026-10-30T00:00:00.000Z' });
    const theirs = (await call('GET /api/admin/timesheets/invoiced', other.team.admin)).json();
    expect(ids(theirs).filter((id) => ids(made).includes(id))).toEqual([]);
  });

  it('is for admin and office only (403)', async () => {
    for (const key of ['GET /api/admin/timesheets/approved', 'GET /api/admin/timesheets/invoiced'] as const)
      for (const who of [s.c.team.worker, s.c.team.foreman])
        expect((await call(key, who)).statusCode).toBe(403);
  });
});
