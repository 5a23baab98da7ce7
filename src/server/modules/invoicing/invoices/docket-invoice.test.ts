import { describe, expect, it } from 'vitest';
import type { BodyPart } from '../../../../shared/api/call-shape';
import { body, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';

/** PATCH /api/timesheets/:id/invoice (002 §4, §7): invoiced with a number, edited, un-invoiced. */

type Refusal = { message: string; field?: string; reason?: string };

let t: TestApp;
let co: InvoicingCompany;
let other: InvoicingCompany;
invoicingApp((app, [a, b]) => ([t, co, other] = [app, a!, b!]));

const call = client(() => t);
const patch = (
  id: number,
  sent: BodyPart<'PATCH /api/timesheets/:id/invoice'>['body'],
  who = co.team.office,
) => call('PATCH /api/timesheets/:id/invoice', who, { params: { id }, body: sent });

describe("a docket's invoice status", () => {
  it('marks an approved docket invoiced with a number, edits the number and un-invoices it', async () => {
    const d = await co.docket();
    const marked = await patch(d.id, { invoiced: true, invoiceNumber: '  INV-2025-001 ' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: d.id, invoiced: true, invoiceNumber: 'INV-2025-001' });
    const edited = await patch(d.id, { invoiced: true, invoiceNumber: 'INV-2025-002' }, co.team.admin);
    expect(edited.json().invoiceNumber).toBe('INV-2025-002');
    const back = await patch(d.id, { invoiced: false, invoiceNumber: 'ignored' });
    expect(back.json()).toMatchObject({ invoiced: false, invoiceNumber: null, status: 'approved' });
    const events = await call('GET /api/timesheets/:id/events', co.team.office, { params: { id: d.id } });
    const invoicedEvents = events.json().filter((e) => e.eventType === 'invoiced');
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
    const invoice = (
      await call('POST /api/companies/:companyId/invoices', co.team.office, {
        params: { companyId: co.team.company.id },
        body: { timesheetIds: [d.id] },
      })
    ).json();
    for (const payload of [{ invoiced: false }, { invoiced: true, invoiceNumber: 'OTHER-1' }]) {
      const res = await patch(d.id, payload);
      expect(res.statusCode).toBe(409);
      expect(body<Refusal>(res)).toMatchObject({
        reason: 'on_invoice',
        message: `Docket #${d.id} is on invoice ${invoice.number}: void that invoice to change its invoice status`,
      });
    }
    await call('POST /api/invoices/:id/void', co.team.office, { params: { id: invoice.id } });
    expect((await patch(d.id, { invoiced: true, invoiceNumber: 'MANUAL-7' })).json().invoiceNumber).toBe(
      'MANUAL-7',
    );
  });

  it("answers 404 for another company's docket and 403 to a worker or foreman", async () => {
    const theirs = await other.docket();
    expect((await patch(theirs.id, { invoiced: true, invoiceNumber: 'X' })).statusCode).toBe(404);
    const mine = await co.docket();
    for (const who of [co.team.worker, co.team.foreman])
      expect((await patch(mine.id, { invoiced: true, invoiceNumber: 'X' }, who)).statusCode).toBe(403);
    const after = (
      await call('GET /api/timesheets/:id', other.team.office, { params: { id: theirs.id } })
    ).json();
    expect(after.invoiced).toBe(false);
  });
});
