import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../../shared/dates';
import { body, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';

/** Payments on the product's own tax invoices (issue 27): record, add up, refuse, undo, tenancy, roles. */

let t: TestApp;
let co: InvoicingCompany;
let other: InvoicingCompany;
invoicingApp((app, [a, b]) => ([t, co, other] = [app, a!, b!]));

const call = client(() => t);
const today = () => todayIn(co.team.company.timeZone);

/** An own invoice of one fresh docket ($576.40 for a Labourer 07:00–15:30 less 30 min at $65.50 + GST). */
async function invoice(dates: { date?: string; dueDate?: string } = {}) {
  const res = await call('POST /api/companies/:companyId/invoices', co.team.office, {
    params: { companyId: co.team.company.id },
    body: { timesheetIds: [(await co.docket()).id], ...dates },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const at = (inv: { id: number }, c = co) => ({ companyId: c.team.company.id, invoiceId: inv.id });
const pay = (
  inv: { id: number },
  amount: string,
  extra: { paidOn?: string; who?: typeof co.team.office } = {},
) =>
  call('POST /api/companies/:companyId/invoices/:invoiceId/payments', extra.who ?? co.team.office, {
    params: at(inv),
    body: { paidOn: extra.paidOn ?? today(), amount },
  });
const read = async (inv: { id: number }) =>
  (await call('GET /api/invoices/:id', co.team.office, { params: { id: inv.id } })).json();
const listRow = async (inv: { id: number }) => {
  const { invoices } = (
    await call('GET /api/companies/:companyId/invoices', co.team.office, {
      params: { companyId: co.team.company.id },
      query: { limit: 100 },
    })
  ).json();
  return invoices.find((r) => r.source === 'sitedockets' && r.id === inv.id)!;
};

describe('recording payments on an own invoice', () => {
  it('starts awaiting payment, part payments add up to paid on the day of the last, and the list agrees', async () => {
    const inv = await invoice();
    expect(inv.total).toBe('576.40');
    expect(inv.payment).toEqual({
      status: 'awaiting_payment',
      amountPaid: '0.00',
      amountDue: '576.40',
      paidOn: null,
      checkedAt: null,
    });

    const first = await pay(inv, '120', { paidOn: addDays(today(), -3) });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().payment).toMatchObject({
      status: 'part_paid',
      amountPaid: '120.00',
      amountDue: '456.40',
    });
    expect((await listRow(inv)).payment).toMatchObject({ status: 'part_paid', amountDue: '456.40' });

    const rest = await pay(inv, '456.40');
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().payment).toEqual({
      status: 'paid',
      amountPaid: '576.40',
      amountDue: '0.00',
      paidOn: today(),
      checkedAt: null,
    });
    expect(rest.json().payments.map((p) => [p.paidOn, p.amount])).toEqual([
      [addDays(today(), -3), '120.00'],
      [today(), '456.40'],
    ]);
    const own = await read(inv);
    expect(own.payment.status).toBe('paid');
    expect(own.payments).toHaveLength(2);
    expect((await listRow(inv)).payment).toMatchObject({ status: 'paid', paidOn: today() });
  });

  it('refuses more than is due with a message at the amount, storing nothing', async () => {
    const inv = await invoice();
    expect((await pay(inv, '500')).statusCode).toBe(201);
    const res = await pay(inv, '76.41');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `The payment of $76.41 is more than the $76.40 due on ${inv.number}`,
      field: 'amount',
    });
    expect((await read(inv)).payments.map((p) => p.amount)).toEqual(['500.00']);
  });

  it('lets two payments at once take no more than is due: one is refused', async () => {
    const inv = await invoice();
    const both = await Promise.all([pay(inv, '300'), pay(inv, '300')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await read(inv)).payment).toMatchObject({ amountPaid: '300.00', amountDue: '276.40' });
  });

  it('refuses a date after the company today, no amount, and a third decimal place', async () => {
    const inv = await invoice();
    const future = await pay(inv, '10', { paidOn: addDays(today(), 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      message: 'The payment date cannot be after today',
      field: 'paidOn',
    });
    expect((await pay(inv, '0')).statusCode).toBe(400);
    expect((await pay(inv, '10.005')).statusCode).toBe(400);
    expect((await read(inv)).payments).toEqual([]);
  });

  it('is overdue once its due date has passed unless paid', async () => {
    const inv = await invoice({ date: '2026-09-01', dueDate: '2026-09-15' });
    expect((await listRow(inv)).payment.status).toBe('overdue');
    expect((await pay(inv, '76.40')).json().payment).toMatchObject({
      status: 'overdue',
      amountDue: '500.00',
    });
    expect((await pay(inv, '500')).json().payment.status).toBe('paid');
  });

  it('answers a repeat with the same Idempotency-Key with the first reply, recording once', async () => {
    const inv = await invoice();
    const key = randomUUID();
    const send = () =>
      call('POST /api/companies/:companyId/invoices/:invoiceId/payments', co.team.office, {
        params: at(inv),
        body: { paidOn: today(), amount: '50.00' },
        idempotencyKey: key,
      });
    expect((await send()).statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json().payments).toHaveLength(1);
    expect((await read(inv)).payments).toHaveLength(1);
  });
});

describe('undoing a payment', () => {
  it('deletes it: the amount is due again and the invoice no longer paid', async () => {
    const inv = await invoice();
    const { payments } = (await pay(inv, '576.40')).json();
    const res = await call(
      'DELETE /api/companies/:companyId/invoices/:invoiceId/payments/:paymentId',
      co.team.admin,
      {
        params: { ...at(inv), paymentId: payments[0]!.id },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      payment: {
        status: 'awaiting_payment',
        amountPaid: '0.00',
        amountDue: '576.40',
        paidOn: null,
        checkedAt: null,
      },
      payments: [],
    });
    const again = await call(
      'DELETE /api/companies/:companyId/invoices/:invoiceId/payments/:paymentId',
      co.team.admin,
      {
        params: { ...at(inv), paymentId: payments[0]!.id },
      },
    );
    expect(again.statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('refuses a payment on a void invoice, naming it', async () => {
    const inv = await invoice();
    expect(
      (await call('POST /api/invoices/:id/void', co.team.office, { params: { id: inv.id } })).statusCode,
    ).toBe(200);
    const res = await pay(inv, '10');
    expect(res.statusCode).toBe(409);
    expect(body<{ message: string }>(res).message).toBe(`${inv.number} is void: it takes no payments`);
    expect((await read(inv)).payment.status).toBe('voided');
  });

  it("answers another company's invoice and payment as not found", async () => {
    const inv = await invoice();
    const { payments } = (await pay(inv, '10')).json();
    // The other company's office, on its own company's path with this invoice's id.
    const theirs = await call(
      'POST /api/companies/:companyId/invoices/:invoiceId/payments',
      other.team.office,
      {
        params: at(inv, other),
        body: { paidOn: today(), amount: '10' },
      },
    );
    expect(theirs.statusCode).toBe(404);
    const undo = await call(
      'DELETE /api/companies/:companyId/invoices/:invoiceId/payments/:paymentId',
      other.team.office,
      {
        params: { ...at(inv, other), paymentId: payments[0]!.id },
      },
    );
    expect(undo.statusCode).toBe(404);
    expect((await read(inv)).payments).toHaveLength(1);
  });

  it('refuses a worker and a foreman with 403', async () => {
    const inv = await invoice();
    expect((await pay(inv, '10', { who: co.team.worker })).statusCode).toBe(403);
    expect((await pay(inv, '10', { who: co.team.foreman })).statusCode).toBe(403);
    expect((await read(inv)).payments).toEqual([]);
  });
});
