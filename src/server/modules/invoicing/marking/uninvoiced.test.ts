import { describe, expect, it } from 'vitest';
import { eventWording } from '../../../../shared/dockets/event-text';
import type { TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';

/** The 'uninvoiced' timeline event: un-invoicing by hand and voiding an invoice each write one. */

let t: TestApp;
let co: InvoicingCompany;
invoicingApp((app, [a]) => ([t, co] = [app, a!]), 1);

const call = client(() => t);
const uninvoicedOf = async (id: number) =>
  (await call('GET /api/timesheets/:id/events', co.team.office, { params: { id } }))
    .json()
    .filter((e) => e.eventType === 'uninvoiced');

describe("the 'uninvoiced' event", () => {
  it('is written when a docket is marked not invoiced, with the number it had', async () => {
    const d = await co.docket();
    const patch = (sent: { invoiced: boolean; invoiceNumber?: string }) =>
      call('PATCH /api/timesheets/:id/invoice', co.team.office, { params: { id: d.id }, body: sent });
    await patch({ invoiced: true, invoiceNumber: 'INV-2025-001' });
    expect((await patch({ invoiced: false })).statusCode).toBe(200);
    const events = await uninvoicedOf(d.id);
    expect(events).toEqual([
      expect.objectContaining({
        userId: co.team.office.id,
        details: { previousInvoiceNumber: 'INV-2025-001', reason: 'unmarked' },
      }),
    ]);
    expect(eventWording(events[0]!)).toEqual({
      title: 'Marked Not Invoiced',
      detail: 'Was on invoice INV-2025-001',
    });
    // Un-invoicing a docket that is not invoiced changes nothing and writes nothing.
    await patch({ invoiced: false });
    expect(await uninvoicedOf(d.id)).toHaveLength(1);
  });

  it("is written for each of a voided invoice's dockets, naming the invoice", async () => {
    const dockets = [await co.docket(), await co.docket()];
    const invoice = (
      await call('POST /api/companies/:companyId/invoices', co.team.office, {
        params: { companyId: co.team.company.id },
        body: { timesheetIds: dockets.map((d) => d.id) },
      })
    ).json();
    await call('POST /api/invoices/:id/void', co.team.admin, { params: { id: invoice.id } });
    for (const d of dockets) {
      const events = await uninvoicedOf(d.id);
      expect(events).toEqual([
        expect.objectContaining({
          userId: co.team.admin.id,
          details: { previousInvoiceNumber: invoice.number, invoiceId: invoice.id, reason: 'invoice_voided' },
        }),
      ]);
      expect(eventWording(events[0]!).detail).toBe(`Invoice ${invoice.number} was voided`);
    }
  });

  it('words an invoiced event without a number', () => {
    expect(eventWording({ eventType: 'invoiced', details: { invoiceNumber: null } })).toEqual({
      title: 'Invoiced',
      detail: 'No invoice number given',
    });
  });
});
