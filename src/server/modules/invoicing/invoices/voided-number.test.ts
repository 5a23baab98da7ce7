import { describe, expect, it } from 'vitest';
import { eventWording, voidedInvoiceIds } from '../../../../shared/dockets/event-text';
import type { TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';
import { pdfText } from '../../../../../tests/support/pdf';

/**
 * A voided number shown as voided (issue 29). Voiding one of the product's own invoices takes its
 * number off its dockets (invoiced false, number null: they are ready to invoice again), so no list
 * or reply shows it as a docket's invoice now; the docket's timeline, on screen and in its PDF,
 * still names the invoice it was on, and says that invoice was voided.
 */

let t: TestApp;
let co: InvoicingCompany;
invoicingApp((app, [a]) => ([t, co] = [app, a!]), 1);

const call = client(() => t);
const office = () => co.team.office;
const companyOf = () => ({ params: { companyId: co.team.company.id } });
const invoice = async (id: number) =>
  (
    await call('POST /api/companies/:companyId/invoices', office(), {
      ...companyOf(),
      body: { timesheetIds: [id] },
    })
  ).json();
const docketOf = async (id: number) =>
  (await call('GET /api/timesheets/:id', office(), { params: { id } })).json();
/** The docket's timeline as the preview words it. */
async function timeline(id: number) {
  const events = (await call('GET /api/timesheets/:id/events', office(), { params: { id } })).json();
  const voided = voidedInvoiceIds(events);
  return events.map((e) => eventWording(e, voided)).map((w) => `${w.title}: ${w.detail}`);
}
const pdfOf = async (id: number) =>
  pdfText((await call('GET /api/timesheets/:id/pdf', office(), { params: { id } })).rawPayload).replace(
    /\s+/g,
    ' ',
  );

describe("a voided invoice's number on its dockets", () => {
  it('is no longer the docket’s invoice anywhere, and its timeline and PDF show it voided', async () => {
    const d = await co.docket();
    const first = await invoice(d.id);
    expect(await timeline(d.id)).toContain(`Invoiced: Invoice ${first.number}`);
    await call('POST /api/invoices/:id/void', co.team.admin, { params: { id: first.id } });

    expect(await docketOf(d.id)).toMatchObject({ invoiced: false, invoiceNumber: null });
    const recent = (await call('GET /api/admin/timesheets/invoiced', office())).json();
    expect(recent.map((r) => r.id)).not.toContain(d.id);
    const ready = await call('GET /api/companies/:companyId/invoice-dockets', office(), {
      ...companyOf(),
      query: { invoice: 'for-invoice', limit: 100 },
    });
    expect(ready.json().dockets.find((r) => r.id === d.id)).toMatchObject({
      invoiced: false,
      invoiceNumber: null,
      invoiceId: null,
    });
    expect(await timeline(d.id)).toEqual(
      expect.arrayContaining([
        `Invoiced: Invoice ${first.number} (voided)`,
        `Marked Not Invoiced: Invoice ${first.number} was voided`,
      ]),
    );
    expect(await pdfOf(d.id)).toContain(`Invoiced — Invoice ${first.number} (voided)`);

    // Invoiced again: the new number is the docket's, the voided one stays voided.
    const second = await invoice(d.id);
    expect(await docketOf(d.id)).toMatchObject({ invoiced: true, invoiceNumber: second.number });
    const words = await timeline(d.id);
    expect(words).toContain(`Invoiced: Invoice ${first.number} (voided)`);
    expect(words).toContain(`Invoiced: Invoice ${second.number}`);
    const pdf = await pdfOf(d.id);
    expect(pdf).toContain(`Invoiced — Invoice ${second.number} `);
    expect(pdf).not.toContain(`Invoice ${second.number} (voided)`);
  });

  it('leaves a number typed by hand and taken off again as it was (not a voided invoice)', async () => {
    const d = await co.docket();
    const patch = (sent: { invoiced: boolean; invoiceNumber?: string }) =>
      call('PATCH /api/timesheets/:id/invoice', office(), { params: { id: d.id }, body: sent });
    await patch({ invoiced: true, invoiceNumber: 'MYOB-77' });
    await patch({ invoiced: false });
    expect(await timeline(d.id)).toEqual(
      expect.arrayContaining(['Invoiced: Invoice MYOB-77', 'Marked Not Invoiced: Was on invoice MYOB-77']),
    );
  });
});
