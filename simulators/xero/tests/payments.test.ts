import { describe, expect, it } from 'vitest';
import { makeInvoice, PAYMENT_SCOPES, payment, type Json } from './books-support';
import { api, connect, startSim } from './support';

async function ready(scope = PAYMENT_SCOPES) {
  const sim = await startSim();
  const { access_token: token } = await connect(sim, scope);
  return { sim, token };
}

const firstError = (body: Json) =>
  ((body.Elements as Json[])[0]?.ValidationErrors as { Message: string }[]).map((error) => error.Message);

describe('simulated Xero payments', () => {
  it('part-pays, then pays in full: AmountDue, AmountPaid, Payments, PAID with FullyPaidOnDate', async () => {
    const { sim, token } = await ready();
    const invoice = await makeInvoice(sim, token);
    const id = String(invoice.InvoiceID);
    expect(invoice).toMatchObject({
      Status: 'AUTHORISED',
      Total: 110,
      AmountDue: 110,
      AmountPaid: 0,
      Payments: [],
    });

    sim.clock.advance(60_000);
    const part = await api(sim, token, '/Payments', {
      method: 'PUT',
      body: { Payments: [payment(id, 40.5, { Reference: 'EFT 1' })] },
    });
    expect(part.status).toBe(200);
    const [first] = part.body.Payments as Json[];
    expect(first).toMatchObject({
      Date: `/Date(${Date.UTC(2026, 10, 25)}+0000)/`,
      Amount: 40.5,
      BankAmount: 40.5,
      Reference: 'EFT 1',
      PaymentType: 'ACCRECPAYMENT',
      Status: 'AUTHORISED',
      Account: { Code: '090', Name: 'Business Bank Account' },
      Invoice: { InvoiceID: id, InvoiceNumber: invoice.InvoiceNumber, AmountDue: 69.5, AmountPaid: 40.5 },
      StatusAttributeString: 'OK',
    });

    const afterPart = (await api(sim, token, `/Invoices/${id}`)).body.Invoices as Json[];
    expect(afterPart[0]).toMatchObject({
      Status: 'AUTHORISED',
      AmountDue: 69.5,
      AmountPaid: 40.5,
      AmountCredited: 0,
      UpdatedDateUTC: `/Date(${sim.clock()}+0000)/`,
      Payments: [{ PaymentID: first?.PaymentID, Amount: 40.5, Reference: 'EFT 1', Date: first?.Date }],
    });
    expect(afterPart[0]).not.toHaveProperty('FullyPaidOnDate');

    const rest = await api(sim, token, '/Payments', {
      method: 'POST',
      body: { Payments: [payment(id, 69.5, { Date: '2026-11-27' })] },
    });
    expect(rest.status).toBe(200);
    const paid = ((await api(sim, token, `/Invoices/${id}`)).body.Invoices as Json[])[0];
    expect(paid).toMatchObject({
      Status: 'PAID',
      AmountDue: 0,
      AmountPaid: 110,
      FullyPaidOnDate: `/Date(${Date.UTC(2026, 10, 27)}+0000)/`,
    });
    expect(paid?.Payments).toHaveLength(2);

    const list = await api(sim, token, '/Payments');
    expect(list.body.pagination).toMatchObject({ page: 1, pageSize: 100, itemCount: 2 });
    const one = await api(sim, token, `/Payments/${String(first?.PaymentID)}`);
    expect((one.body.Payments as Json[])[0]).toMatchObject({ PaymentID: first?.PaymentID, Amount: 40.5 });
  });

  it("refuses what Xero refuses, with Xero's messages, and stores nothing", async () => {
    const { sim, token } = await ready();
    const draft = String((await makeInvoice(sim, token, 'DRAFT')).InvoiceID);
    const approved = String((await makeInvoice(sim, token)).InvoiceID);
    const refused = async (sent: Json) => {
      const res = await api(sim, token, '/Payments', { method: 'PUT', body: { Payments: [sent] } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ErrorNumber: 10, Type: 'ValidationException' });
      return firstError(res.body);
    };
    expect(await refused(payment(draft, 10))).toEqual([
      'Payments can only be made against Authorised documents',
    ]);
    expect(await refused(payment(approved, 110.01))).toEqual([
      'Payment amount exceeds the amount outstanding on this document',
    ]);
    expect(await refused(payment(approved, 0))).toEqual(['Payment amount must be greater than zero']);
    expect(await refused(payment(approved, 10, { Account: { Code: '200' } }))).toHaveLength(1);
    expect(await refused(payment(approved, 10, { Date: undefined }))).toHaveLength(1);
    // One bad payment in a batch refuses the batch.
    const batch = await api(sim, token, '/Payments', {
      method: 'PUT',
      body: { Payments: [payment(approved, 10), payment(approved, 101)] },
    });
    expect(batch.status).toBe(400);
    const invoice = ((await api(sim, token, `/Invoices/${approved}`)).body.Invoices as Json[])[0];
    expect(invoice).toMatchObject({ AmountPaid: 0, AmountDue: 110, Payments: [] });

    await api(sim, token, '/Payments', { method: 'PUT', body: { Payments: [payment(approved, 110)] } });
    expect(await refused(payment(approved, 1))).toEqual([
      'Payments can only be made against Authorised documents',
    ]);
  });

  it('needs accounting.payments (or accounting.transactions) and honours Idempotency-Key', async () => {
    const { sim, token } = await ready();
    const id = String((await makeInvoice(sim, token)).InvoiceID);
    const { access_token: noPayments } = await connect(sim);
    const denied = await api(sim, noPayments, '/Payments', {
      method: 'PUT',
      body: { Payments: [payment(id, 5)] },
    });
    expect(denied.status).toBe(401);

    const send = () =>
      api(sim, token, '/Payments', {
        method: 'PUT',
        body: { Payments: [payment(id, 5)] },
        headers: { 'idempotency-key': 'pay-once' },
      });
    const [a, b] = [await send(), await send()];
    expect((b.body.Payments as Json[])[0]?.PaymentID).toBe((a.body.Payments as Json[])[0]?.PaymentID);
    const invoice = ((await api(sim, token, `/Invoices/${id}`)).body.Invoices as Json[])[0];
    expect(invoice).toMatchObject({ AmountPaid: 5, AmountDue: 105 });
  });

  it('approves and voids through POST /Invoices/{InvoiceID}; a paid invoice cannot be voided', async () => {
    const { sim, token } = await ready();
    const id = String((await makeInvoice(sim, token, 'DRAFT')).InvoiceID);
    const status = (Status: string, target = id) =>
      api(sim, token, `/Invoices/${target}`, { method: 'POST', body: { Invoices: [{ Status }] } });
    expect(((await status('AUTHORISED')).body.Invoices as Json[])[0]).toMatchObject({
      InvoiceID: id,
      Status: 'AUTHORISED',
    });
    expect(((await status('VOIDED')).body.Invoices as Json[])[0]).toMatchObject({
      Status: 'VOIDED',
      AmountDue: 0,
    });
    expect((await status('AUTHORISED')).status).toBe(400);

    const paid = String((await makeInvoice(sim, token)).InvoiceID);
    await api(sim, token, '/Payments', { method: 'PUT', body: { Payments: [payment(paid, 10)] } });
    const voiding = await status('VOIDED', paid);
    expect(voiding.status).toBe(400);
    expect(firstError(voiding.body)).toEqual([
      'This document cannot be edited as it has a payment or credit note allocated to it.',
    ]);
    expect((await status('AUTHORISED', '00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('GET /Invoices with If-Modified-Since answers only invoices changed since, paged', async () => {
    const { sim, token } = await ready();
    const old = await makeInvoice(sim, token);
    sim.clock.advance(60_000);
    const since = new Date(sim.clock()).toISOString().slice(0, 19);
    const fresh = [];
    for (let i = 0; i < 3; i += 1) fresh.push(String((await makeInvoice(sim, token)).InvoiceID));
    sim.clock.advance(1000);
    await api(sim, token, '/Payments', {
      method: 'PUT',
      body: { Payments: [payment(String(old.InvoiceID), 1)] },
    });

    const page = async (n: number, header = since) => {
      const res = await api(sim, token, `/Invoices?page=${n}&pageSize=2`, {
        headers: { 'if-modified-since': header },
      });
      return {
        ids: (res.body.Invoices as Json[]).map((invoice) => invoice.InvoiceID),
        pagination: res.body.pagination,
      };
    };
    const [one, two] = [await page(1), await page(2)];
    expect(one.pagination).toMatchObject({ page: 1, pageSize: 2, pageCount: 2, itemCount: 4 });
    expect([...one.ids, ...two.ids]).toEqual([...fresh, old.InvoiceID]);

    const later = new Date(sim.clock() + 1000).toUTCString();
    expect((await page(1, later)).ids).toEqual([]);
    expect((await page(1, 'not a date')).pagination).toMatchObject({ itemCount: 4 });
  });
});
