import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/dates';
import type { ReportQuery } from '../../../shared/reports/schemas';
import { xeroInvoiceStatuses } from '../../db/schema';
import type { InvoicingCompany } from '../../../../tests/support/invoices';
import { xeroInvoicing } from '../../../../tests/support/xero-invoices';

/**
 * The Clients report's Outstanding (issue 27): what is still owed today on the invoices of the
 * range's dockets: own issued invoices less their payments, and Xero invoices awaiting payment,
 * part paid or overdue (never a draft nor a voided one).
 */

const { world, call, ready, dialogBody, create } = xeroInvoicing();

/** The invoicing company's dockets are dated from 1 Sep 2026, one a day. */
const RANGE = { from: '2026-09-01', to: '2026-09-30' } as ReportQuery;

const clients = async (co: InvoicingCompany) => {
  const res = await call('GET /api/companies/:companyId/reports/:report', co.team.office, {
    params: { companyId: co.team.company.id, report: 'clients' },
    query: RANGE,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  if (body.report !== 'clients') throw new Error(body.report);
  return body;
};
const xeroSays = (co: InvoicingCompany, xeroInvoiceId: string, xeroStatus: string, amounts: string[]) =>
  world.app.db
    .insert(xeroInvoiceStatuses)
    .values({
      companyId: co.team.company.id,
      xeroInvoiceId,
      xeroStatus,
      total: amounts[0]!,
      amountPaid: amounts[1]!,
      amountDue: amounts[2]!,
      xeroUpdatedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [xeroInvoiceStatuses.companyId, xeroInvoiceStatuses.xeroInvoiceId],
      set: { xeroStatus, amountPaid: amounts[1]!, amountDue: amounts[2]! },
    });

describe("the Clients report's Outstanding", () => {
  it('adds what is due on own invoices and on Xero invoices sent for payment, per client and in total', async () => {
    const co = await ready();
    const own = await call('POST /api/companies/:companyId/invoices', co.team.office, {
      params: { companyId: co.team.company.id },
      body: { timesheetIds: [(await co.docket()).id] },
    });
    expect(own.statusCode, own.body).toBe(201);
    const invoice = own.json();
    const paid = await call('POST /api/companies/:companyId/invoices/:invoiceId/payments', co.team.office, {
      params: { companyId: co.team.company.id, invoiceId: invoice.id },
      body: { paidOn: todayIn(co.team.company.timeZone), amount: '76.40' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // $576.40 less the $76.40 paid.
    let report = await clients(co);
    expect(report.rows.find((r) => r.clientId === co.client.id)!.outstanding).toBe('500.00');
    expect(report.totals.outstanding).toBe('500.00');

    // A Xero invoice of two more dockets: a draft (not read back yet, or DRAFT in Xero) is not owed.
    const sent = await create(co, await dialogBody(co, [(await co.docket()).id, (await co.docket()).id]));
    expect(sent.statusCode, sent.body).toBe(201);
    const { invoiceId, total } = sent.json();
    expect((await clients(co)).totals.outstanding).toBe('500.00');

    await xeroSays(co, invoiceId, 'AUTHORISED', [total, '100.00', (Number(total) - 100).toFixed(2)]);
    report = await clients(co);
    const owed = (500 + Number(total) - 100).toFixed(2);
    expect(report.rows.find((r) => r.clientId === co.client.id)!.outstanding).toBe(owed);
    expect(report.totals.outstanding).toBe(owed);

    await xeroSays(co, invoiceId, 'VOIDED', [total, '0.00', '0.00']);
    expect((await clients(co)).totals.outstanding).toBe('500.00');
  });
});
