import { describe, expect, it } from 'vitest';
import type { ReplyOf, RouteReply } from '../../../../shared/api/reply';
import type { invoicesRoutes } from '../../../../shared/invoicing/invoices-routes';
import { eventWording, voidedInvoiceIds } from '../../../../shared/dockets/event-text';
import { body, caller, type TestApp } from '../../../../../tests/support/app';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';
import { pdfText } from '../../../../../tests/support/pdf';

/**
 * A voided number shown as voided (issue 29). Voiding one of the product's own invoices takes its
 * number off its dockets (invoiced false, number null: they are ready to invoice again), so no list
 * or reply shows it as a docket's invoice now; the docket's timeline, on screen and in its PDF,
 * still names the invoice it was on, and says that invoice was voided.
 */

type Invoice = RouteReply<typeof invoicesRoutes.createInvoice>;
type Docket = ReplyOf<'GET /api/timesheets/:id'>;
type Row = { id: number; invoiced: boolean; invoiceNumber: string | null; invoiceId: number | null };
type Event = { eventType: string; details: Record<string, unknown>; description: string | null };

let t: TestApp;
let co: InvoicingCompany;
invoicingApp((app, [a]) => ([t, co] = [app, a!]), 1);

const call = caller(() => t);
const office = () => co.team.office;
const invoice = async (id: number) =>
  body<Invoice>(
    await call('POST', `/api/companies/${co.team.company.id}/invoices`, office(), { timesheetIds: [id] }),
  );
const docketOf = async (id: number) => body<Docket>(await call('GET', `/api/timesheets/${id}`, office()));
/** The docket's timeline as the preview words it. */
async function timeline(id: number) {
  const events = body<Event[]>(await call('GET', `/api/timesheets/${id}/events`, office()));
  const voided = voidedInvoiceIds(events);
  return events.map((e) => eventWording(e, voided)).map((w) => `${w.title}: ${w.detail}`);
}
const pdfOf = async (id: number) =>
  pdfText((await call('GET', `/api/timesheets/${id}/pdf`, office())).rawPayload).replace(/\s+/g, ' ');

describe("a voided invoice's number on its dockets", () => {
  it('is no longer the docket’s invoice anywhere, and its timeline and PDF show it voided', async () => {
    const d = await co.docket();
    const first = await invoice(d.id);
    expect(await timeline(d.id)).toContain(`Invoiced: Invoice ${first.number}`);
    await call('POST', `/api/invoices/${first.id}/void`, co.team.admin);

    expect(await docketOf(d.id)).toMatchObject({ invoiced: false, invoiceNumber: null });
    const recent = body<Row[]>(await call('GET', '/api/admin/timesheets/invoiced', office()));
    expect(recent.map((r) => r.id)).not.toContain(d.id);
    const ready = await call(
      'GET',
      `/api/companies/${co.team.company.id}/invoice-dockets?invoice=for-invoice&limit=100`,
      office(),
    );
    expect(body<{ dockets: Row[] }>(ready).dockets.find((r) => r.id === d.id)).toMatchObject({
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
    const patch = (payload: object) => call('PATCH', `/api/timesheets/${d.id}/invoice`, office(), payload);
    await patch({ invoiced: true, invoiceNumber: 'MYOB-77' });
    await patch({ invoiced: false });
    expect(await timeline(d.id)).toEqual(
      expect.arrayContaining(['Invoiced: Invoice MYOB-77', 'Marked Not Invoiced: Was on invoice MYOB-77']),
    );
  });
});
