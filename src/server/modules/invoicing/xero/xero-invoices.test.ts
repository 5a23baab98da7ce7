import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { body } from '../../../../../tests/support/app';
import { invoicingCompany, LABOUR, type InvoicingCompany } from '../../../../../tests/support/invoices';
import { connectCompany } from '../../../../../tests/support/xero';
import { xeroInvoicing, type XeroInvoiceBody } from '../../../../../tests/support/xero-invoices';
import { sumMoney } from '../../../../shared/dockets/docket-math';
import { XERO_EXPIRED_MESSAGE, XERO_NOT_CONNECTED_MESSAGE } from '../../../integrations/xero/api-errors';
import { createXeroOAuth } from '../../../integrations/xero/oauth';
import { createXeroInvoice } from './service';

/** POST /api/xero/invoices against the simulated Xero (issue 14, 002 §5/§7/§8). */

const { world, cipher, call, ready, xeroInvoices, dialogBody, create, docketOf, direct } = xeroInvoicing();

const docketTotals = async (co: InvoicingCompany, ids: number[]) => {
  const rows = (await call('GET /api/admin/timesheets/approved', co.team.office)).json();
  return sumMoney(rows.filter((row) => ids.includes(row.id)).map((row) => row.total));
};
const fault = (kind: string, count = 1) =>
  fetch(`${world.sim.baseUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count, kind }),
  });

describe('creating a Xero invoice from dockets', () => {
  it("makes one DRAFT invoice with the dockets' lines, its total theirs to the cent, and marks them", async () => {
    const co = await ready();
    // Spans of 7.8333 h and 0.3333 h: quantities Xero and the docket math must round alike.
    const a = await co.docket({ lineItems: [LABOUR('07:00', '15:20', 30)] });
    const b = await co.docket({
      lineItems: [
        LABOUR('06:00', '06:20'),
        { name: 'Tipper', unit: 'load', rate: '182.35', taxRate: '10', entryType: 'qty', quantity: '3' },
      ],
    });
    const expected = await docketTotals(co, [a.id, b.id]);
    const payload = await dialogBody(co, [b.id, a.id]);
    const res = await create(co, payload);
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json();

    const [invoice, ...more] = xeroInvoices(payload.reference!);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      Type: 'ACCREC',
      Status: 'DRAFT',
      LineAmountTypes: 'Exclusive',
      InvoiceNumber: reply.invoiceNumber,
      InvoiceID: reply.invoiceId,
    });
    expect(invoice!.LineItems.map((line) => [line.Description, line.TaxType, line.AccountCode])).toEqual(
      payload.lineItems.map((line) => [line.description, 'OUTPUT', '200']),
    );
    expect(invoice!.Total.toFixed(2)).toBe(expected);
    expect(reply).toEqual({
      invoiceNumber: invoice!.InvoiceNumber,
      invoiceId: invoice!.InvoiceID,
      total: expected,
      timesheetIds: [a.id, b.id].sort((x, y) => x - y),
      // Each docket's PDF on it (attachments.test.ts).
      attachments: {
        attached: [a.id, b.id].map((id) => expect.stringMatching(new RegExp(`-docket-${id}\\.pdf$`))),
        failed: [],
        retrying: false,
      },
    });
    for (const id of [a.id, b.id]) {
      expect(await docketOf(co, id)).toMatchObject({ invoiced: true, invoiceNumber: reply.invoiceNumber });
      const events = (
        await call('GET /api/timesheets/:id/events', co.team.office, { params: { id } })
      ).json();
      expect(events.filter((e) => e.eventType === 'invoiced')).toEqual([
        expect.objectContaining({
          details: expect.objectContaining({
            invoiceNumber: reply.invoiceNumber,
            xeroInvoiceId: reply.invoiceId,
          }),
        }),
      ]);
    }

    // The same request again (a lost reply): the same invoice, nothing new in Xero.
    const again = await create(co, payload, co.team.admin);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(reply);
    expect(xeroInvoices(payload.reference!)).toHaveLength(1);
  });

  it('refuses a docket not ready (409 naming it) and sends nothing to Xero', async () => {
    const co = await ready();
    const good = await co.docket();
    const pending = await co.docket({ status: 'pending_approval' });
    const payload = await dialogBody(co, [good.id]);
    const res = await create(co, { ...payload, timesheetIds: [good.id, pending.id] });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ code: 'CONFLICT', timesheetId: pending.id });
    expect(body(res).message).toContain(`#${pending.id}`);
    expect(xeroInvoices(payload.reference!)).toEqual([]);
    expect(await docketOf(co, good.id)).toMatchObject({ invoiced: false });
    const other = await invoicingCompany(world.app.db);
    const foreign = await other.docket();
    const hidden = await create(co, { ...payload, timesheetIds: [good.id, foreign.id] });
    expect(hidden.statusCode).toBe(404);
  });

  // 503: Xero failed before making it; drop: Xero made it and the reply was lost. Either way the
  // client repeats the PUT with the same key and one invoice results.
  it.each(['503', 'drop'])('creates exactly one invoice when the first PUT meets %s', async (kind) => {
    const co = await ready();
    const d = await co.docket();
    const payload = await dialogBody(co, [d.id]);
    await fault(kind);
    const res = await create(co, payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(xeroInvoices(payload.reference!)).toHaveLength(1);
    expect(await docketOf(co, d.id)).toMatchObject({ invoiced: true });
  });

  it('gives two identical requests at once the same one invoice (a double click)', async () => {
    const co = await ready();
    const d = await co.docket();
    const payload = await dialogBody(co, [d.id]);
    const [first, second] = await Promise.all([create(co, payload), create(co, payload, co.team.admin)]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(xeroInvoices(payload.reference!)).toHaveLength(1);
  });

  it('completes on the next attempt, with one Xero invoice, when our write failed after Xero accepted', async () => {
    const co = await ready();
    const a = await co.docket();
    const b = await co.docket();
    const payload = await dialogBody(co, [a.id, b.id]);
    const { actor, ctx } = direct(co);
    await expect(
      createXeroInvoice(ctx, actor, payload, {
        beforeCommit: () => Promise.reject(new Error('the database went away')),
      }),
    ).rejects.toThrow('the database went away');
    const [made] = xeroInvoices(payload.reference!);
    expect(made).toBeDefined();
    expect(await docketOf(co, a.id)).toMatchObject({ invoiced: false, invoiceNumber: null });

    const retry = await create(co, payload);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toMatchObject({ invoiceNumber: made!.InvoiceNumber });
    expect(xeroInvoices(payload.reference!)).toHaveLength(1);
    for (const id of [a.id, b.id])
      expect(await docketOf(co, id)).toMatchObject({ invoiced: true, invoiceNumber: made!.InvoiceNumber });
  });

  it("answers Xero's ValidationException with a 400 carrying its first message", async () => {
    const co = await ready();
    const d = await co.docket();
    const payload = await dialogBody(co, [d.id]);
    const missing = randomUUID();
    const res = await create(co, { ...payload, contactId: missing });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      code: 'BAD_REQUEST',
      message: `The contact with ContactID ${missing} could not be found.`,
    });
    expect(await docketOf(co, d.id)).toMatchObject({ invoiced: false });
  });

  it("answers 002's not-connected text, and 'no_tax_codes' before tax codes are synced", async () => {
    const co = await invoicingCompany(world.app.db);
    const d = await co.docket();
    const payload = { ...(await dialogBody(co, [d.id])) };
    const res = await create(co, payload);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ message: XERO_NOT_CONNECTED_MESSAGE, xero: 'not_connected' });

    await connectCompany(world.app.db, cipher(), world.settings, co.team.company.id);
    const unsynced = await create(co, payload);
    expect(unsynced.statusCode).toBe(409);
    expect(body(unsynced)).toMatchObject({ code: 'CONFLICT', xero: 'no_tax_codes' });
    expect(xeroInvoices(payload.reference!)).toEqual([]);
  });

  it("answers 002 §8's expired text when Xero no longer accepts the grant, and marks nothing", async () => {
    const co = await invoicingCompany(world.app.db);
    const { refreshToken } = await connectCompany(world.app.db, cipher(), world.settings, co.team.company.id);
    expect((await call('POST /api/xero/sync-tax-codes', co.team.admin)).statusCode).toBe(200);
    const d = await co.docket();
    const payload = await dialogBody(co, [d.id]);
    await createXeroOAuth(world.settings).revoke(refreshToken);
    const res = await create(co, payload);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ message: XERO_EXPIRED_MESSAGE, xero: 'expired' });
    expect(xeroInvoices(payload.reference!)).toEqual([]);
    expect(await docketOf(co, d.id)).toMatchObject({ invoiced: false });
  });

  it("checks the body: 002's messages, tax codes of the dialog, lines of the invoice's dockets", async () => {
    const co = await ready();
    const d = await co.docket();
    const payload = await dialogBody(co, [d.id]);
    const refused = async (change: Partial<XeroInvoiceBody>) => {
      const res = await create(co, { ...payload, ...change });
      expect(res.statusCode).toBe(400);
      return body(res).message;
    };
    expect(await refused({ contactName: '  ' })).toBe('Contact is required');
    expect(await refused({ dueDate: '' })).toBe('Due date is required');
    expect(await refused({ lineItems: [] })).toBe('Add at least one line item');
    expect(await refused({ lineItems: [{ description: 'x', taxType: 'INPUT' }] })).toMatch(/OUTPUT/);
    expect(await refused({ lineItems: [{ description: 'x', timesheetId: d.id + 1000 }] })).toMatch(
      /not on this invoice/,
    );
    // Defaults (002 §5): quantity 1 and rate 0 are the docket's figures or refused (issue 24: the
    // amounts are the dockets'); tax type OUTPUT and account 200 fill what the line leaves out.
    const [line] = payload.lineItems;
    const defaulted = await create(co, { ...payload, lineItems: [{ timesheetId: d.id, description: 'x' }] });
    expect(defaulted.statusCode).toBe(409);
    expect(body(defaulted)).toMatchObject({ timesheetId: d.id, reason: 'lines_differ' });
    const { quantity, unitAmount, timesheetId } = line!;
    const res = await create(co, {
      ...payload,
      lineItems: [{ timesheetId, description: 'Call-out', quantity, unitAmount }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(xeroInvoices(payload.reference!)[0]!.LineItems[0]).toMatchObject({
      Description: 'Call-out',
      Quantity: quantity,
      UnitAmount: unitAmount,
      TaxType: 'OUTPUT',
      AccountCode: '200',
    });
  });
});
