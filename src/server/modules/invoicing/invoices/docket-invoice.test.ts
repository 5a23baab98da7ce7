import { describe, expect, it } from 'vitest';
import type { ReplyOf, RouteReply } from '../../../../shared/api/reply';
import type { invoicesRoutes } from '../../../../shared/invoicing/invoices-routes';
import { body, caller, type TestApp } from '../../../../../tests/support/app';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';

/** PATCH /api/timesheets/:id/invoice (002 §4, §7): invoiced with a number, edited, un-invoiced. */

type Docket = ReplyOf<'GET /api/timesheets/:id'>;
type Invoice = RouteReply<typeof invoicesRoutes.createInvoice>;
type Refusal = { message: string; field?: string; reason?: string };

let t: TestApp;
let co: InvoicingCompany;
let other: InvoicingCompany;
invoicingApp((app, [a, b]) => ([t, co, other] = [app, a!, b!]));

const call = caller(() => t);
const patch = (id: number, payload: object, who = co.team.office) =>
  call('PATCH', `/api/timesheets/${id}/invoice`, who, payload);

describe("a docket's invoice status", () => {
  it('marks an approved docket invoiced with a number, edits the number and un-invoices it', async () => {
    const d = await co.docket();
    const marked = await patch(d.id, { invoiced: true, invoiceNumber: '  INV-2025-001 ' });
    expect(marked.statusCode).toBe(200);
    expect(body<Docket>(marked)).toMatchObject({ id: d.id, invoiced: true, invoiceNumber: 'INV-2025-001' });
    const edited = await patch(d.id, { invoiced: true, invoiceNumber: 'INV-2025-002' }, co.team.admin);
    expect(body<Docket>(edited).invoiceNumber).toBe('INV-2025-002');
    const back = await patch(d.id, { invoiced: false, invoiceNumber: 'ignored' });
    expect(body<Docket>(back)).toMatchObject({ invoiced: false, invoiceNumber: null, status: 'approved' });
    const events = await call('GET', `/api/timesheets/${d.id}/events`, co.team.office);
    const invoicedEvents = body<{ eventType: string; details: Record<string, unknown> }[]>(events).filter(
      (e) => e.eventType === 'invoiced',
    );
    expect(invoicedEvents.map((e) => e.details.invoiceNumber).sort()).toEqual([
      'INV-2025-001',
      'INV-2025-002',
    ]);
  });

  it('needs a number to save as invoiced', async () => {
    const d = await co.docket();
    for (const invoiceNumber of [undefined, null, '', '   ']) {
      const res = await patch(d.id, { invoiced: true, invoiceNumber });
      expect(res.statusCode).toBe(400);
      expect(body<Refusal>(res)).toMatchObject({
        message: 'Invoice number is required',
        field: 'invoiceNumber',
      });
    }
  });

  it('refuses a docket that is not approved, void or non-billable (409)', async () => {
    const cases: [Parameters<typeof co.docket>[0], string][] = [
      [{ status: 'draft' }, 'not_approved'],
      [{ status: 'void' }, 'void'],
      [{ projectId: null, entryType: 'non-billable', lineItems: [], description: 'Yard' }, 'non_billable'],
    ];
    for (const [values, reason] of cases) {
      const d = await co.docket(values);
      const res = await patch(d.id, { invoiced: true, invoiceNumber: 'X-1' });
      expect(res.statusCode).toBe(409);
      expect(body<Refusal>(res).reason).toBe(reason);
    }
  });

  it("changes a docket on one of the product's invoices only by voiding that invoice", async () => {
    const d = await co.docket();
    const invoice = body<Invoice>(
      await call('POST', `/api/companies/${co.team.company.id}/invoices`, co.team.office, {
        timesheetIds: [d.id],
      }),
    );
    for (const payload of [{ invoiced: false }, { invoiced: true, invoiceNumber: 'OTHER-1' }]) {
      const res = await patch(d.id, payload);
      expect(res.statusCode).toBe(409);
      expect(body<Refusal>(res)).toMatchObject({
        reason: 'on_invoice',
        message: `Docket #${d.id} is on invoice ${invoice.number}: void that invoice to change its invoice status`,
      });
    }
    await call('POST', `/api/invoices/${invoice.id}/void`, co.team.office);
    expect(body<Docket>(await patch(d.id, { invoiced: true, invoiceNumber: 'MANUAL-7' })).invoiceNumber).toBe(
      'MANUAL-7',
    );
  });

  it("answers 404 for another company's docket and 403 to a worker or foreman", async () => {
    const theirs = await other.docket();
    expect((await patch(theirs.id, { invoiced: true, invoiceNumber: 'X' })).statusCode).toBe(404);
    const mine = await co.docket();
    for (const who of [co.team.worker, co.team.foreman])
      expect((await patch(mine.id, { invoiced: true, invoiceNumber: 'X' }, who)).statusCode).toBe(403);
    const after = body<Docket>(await call('GET', `/api/timesheets/${theirs.id}`, other.team.office));
    expect(after.invoiced).toBe(false);
  });
});
