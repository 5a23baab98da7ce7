import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../../shared/dates';
import type { TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingApp, type InvoicingCompany } from '../../../../../tests/support/invoices';

/** The docket preview's invoiced line (issue 27): the payment status of its invoice, never for a worker. */

let t: TestApp;
let co: InvoicingCompany;
invoicingApp((app, [a]) => ([t, co] = [app, a!]), 1);

const call = client(() => t);
const docketAs = async (id: number, who = co.team.office) =>
  (await call('GET /api/timesheets/:id', who, { params: { id } })).json();

describe("a docket's invoice payment status", () => {
  it('reads part paid with the amount due, then paid, for the office; a worker gets none of it', async () => {
    const docket = await co.docket();
    expect((await docketAs(docket.id)).invoicePayment).toBeUndefined();
    const made = await call('POST /api/companies/:companyId/invoices', co.team.office, {
      params: { companyId: co.team.company.id },
      body: { timesheetIds: [docket.id] },
    });
    const invoice = made.json();
    expect((await docketAs(docket.id)).invoicePayment).toMatchObject({ status: 'awaiting_payment' });

    const paidOn = todayIn(co.team.company.timeZone);
    const pay = (amount: string) =>
      call('POST /api/companies/:companyId/invoices/:invoiceId/payments', co.team.office, {
        params: { companyId: co.team.company.id, invoiceId: invoice.id },
        body: { paidOn, amount },
      });
    expect((await pay('100.00')).statusCode).toBe(201);
    const office = await docketAs(docket.id);
    expect(office.invoiceNumber).toBe(invoice.number);
    expect(office.invoicePayment).toMatchObject({
      status: 'part_paid',
      amountPaid: '100.00',
      amountDue: '476.40',
    });

    const worker = await docketAs(docket.id, co.team.worker);
    expect(worker.invoiceNumber).toBe(invoice.number);
    expect(worker).not.toHaveProperty('invoicePayment');

    expect((await pay('476.40')).statusCode).toBe(201);
    expect((await docketAs(docket.id, co.team.admin)).invoicePayment).toMatchObject({
      status: 'paid',
      paidOn,
    });
  });
});
