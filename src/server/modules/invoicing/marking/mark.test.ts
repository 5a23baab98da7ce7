import { describe, expect, it } from 'vitest';
import type { MarkInvoicedInput } from '../../../../shared/invoicing/schemas';
import { body, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';

/** POST /api/admin/timesheets/mark-invoiced (002 §2, §4): all or nothing, the number optional. */

type Refusal = { message: string; code: string; field?: string; timesheetId?: number; reason?: string };

let t: TestApp;
let co: InvoicingCompany;
let other: InvoicingCompany;
invoicingApp((app, [a, b]) => ([t, co, other] = [app, a!, b!]));

const call = client(() => t);
const mark = (sent: MarkInvoicedInput, who = co.team.office) =>
  call('POST /api/admin/timesheets/mark-invoiced', who, { body: sent });
const docketOf = async (id: number, c = co) =>
  (await call('GET /api/timesheets/:id', c.team.office, { params: { id } })).json();
const eventsOf = async (id: number) =>
  (await call('GET /api/timesheets/:id/events', co.team.office, { params: { id } })).json();
const invoicedEvents = async (id: number) => (await eventsOf(id)).filter((e) => e.eventType === 'invoiced');
const readyIds = async (c = co) =>
  (await call('GET /api/admin/timesheets/approved', c.team.office)).json().map((r) => r.id);
const ownInvoice = async (id: number) =>
  (
    await call('POST /api/companies/:companyId/invoices', co.team.office, {
      params: { companyId: co.team.company.id },
      body: { timesheetIds: [id] },
    })
  ).json();

describe('marking dockets invoiced', () => {
  it('marks them with the number, when, and an event each; they leave the ready list', async () => {
    const a = await co.docket();
    const b = await co.docket();
    const before = Date.now();
    const res = await mark({ timesheetIds: [a.id, b.id, a.id], invoiceNumber: '  INV-2025-001 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: '2 dockets marked as invoiced (INV-2025-001)',
      count: 2,
      invoiceNumber: 'INV-2025-001',
    });
    for (const id of [a.id, b.id]) {
      expect(await docketOf(id)).toMatchObject({ invoiced: true, invoiceNumber: 'INV-2025-001' });
      expect(await invoicedEvents(id)).toEqual([
        expect.objectContaining({ userId: co.team.office.id, details: { invoiceNumber: 'INV-2025-001' } }),
      ]);
    }
    expect(await readyIds()).not.toContain(a.id);
    const recent = (await call('GET /api/admin/timesheets/invoiced', co.team.admin)).json();
    const row = recent.find((r) => r.id === a.id)!;
    expect(new Date(row.invoicedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes no number, an empty one or spaces as none', async () => {
    for (const invoiceNumber of [undefined, null, '', '   ']) {
      const d = await co.docket();
      const res = await mark({ timesheetIds: [d.id], invoiceNumber });
      expect(res.statusCode, String(invoiceNumber)).toBe(200);
      expect(res.json()).toEqual({
        message: '1 docket marked as invoiced',
        count: 1,
        invoiceNumber: null,
      });
      expect(await docketOf(d.id)).toMatchObject({ invoiced: true, invoiceNumber: null });
      expect((await invoicedEvents(d.id))[0]!.details).toEqual({ invoiceNumber: null });
    }
  });

  it('refuses the lot when one is not ready, naming it (409), and changes nothing', async () => {
    const ready = await co.docket();
    const onInvoice = await co.docket();
    const invoice = await ownInvoice(onInvoice.id);
    const cases = [
      [await co.docket({ status: 'draft' }), 'not_approved', 'is not approved'],
      [await co.docket({ status: 'pending_approval' }), 'not_approved', 'is not approved'],
      [await co.docket({ status: 'reverted' }), 'not_approved', 'is not approved'],
      [await co.docket({ status: 'void' }), 'void', 'is void'],
      [
        await co.docket({ invoiced: true, invoiceNumber: 'EXT-9' }),
        'invoiced',
        'is already invoiced (EXT-9)',
      ],
      [await co.docket({ invoiced: true, invoiceNumber: null }), 'invoiced', 'is already invoiced'],
      [
        await co.docket({ projectId: null, entryType: 'non-billable', lineItems: [], description: 'Yard' }),
        'non_billable',
        'is non-billable',
      ],
      [onInvoice, 'on_invoice', `is on invoice ${invoice.number}`],
    ] as const;
    for (const [docket, reason, words] of cases) {
      const res = await mark({ timesheetIds: [ready.id, docket.id], invoiceNumber: 'X-1' });
      expect(res.statusCode, reason).toBe(409);
      const refusal = body<Refusal>(res);
      expect(refusal).toMatchObject({ code: 'CONFLICT', timesheetId: docket.id, reason });
      expect(refusal.message).toContain(`Docket #${docket.id} ${words}`);
    }
    expect(await docketOf(ready.id)).toMatchObject({ invoiced: false, invoiceNumber: null });
    expect(await invoicedEvents(ready.id)).toEqual([]);
    expect(await docketOf(onInvoice.id)).toMatchObject({ invoiceNumber: invoice.number });
  });

  it('names the first docket not ready in the order sent', async () => {
    const draft = await co.docket({ status: 'draft' });
    const voided = await co.docket({ status: 'void' });
    const res = await mark({ timesheetIds: [voided.id, draft.id] });
    expect(body<Refusal>(res)).toMatchObject({ timesheetId: voided.id, reason: 'void' });
  });

  it("answers another company's docket as one that does not exist (404) and leaves it be", async () => {
    const mine = await co.docket();
    const theirs = await other.docket();
    const missing = 2_000_000_000;
    for (const id of [theirs.id, missing]) {
      const res = await mark({ timesheetIds: [mine.id, id], invoiceNumber: 'X-2' });
      expect(res.statusCode).toBe(404);
      expect(body<Refusal>(res)).toEqual({
        message: `Docket #${id} not found`,
        code: 'NOT_FOUND',
        field: 'timesheetIds',
        timesheetId: id,
      });
    }
    expect(await docketOf(theirs.id, other)).toMatchObject({ invoiced: false });
    expect(await docketOf(mine.id)).toMatchObject({ invoiced: false });
    expect(await readyIds(other)).toContain(theirs.id);
  });

  it('refuses a body without dockets, bad ids, too many or too long a number (400)', async () => {
    const select = 'Please select at least one docket';
    const cases: [object, string, string][] = [
      [{}, 'timesheetIds', select],
      [{ timesheetIds: [] }, 'timesheetIds', select],
      [{ timesheetIds: 'all' }, 'timesheetIds', select],
      [{ timesheetIds: ['7'] }, 'timesheetIds.0', 'Invalid id'],
      [{ timesheetIds: [0] }, 'timesheetIds.0', 'Invalid id'],
      [
        { timesheetIds: Array.from({ length: 501 }, (_, i) => i + 1) },
        'timesheetIds',
        'At most 500 dockets at a time',
      ],
      [
        { timesheetIds: [1], invoiceNumber: 'N'.repeat(101) },
        'invoiceNumber',
        'Invoice number can be at most 100 characters',
      ],
      [
        { timesheetIds: [1], invoiceNumber: 7 },
        'invoiceNumber',
        'Invalid input: expected string, received number',
      ],
    ];
    for (const [payload, field, message] of cases) {
      // raw: these bodies are what the schema refuses.
      const res = await call('POST /api/admin/timesheets/mark-invoiced', co.team.office, { raw: payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(body(res)).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    }
  });

  it('is for admin and office only (403)', async () => {
    const d = await co.docket();
    for (const who of [co.team.worker, co.team.foreman])
      expect((await mark({ timesheetIds: [d.id] }, who)).statusCode).toBe(403);
    expect(await docketOf(d.id)).toMatchObject({ invoiced: false });
    expect((await mark({ timesheetIds: [d.id] }, co.team.admin)).statusCode).toBe(200);
  });
});

describe('two office users marking the same dockets at once', () => {
  // Each sends the dockets in its own order; the locks are taken in id order, so neither deadlocks.
  it.each([
    ['office first', 'office', 'admin'],
    ['admin first', 'admin', 'office'],
  ] as const)('lets one mark them and refuses the other (409), %s', async (_, first, second) => {
    const dockets = [await co.docket(), await co.docket(), await co.docket()];
    const ids = dockets.map((d) => d.id);
    const [a, b] = await Promise.all([
      mark({ timesheetIds: ids, invoiceNumber: `BY-${first}` }, co.team[first]),
      mark({ timesheetIds: [...ids].reverse(), invoiceNumber: `BY-${second}` }, co.team[second]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? first : second;
    const refusal = body<Refusal>(a.statusCode === 409 ? a : b);
    expect(refusal).toMatchObject({ reason: 'invoiced' });
    expect(ids).toContain(refusal.timesheetId);
    expect(refusal.message).toContain(`(BY-${winner})`);
    for (const id of ids) {
      expect(await docketOf(id)).toMatchObject({ invoiced: true, invoiceNumber: `BY-${winner}` });
      expect((await invoicedEvents(id)).map((e) => e.details.invoiceNumber)).toEqual([`BY-${winner}`]);
    }
  });

  it("refuses a typed number that is one of the product's own invoices (issue 29); dockets may share one", async () => {
    const billed = await co.docket();
    const invoice = await ownInvoice(billed.id);
    const d = await co.docket();
    for (const typed of [invoice.number, invoice.number.toLowerCase()]) {
      const refused = await mark({ timesheetIds: [d.id], invoiceNumber: typed });
      expect(refused.statusCode).toBe(409);
      expect(body<Refusal>(refused)).toMatchObject({
        message: `${invoice.number} is the number of a SiteDockets invoice: type the number your accounting software gave this invoice`,
        field: 'invoiceNumber',
        reason: 'number_taken',
      });
      const edited = await call('PATCH /api/timesheets/:id/invoice', co.team.office, {
        params: { id: d.id },
        body: { invoiced: true, invoiceNumber: typed },
      });
      expect(edited.statusCode).toBe(409);
    }
    expect(await docketOf(d.id)).toMatchObject({ invoiced: false });
    // Another company's numbers are theirs (its own invoices are numbered OT-…, so it may type an
    // SD- number); dockets of one outside invoice share its number.
    await call('PUT /api/companies/:companyId', other.team.admin, {
      params: { companyId: other.team.company.id },
      body: { invoicePrefix: 'OT-' },
    });
    const mine = await other.docket();
    const theirs = await mark({ timesheetIds: [mine.id], invoiceNumber: invoice.number }, other.team.office);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const e = await co.docket();
    expect((await mark({ timesheetIds: [d.id], invoiceNumber: 'MYOB-77' })).statusCode).toBe(200);
    expect((await mark({ timesheetIds: [e.id], invoiceNumber: 'MYOB-77' })).statusCode).toBe(200);
  });
});
