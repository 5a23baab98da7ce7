import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body } from '../../../../../tests/support/app';
import { LABOUR, type InvoicingCompany } from '../../../../../tests/support/invoices';
import { xeroInvoicing } from '../../../../../tests/support/xero-invoices';
import { docketInvoiceClaims, invoiceDockets } from '../../../db/schema';
import { createXeroInvoice } from './service';

/**
 * One docket, one invoice (issue 24): the dockets are claimed before Xero is called, every way of
 * invoicing refuses a claimed docket, and the amounts Xero gets are the dockets' own.
 */

const { world, call, ready, xeroInvoices, dialogBody, create, docketOf, direct } = xeroInvoicing();

/** Every invoice the simulated organisation holds with this number. */
const xeroInvoicesFor = (number: string) =>
  world.sim.context.store.books.get(world.sim.tenantId)!.invoices.filter((i) => i.InvoiceNumber === number);

type Refusal = { message: string; code: string; timesheetId?: number; reason?: string };

/** The dialog's body for the dockets with a reference of its own: a different request for the same dockets. */
const another = async (co: InvoicingCompany, ids: number[]) => ({
  ...(await dialogBody(co, ids)),
  reference: `OTHER-${randomUUID().slice(0, 8)}`,
});
const ownInvoice = (co: InvoicingCompany, id: number) =>
  call('POST /api/companies/:companyId/invoices', co.team.office, {
    params: { companyId: co.team.company.id },
    body: { timesheetIds: [id] },
  });
/** The back-office ways of typing a docket's invoice number. */
const markInvoiced = (co: InvoicingCompany, ids: number[], invoiceNumber: string) =>
  call('POST /api/admin/timesheets/mark-invoiced', co.team.office, {
    body: { timesheetIds: ids, invoiceNumber },
  });
const setInvoice = (
  co: InvoicingCompany,
  id: number,
  change: { invoiced: boolean; invoiceNumber?: string },
) => call('PATCH /api/timesheets/:id/invoice', co.team.office, { params: { id }, body: change });
/** The product's own invoices the docket is on. */
const ownInvoicesOf = (id: number) =>
  world.app.db
    .select()
    .from(invoiceDockets)
    .where(and(eq(invoiceDockets.docketId, id), eq(invoiceDockets.active, true)));
const claimsOn = (id: number) =>
  world.app.db.select().from(docketInvoiceClaims).where(eq(docketInvoiceClaims.docketId, id));

describe('invoicing a docket once', () => {
  it('makes one Xero invoice of two different requests for the same docket at once', async () => {
    const co = await ready();
    for (let round = 0; round < 3; round++) {
      const d = await co.docket();
      const [first, second] = [await dialogBody(co, [d.id]), await another(co, [d.id])];
      const replies = await Promise.all([create(co, first), create(co, second, co.team.admin)]);
      const made = [...xeroInvoices(first.reference!), ...xeroInvoices(second.reference!)];
      expect(made, `round ${round}`).toHaveLength(1);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const refused = body<Refusal>(replies.find((r) => r.statusCode === 409)!);
      expect(refused).toMatchObject({ code: 'CONFLICT', timesheetId: d.id });
      expect(refused.message).toContain(`Docket #${d.id}`);
      expect(await docketOf(co, d.id)).toMatchObject({
        invoiced: true,
        invoiceNumber: made[0]!.InvoiceNumber,
      });
    }
  });

  it("makes one invoice of a Xero invoice and the product's own for the same docket at once", async () => {
    const co = await ready();
    // The own invoice asked for at the moment Xero is called.
    const d = await co.docket();
    const payload = await dialogBody(co, [d.id]);
    const { actor, ctx } = direct(co);
    let own: Awaited<ReturnType<typeof ownInvoice>> | undefined;
    const xero = createXeroInvoice(ctx, actor, payload, {
      fetch: async (url, init) => {
        if (init?.method === 'PUT' && !own) own = await ownInvoice(co, d.id);
        return fetch(url, init);
      },
    });
    await expect(xero).resolves.toMatchObject({ timesheetIds: [d.id] });
    expect(own?.statusCode, own?.body).toBe(409);
    expect(body<Refusal>(own!)).toMatchObject({ timesheetId: d.id, reason: 'being_invoiced' });
    expect(await ownInvoicesOf(d.id)).toEqual([]);
    expect(xeroInvoices(payload.reference!)).toHaveLength(1);

    // Both asked for at once, either first.
    for (let round = 0; round < 4; round++) {
      const docket = await co.docket();
      const sent = await dialogBody(co, [docket.id]);
      const calls = [() => create(co, sent), () => ownInvoice(co, docket.id)];
      if (round % 2) calls.reverse();
      const replies = await Promise.all(calls.map((call) => call()));
      const made = xeroInvoices(sent.reference!).length + (await ownInvoicesOf(docket.id)).length;
      expect(made, `round ${round}: ${replies.map((r) => r.body).join(' ')}`).toBe(1);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    }
  });

  it('refuses every other way of invoicing a docket while Xero is making its invoice, naming it', async () => {
    const co = await ready();
    const d = await co.docket();
    const payload = await dialogBody(co, [d.id]);
    const { actor, ctx } = direct(co);
    const seen: { way: string; status: number; refusal: Refusal }[] = [];
    const reply = await createXeroInvoice(ctx, actor, payload, {
      whileClaimed: async () => {
        const tries = {
          own: await ownInvoice(co, d.id),
          mark: await markInvoiced(co, [d.id], 'EXT-1'),
          number: await setInvoice(co, d.id, { invoiced: true, invoiceNumber: 'EXT-2' }),
          xero: await create(co, await another(co, [d.id]), co.team.admin),
        };
        for (const [way, res] of Object.entries(tries))
          seen.push({ way, status: res.statusCode, refusal: body<Refusal>(res) });
      },
    });
    expect(seen.map((s) => s.way)).toEqual(['own', 'mark', 'number', 'xero']);
    for (const { way, status, refusal } of seen) {
      expect(status, way).toBe(409);
      expect(refusal, way).toMatchObject({ code: 'CONFLICT', timesheetId: d.id, reason: 'being_invoiced' });
      expect(refusal.message, way).toContain(`Docket #${d.id} is being invoiced in Xero`);
    }
    expect(xeroInvoices(payload.reference!)).toHaveLength(1);
    expect(await docketOf(co, d.id)).toMatchObject({ invoiced: true, invoiceNumber: reply.invoiceNumber });
    expect(await claimsOn(d.id)).toEqual([]);
    expect(await ownInvoicesOf(d.id)).toEqual([]);
  });

  it('releases the dockets when Xero refuses the invoice, so a corrected request makes it', async () => {
    const co = await ready();
    const d = await co.docket();
    const payload = await dialogBody(co, [d.id]);
    const { actor, ctx } = direct(co);
    let claimed = 0;
    const refused = createXeroInvoice(
      ctx,
      actor,
      { ...payload, contactId: randomUUID() },
      { whileClaimed: async () => void (claimed = (await claimsOn(d.id)).length) },
    );
    await expect(refused).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(claimed).toBe(1);
    expect(await claimsOn(d.id)).toEqual([]);
    expect(await docketOf(co, d.id)).toMatchObject({ invoiced: false });

    // Xero keeps its refusal under the key it was sent: the corrected request goes with a new one.
    const retry = await create(co, payload);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(xeroInvoices(payload.reference!)).toHaveLength(1);
    expect(await docketOf(co, d.id)).toMatchObject({ invoiced: true });
  });

  it('finishes a claim whose request failed after Xero made the invoice: the same invoice, any body', async () => {
    const co = await ready();
    const d = await co.docket();
    const first = await dialogBody(co, [d.id]);
    const { actor, ctx } = direct(co);
    await expect(
      createXeroInvoice(ctx, actor, first, { beforeCommit: () => Promise.reject(new Error('lost')) }),
    ).rejects.toThrow('lost');
    const [made] = xeroInvoices(first.reference!);
    expect(made).toBeDefined();

    const second = await another(co, [d.id]);
    const res = await create(co, second, co.team.admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invoiceNumber).toBe(made!.InvoiceNumber);
    expect(xeroInvoices(second.reference!)).toEqual([]);
    expect(xeroInvoices(first.reference!)).toHaveLength(1);
    expect(await docketOf(co, d.id)).toMatchObject({ invoiceNumber: made!.InvoiceNumber });
  });

  it('lets a claim left by a crashed request block until it expires, then be taken over', async () => {
    const co = await ready();
    const d = await co.docket();
    const { actor, ctx } = direct(co);
    // A crash right after claiming: the claim is left as it was, in flight.
    let left: (typeof docketInvoiceClaims.$inferSelect)[] = [];
    await expect(
      createXeroInvoice(ctx, actor, await dialogBody(co, [d.id]), {
        whileClaimed: async () => {
          left = await claimsOn(d.id);
          throw new Error('crashed');
        },
      }),
    ).rejects.toThrow('crashed');
    await world.app.db.delete(docketInvoiceClaims).where(eq(docketInvoiceClaims.docketId, d.id));
    await world.app.db.insert(docketInvoiceClaims).values(left);

    const payload = await another(co, [d.id]);
    const blocked = await create(co, payload);
    expect(blocked.statusCode).toBe(409);
    expect(body<Refusal>(blocked)).toMatchObject({ timesheetId: d.id, reason: 'being_invoiced' });

    await world.app.db
      .update(docketInvoiceClaims)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(docketInvoiceClaims.docketId, d.id));
    const res = await create(co, payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(xeroInvoices(payload.reference!)).toHaveLength(1);
  });

  it('keeps a docket on a Xero invoice invoiced until it is voided in Xero (issue 29)', async () => {
    const co = await ready();
    const docket = await co.docket({ lineItems: [LABOUR('07:00', '15:00')] });
    const made = await create(co, await dialogBody(co, [docket.id]));
    expect(made.statusCode, made.body).toBe(201);
    const { invoiceNumber } = made.json();
    for (const change of [{ invoiced: false }, { invoiced: true, invoiceNumber: 'INV-9999' }]) {
      const refused = await setInvoice(co, docket.id, change);
      expect(refused.statusCode).toBe(409);
      expect(body<Refusal>(refused)).toMatchObject({
        message: `Docket #${docket.id} is on Xero invoice ${invoiceNumber}: void or credit that invoice in Xero first, then change its invoice status here`,
        reason: 'on_xero_invoice',
      });
    }
    expect(await docketOf(co, docket.id)).toMatchObject({ invoiced: true, invoiceNumber });
    const listed = (await call('GET /api/admin/timesheets/invoiced', co.team.office)).json();
    expect(listed.find((row) => row.id === docket.id)?.xeroInvoiceId).toBe(made.json().invoiceId);
    // So no second Xero invoice can bill the same work.
    const again = await create(co, await another(co, [docket.id]));
    expect(again.statusCode).toBe(409);
    expect(body<Refusal>(again).reason).toBe('invoiced');
    expect(xeroInvoicesFor(invoiceNumber)).toHaveLength(1);
    // Its number is not typed for other work (issue 29: numbers collide).
    const other = await co.docket({ lineItems: [LABOUR('07:00', '09:00')] });
    const typed = await markInvoiced(co, [other.id], invoiceNumber);
    expect(typed.statusCode).toBe(409);
    expect(body<Refusal>(typed).message).toBe(
      `${invoiceNumber} is the number of a Xero invoice made here for docket #${docket.id}: type the number of this invoice`,
    );

    // Deleted in Xero (a draft; an authorised invoice is voided): now it may go back to ready.
    xeroInvoicesFor(invoiceNumber)[0]!.Status = 'DELETED';
    const cleared = await setInvoice(co, docket.id, { invoiced: false });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await docketOf(co, docket.id)).toMatchObject({ invoiced: false, invoiceNumber: null });
  });
});

describe("the amounts Xero is sent are the dockets' own", () => {
  it("refuses lines whose quantity or rate are not the docket's (409 naming it), sending nothing", async () => {
    const co = await ready();
    const d = await co.docket({
      lineItems: [
        LABOUR('07:00', '10:00'),
        { name: 'Tipper', unit: 'load', rate: '1.50', taxRate: '10', entryType: 'qty', quantity: '2' },
      ],
    });
    const payload = await dialogBody(co, [d.id]);
    const [labour, tipper] = payload.lineItems;
    const changes = [
      [{ ...labour!, unitAmount: 0 }, tipper!],
      [labour!, { ...tipper!, quantity: 1 }],
      [labour!],
      [labour!, tipper!, { ...tipper!, description: 'Tipper again' }],
    ];
    for (const lineItems of changes) {
      const res = await create(co, { ...payload, lineItems });
      expect(res.statusCode, res.body).toBe(409);
      expect(body<Refusal>(res)).toMatchObject({ code: 'CONFLICT', timesheetId: d.id });
      expect(body<Refusal>(res).message).toContain(`docket #${d.id}`);
    }
    const free = await create(co, {
      ...payload,
      lineItems: [...payload.lineItems, { description: 'Call-out' }],
    });
    expect(free.statusCode).toBe(400);
    expect(xeroInvoices(payload.reference!)).toEqual([]);
    expect(await claimsOn(d.id)).toEqual([]);

    // The dialog's own choices (descriptions, tax codes) are kept; the amounts are the docket's.
    const chosen = payload.lineItems.map((line) => ({ ...line, description: `${line.description} (Nov)` }));
    const res = await create(co, { ...payload, lineItems: chosen });
    expect(res.statusCode, res.body).toBe(201);
    expect(xeroInvoices(payload.reference!)[0]!.LineItems).toMatchObject([
      { Description: 'Labourer (Nov)', Quantity: 3, UnitAmount: 65.5 },
      { Description: 'Tipper (Nov)', Quantity: 2, UnitAmount: 1.5 },
    ]);
    expect(res.json().total).toBe('219.45');
  });
});
