import { describe, expect, it } from 'vitest';
import { LABOUR, type InvoicingCompany } from '../../../../../tests/support/invoices';
import { xeroInvoicing } from '../../../../../tests/support/xero-invoices';
import type { ReplyOf } from '../../../../shared/api/reply';

/** The invoices list with both kinds (issue 29): the product's own, and those it sent to Xero. */

type Row = ReplyOf<'GET /api/companies/:companyId/invoices'>['invoices'][number];

const { world, call, ready, xeroInvoices, dialogBody, create } = xeroInvoicing();

const invoicesOf = (co: InvoicingCompany) => ({ params: { companyId: co.team.company.id } });
const list = async (
  co: InvoicingCompany,
  query: { status?: 'issued' | 'void'; limit?: number; offset?: number } = {},
  who = co.team.office,
) => {
  const res = await call('GET /api/companies/:companyId/invoices', who, { ...invoicesOf(co), query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ownInvoice = (co: InvoicingCompany, ids: number[], date: string) =>
  call('POST /api/companies/:companyId/invoices', co.team.office, {
    ...invoicesOf(co),
    body: { timesheetIds: ids, date },
  });
/** A Xero invoice of new dockets (the dialog's body, dated 24 Nov 2026). */
async function xeroInvoice(co: InvoicingCompany, dockets = 2) {
  const ids: number[] = [];
  for (let i = 0; i < dockets; i++)
    ids.push((await co.docket({ lineItems: [LABOUR('07:00', '15:20', 30)] })).id);
  const payload = await dialogBody(co, ids);
  const res = await create(co, payload);
  expect(res.statusCode, res.body).toBe(201);
  return { ids, payload, reply: res.json() };
}
const xeroRow = (rows: Row[], id: string) => rows.find((r) => r.source === 'xero' && r.xeroInvoiceId === id);

describe('the invoices list with Xero invoices', () => {
  it('lists a Xero invoice beside an own one: its number, date, contact, dockets and totals as recorded', async () => {
    const co = await ready();
    const own = await ownInvoice(co, [(await co.docket()).id], '2026-11-20');
    expect(own.statusCode, own.body).toBe(201);
    const { ids, payload, reply } = await xeroInvoice(co);
    const [sent] = xeroInvoices(payload.reference!);

    const { invoices, total } = await list(co);
    expect(total).toBe(2);
    // Newest date first: the Xero invoice (24 Nov) before the own one (20 Nov).
    expect(invoices.map((r) => [r.source, r.number])).toEqual([
      ['xero', reply.invoiceNumber],
      ['sitedockets', own.json().number],
    ]);
    expect(invoices[0]).toEqual({
      source: 'xero',
      xeroInvoiceId: reply.invoiceId,
      xeroUrl: `https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID=${reply.invoiceId}`,
      number: reply.invoiceNumber,
      status: 'issued',
      clientId: co.client.id,
      clientName: 'Cumberland City Council',
      contactName: 'Acme Constructions Pty Ltd',
      reference: payload.reference,
      issueDate: '2026-11-24',
      dueDate: '2026-12-24',
      // What Xero made of the lines, to the cent.
      subtotal: sent!.SubTotal.toFixed(2),
      gst: sent!.TotalTax.toFixed(2),
      total: reply.total,
      docketCount: 2,
      timesheetIds: ids,
      createdAt: expect.any(String),
      // Not read back from Xero yet: a draft as the product made it (issue 27).
      payment: { status: 'draft', amountPaid: '0.00', amountDue: reply.total, paidOn: null, checkedAt: null },
    });
    expect(invoices[1]).toMatchObject({ source: 'sitedockets', docketCount: 1, status: 'issued' });

    // Paged across both kinds.
    expect((await list(co, { limit: 1, offset: 1 })).invoices.map((r) => r.source)).toEqual(['sitedockets']);
  });

  it('filters both kinds by status: a Xero invoice is void once its dockets were released after Xero voided it', async () => {
    const co = await ready();
    const { ids, reply } = await xeroInvoice(co, 1);
    expect(xeroRow((await list(co, { status: 'issued' })).invoices, reply.invoiceId)).toBeDefined();
    expect(xeroRow((await list(co, { status: 'void' })).invoices, reply.invoiceId)).toBeUndefined();

    const books = world.sim.context.store.books.get(world.sim.tenantId)!;
    books.invoices.find((i) => i.InvoiceID === reply.invoiceId)!.Status = 'VOIDED';
    const released = await call('PATCH /api/timesheets/:id/invoice', co.team.office, {
      params: { id: ids[0]! },
      body: { invoiced: false },
    });
    expect(released.statusCode, released.body).toBe(200);

    const voided = await list(co, { status: 'void' });
    expect(xeroRow(voided.invoices, reply.invoiceId)).toMatchObject({ status: 'void', timesheetIds: ids });
    expect(voided.total).toBe(1);
    expect(xeroRow((await list(co, { status: 'issued' })).invoices, reply.invoiceId)).toBeUndefined();
  });

  it("never lists another company's Xero invoices, nor lets it read this company's list", async () => {
    const co = await ready();
    const other = await ready();
    const mine = await xeroInvoice(co, 1);
    const theirs = await xeroInvoice(other, 1);
    expect((await list(co)).invoices.map((r) => r.source === 'xero' && r.xeroInvoiceId)).toEqual([
      mine.reply.invoiceId,
    ]);
    expect((await list(other)).invoices.map((r) => r.source === 'xero' && r.xeroInvoiceId)).toEqual([
      theirs.reply.invoiceId,
    ]);
    const res = await call('GET /api/companies/:companyId/invoices', other.team.admin, invoicesOf(co));
    expect(res.statusCode).toBe(404);
  });

  it('keeps the list and the recorded totals from workers (403; timeline without money)', async () => {
    const co = await ready();
    const { ids } = await xeroInvoice(co, 1);
    const res = await call('GET /api/companies/:companyId/invoices', co.team.worker, invoicesOf(co));
    expect(res.statusCode).toBe(403);
    const invoiced = async (who = co.team.office) =>
      (await call('GET /api/timesheets/:id/events', who, { params: { id: ids[0]! } }))
        .json()
        .find((e) => e.eventType === 'invoiced')!.details;
    expect(await invoiced()).toMatchObject({ total: expect.any(String), subtotal: expect.any(String) });
    const seen = await invoiced(co.team.worker);
    expect(seen).toMatchObject({ contactName: 'Acme Constructions Pty Ltd' });
    for (const key of ['total', 'subtotal', 'gst']) expect(seen).not.toHaveProperty(key);
  });
});
