import { describe, expect, it } from 'vitest';
import type { BodyPart } from '../../../../shared/api/call-shape';
import { addDays } from '../../../../shared/dates';
import { hundredths } from '../../../../shared/dockets/docket-math';
import { createClient, createProject } from '../../../db/factories';
import { body, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import {
  invoicingApp,
  invoicingCompany,
  LABOUR,
  type InvoicingCompany,
} from '../../../../../tests/support/invoices';

/** The product's own tax invoices: numbers, lines and totals, refusals, void, tenancy, roles, replays. */

type CreateBody = BodyPart<'POST /api/companies/:companyId/invoices'>['body'];
type Refusal = { message: string; code: string; field?: string; timesheetId?: number; reason?: string };

let t: TestApp;
let co: InvoicingCompany;
let other: InvoicingCompany;
invoicingApp((app, [a, b]) => ([t, co, other] = [app, a!, b!]));

const call = client(() => t);
const invoicesOf = (c = co) => ({ params: { companyId: c.team.company.id } });
const create = (timesheetIds: number[], extra: Omit<CreateBody, 'timesheetIds'> = {}, c = co) =>
  call('POST /api/companies/:companyId/invoices', c.team.office, {
    ...invoicesOf(c),
    body: { timesheetIds, ...extra },
  });
const docketOf = async (id: number) =>
  (await call('GET /api/timesheets/:id', co.team.office, { params: { id } })).json();
const list = async (c = co, query: { status?: 'void'; limit?: number; offset?: number } = {}) =>
  (await call('GET /api/companies/:companyId/invoices', c.team.admin, { ...invoicesOf(c), query })).json();
const invoiceOf = (invoice: { id: number }) => ({ params: { id: invoice.id } });

describe('creating an invoice', () => {
  it('numbers it, writes a line per work item and totals it to the cent as the dockets show', async () => {
    const day = await co.docket();
    const mixed = await co.docket({
      lineItems: [
        LABOUR('06:00', '14:20', 30),
        { name: 'Excavator 5t', unit: 'hr', rate: '180.00', taxRate: '10', quantity: '6.50' },
        { name: 'Tip fees', unit: 'load', rate: '95.45', taxRate: '0', quantity: '3' },
      ],
    });
    const short = await co.docket({ lineItems: [LABOUR('07:00', '07:20')] });
    const ids = [short.id, day.id, mixed.id];
    const totals = await Promise.all(ids.map(async (id) => (await docketOf(id)).totalValue!));

    const res = await create(ids, { reference: 'PO 4471', date: '2026-11-02' });
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    expect(invoice).toMatchObject({
      number: 'SD-0001',
      status: 'issued',
      clientId: co.client.id,
      clientName: 'Cumberland City Council',
      contactName: 'Megan Lee',
      contactEmail: 'accounts@cumberland.example',
      reference: 'PO 4471',
      issueDate: '2026-11-02',
      dueDate: addDays('2026-11-02', 30),
      docketCount: 3,
      timesheetIds: [...ids].sort((a, b) => a - b),
    });
    // In docket date order: 8 h × $65.50; 7.8333 h × $65.50, 6.5 × $180, 3 × $95.45 GST-free; 0.3333 h × $65.50.
    expect(
      invoice.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.lineAmount, l.taxAmount]),
    ).toEqual([
      ['Labourer', '8.0000', '65.50', '524.00', '52.40'],
      ['Labourer', '7.8333', '65.50', '513.08', '51.31'],
      ['Excavator 5t', '6.5000', '180.00', '1170.00', '117.00'],
      ['Tip fees', '3.0000', '95.45', '286.35', '0.00'],
      ['Labourer', '0.3333', '65.50', '21.83', '2.18'],
    ]);
    expect(invoice.lines[0]).toMatchObject({ timesheetId: day.id, unit: 'hr', taxRate: '10.00' });
    expect(invoice.lines[0]!.workerName).toBe(
      `${co.team.worker.firstName} ${co.team.worker.lastName}`.trim(),
    );
    expect(invoice).toMatchObject({ subtotal: '2515.26', gst: '222.89', total: '2738.15' });
    const sum = totals.reduce((n, v) => n + hundredths(v), 0n);
    expect(hundredths(invoice.total)).toBe(sum);

    for (const id of ids)
      expect(await docketOf(id)).toMatchObject({ invoiced: true, invoiceNumber: 'SD-0001' });
  });

  it('sums rounded lines: three 20-minute lines at $10.00 are $9.99 + $0.99 GST', async () => {
    const tenDollars = (start: string, end: string) => ({ ...LABOUR(start, end), rate: '10.00' });
    const dockets = await Promise.all([
      co.docket({ lineItems: [tenDollars('07:00', '07:20')] }),
      co.docket({ lineItems: [tenDollars('08:00', '08:20')] }),
      co.docket({ lineItems: [tenDollars('09:00', '09:20')] }),
    ]);
    const invoice = (await create(dockets.map((d) => d.id))).json();
    expect(invoice).toMatchObject({ subtotal: '9.99', gst: '0.99', total: '10.98' });
  });

  it('refuses the lot when one docket is not ready, naming it, and writes nothing nor takes a number', async () => {
    const before = await list();
    const ready = await co.docket();
    const cases = [
      [await co.docket({ status: 'draft' }), 'not_approved', 'is not approved'],
      [await co.docket({ status: 'pending_approval' }), 'not_approved', 'is not approved'],
      [await co.docket({ status: 'void' }), 'void', 'is void'],
      [
        await co.docket({ invoiced: true, invoiceNumber: 'EXT-9' }),
        'invoiced',
        'is already invoiced (EXT-9)',
      ],
      [
        await co.docket({ projectId: null, entryType: 'non-billable', lineItems: [], description: 'Yard' }),
        'non_billable',
        'is non-billable',
      ],
    ] as const;
    for (const [docket, reason, words] of cases) {
      const res = await create([ready.id, docket.id]);
      expect(res.statusCode, res.body).toBe(409);
      const refusal = body<Refusal>(res);
      expect(refusal).toMatchObject({
        code: 'CONFLICT',
        field: 'timesheetIds',
        timesheetId: docket.id,
        reason,
      });
      expect(refusal.message).toContain(`Docket #${docket.id} ${words}`);
    }
    expect(await list()).toEqual(before);
    expect(await docketOf(ready.id)).toMatchObject({ invoiced: false, invoiceNumber: null });
    const next = (await create([ready.id])).json();
    expect(next.number).toBe(`SD-${String(before.total + 1).padStart(4, '0')}`);
  });

  it('asks for the client when the dockets are for several, and takes the one chosen', async () => {
    const elsewhere = await invoicingCompany(t.db);
    const second = await createClient(t.db, { companyId: elsewhere.team.company.id, name: 'Second Client' });
    const project = await createProject(t.db, { companyId: elsewhere.team.company.id, clientId: second.id });
    const a = await elsewhere.docket();
    const b = await elsewhere.docket({ projectId: project.id });
    const mixed = await create([a.id, b.id], {}, elsewhere);
    expect(mixed.statusCode).toBe(400);
    expect(body<Refusal>(mixed).field).toBe('clientId');
    const chosen = (
      await create([a.id, b.id], { clientId: second.id, contactName: 'Accounts' }, elsewhere)
    ).json();
    expect(chosen).toMatchObject({
      number: 'SD-0001',
      clientName: 'Second Client',
      contactName: 'Accounts',
    });
    const third = await elsewhere.docket();
    expect((await create([third.id], { clientId: co.client.id }, elsewhere)).statusCode).toBe(404);
  });

  it('refuses a due date before the invoice date', async () => {
    const d = await co.docket();
    const res = await create([d.id], { date: '2026-11-10', dueDate: '2026-11-09' });
    expect(res.statusCode).toBe(400);
    expect(body<Refusal>(res).field).toBe('dueDate');
  });

  it('creates one invoice however often a submission with the same Idempotency-Key is retried', async () => {
    const d = await co.docket();
    const before = (await list()).total;
    const send = () =>
      call('POST /api/companies/:companyId/invoices', co.team.office, {
        ...invoicesOf(),
        idempotencyKey: 'invoice-form-1',
        body: { timesheetIds: [d.id] },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await list()).total).toBe(before + 1);
  });
});

describe('voiding an invoice', () => {
  it('keeps its number and returns its dockets to ready-to-invoice, once', async () => {
    const dockets = [await co.docket(), await co.docket()];
    const ids = dockets.map((d) => d.id);
    const invoice = (await create(ids)).json();
    const voidIt = () => call('POST /api/invoices/:id/void', co.team.admin, invoiceOf(invoice));
    const res = await voidIt();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      number: invoice.number,
      status: 'void',
      total: invoice.total,
    });
    expect(res.json().voidedAt).not.toBeNull();
    for (const id of ids) expect(await docketOf(id)).toMatchObject({ invoiced: false, invoiceNumber: null });
    expect((await voidIt()).statusCode).toBe(409);

    const again = (await create(ids)).json();
    expect(again.number).not.toBe(invoice.number);
    expect(again.timesheetIds).toEqual(invoice.timesheetIds);
    expect((await list(co, { status: 'void' })).invoices.map((i) => i.number)).toContain(invoice.number);
  });
});

describe('the invoices list', () => {
  it('pages newest first with the count of all and the dockets of each', async () => {
    const c = await invoicingCompany(t.db);
    for (let i = 0; i < 5; i++) await create([(await c.docket()).id, (await c.docket()).id], {}, c);
    const first = await list(c, { limit: 2 });
    expect(first.total).toBe(5);
    expect(first.invoices.map((i) => i.number)).toEqual(['SD-0005', 'SD-0004']);
    expect(first.invoices[0]).toMatchObject({ clientName: 'Cumberland City Council', docketCount: 2 });
    const last = await list(c, { limit: 2, offset: 4 });
    expect(last.invoices.map((i) => i.number)).toEqual(['SD-0001']);
  });
});

describe('tenancy and roles', () => {
  it("answers 404 for another company's dockets, invoices and company", async () => {
    const theirs = await other.docket();
    const res = await create([theirs.id]);
    expect(res.statusCode).toBe(404);
    expect(body<Refusal>(res).message).toBe(`Docket #${theirs.id} not found`);
    expect(await docketOfOther(theirs.id)).toMatchObject({ invoiced: false });
    const theirInvoice = (await create([theirs.id], {}, other)).json();
    for (const send of [
      () => call('GET /api/invoices/:id', co.team.admin, invoiceOf(theirInvoice)),
      () => call('POST /api/invoices/:id/void', co.team.admin, invoiceOf(theirInvoice)),
      () => call('GET /api/companies/:companyId/invoices', co.team.admin, invoicesOf(other)),
    ])
      expect((await send()).statusCode).toBe(404);
    expect(
      (
        await call('POST /api/companies/:companyId/invoices', co.team.admin, {
          ...invoicesOf(other),
          body: { timesheetIds: [theirs.id] },
        })
      ).statusCode,
    ).toBe(404);
    expect((await list()).invoices.map((i) => 'id' in i && i.id)).not.toContain(theirInvoice.id);
  });

  it('lets neither a worker nor a foreman invoice, list or read invoices (403)', async () => {
    const d = await co.docket();
    const invoice = (await create([(await co.docket()).id])).json();
    for (const who of [co.team.worker, co.team.foreman]) {
      const sent = { ...invoicesOf(), body: { timesheetIds: [d.id] } };
      expect((await call('POST /api/companies/:companyId/invoices', who, sent)).statusCode).toBe(403);
      expect((await call('GET /api/companies/:companyId/invoices', who, invoicesOf())).statusCode).toBe(403);
      expect((await call('GET /api/invoices/:id', who, invoiceOf(invoice))).statusCode).toBe(403);
      expect((await call('POST /api/invoices/:id/void', who, invoiceOf(invoice))).statusCode).toBe(403);
    }
    expect(await docketOf(d.id)).toMatchObject({ invoiced: false });
  });
});

const docketOfOther = async (id: number) =>
  (await call('GET /api/timesheets/:id', other.team.office, { params: { id } })).json();
