import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../../shared/dates';
import { xeroInvoiceStatuses } from '../../../db/schema';
import { type InvoicingCompany } from '../../../../../tests/support/invoices';
import { xeroInvoicing } from '../../../../../tests/support/xero-invoices';

/**
 * The invoices list's payment status of an invoice sent to Xero (issue 27): from what Xero last said
 * of it (xero_invoice_statuses, filled from webhooks and the reconcile job), a draft before any read.
 */

const { world, call, ready, dialogBody, create } = xeroInvoicing();

async function xeroInvoice(co: InvoicingCompany) {
  const res = await create(co, await dialogBody(co, [(await co.docket()).id]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const paymentOf = async (co: InvoicingCompany, xeroInvoiceId: string) => {
  const res = await call('GET /api/companies/:companyId/invoices', co.team.office, {
    params: { companyId: co.team.company.id },
  });
  const row = res.json().invoices.find((r) => r.source === 'xero' && r.xeroInvoiceId === xeroInvoiceId);
  return row!.payment;
};
type Read = Partial<typeof xeroInvoiceStatuses.$inferInsert> & { xeroStatus: string };
const xeroSaid = (co: InvoicingCompany, xeroInvoiceId: string, total: string, read: Read) =>
  world.app.db
    .insert(xeroInvoiceStatuses)
    .values({
      companyId: co.team.company.id,
      xeroInvoiceId,
      total,
      amountPaid: '0.00',
      amountDue: total,
      xeroUpdatedAt: new Date(),
      ...read,
    })
    .onConflictDoUpdate({
      target: [xeroInvoiceStatuses.companyId, xeroInvoiceStatuses.xeroInvoiceId],
      set: { amountPaid: '0.00', amountDue: total, dueDate: null, fullyPaidOn: null, ...read },
    });

describe('the payment status of a Xero invoice in the invoices list', () => {
  it('is a draft with its total due until Xero is read, then follows what Xero said', async () => {
    const co = await ready();
    const today = todayIn(co.team.company.timeZone);
    const { invoiceId, total } = await xeroInvoice(co);
    expect(await paymentOf(co, invoiceId)).toEqual({
      status: 'draft',
      amountPaid: '0.00',
      amountDue: total,
      paidOn: null,
      checkedAt: null,
    });

    await xeroSaid(co, invoiceId, total, { xeroStatus: 'AUTHORISED', dueDate: addDays(today, 7) });
    expect(await paymentOf(co, invoiceId)).toMatchObject({ status: 'awaiting_payment', amountDue: total });

    await xeroSaid(co, invoiceId, total, {
      xeroStatus: 'AUTHORISED',
      amountPaid: '100.00',
      amountDue: '476.40',
      dueDate: addDays(today, 7),
    });
    expect(await paymentOf(co, invoiceId)).toMatchObject({
      status: 'part_paid',
      amountPaid: '100.00',
      amountDue: '476.40',
    });

    // Past its due date (the company's today) and not paid: overdue.
    await xeroSaid(co, invoiceId, total, { xeroStatus: 'AUTHORISED', dueDate: addDays(today, -1) });
    expect((await paymentOf(co, invoiceId)).status).toBe('overdue');

    await xeroSaid(co, invoiceId, total, {
      xeroStatus: 'PAID',
      amountPaid: total,
      amountDue: '0.00',
      dueDate: addDays(today, -1),
      fullyPaidOn: '2026-11-20',
    });
    const paid = await paymentOf(co, invoiceId);
    expect(paid).toMatchObject({
      status: 'paid',
      amountPaid: total,
      amountDue: '0.00',
      paidOn: '2026-11-20',
    });
    expect(paid.checkedAt).not.toBeNull();

    await xeroSaid(co, invoiceId, total, { xeroStatus: 'VOIDED' });
    expect((await paymentOf(co, invoiceId)).status).toBe('voided');
  });
});
