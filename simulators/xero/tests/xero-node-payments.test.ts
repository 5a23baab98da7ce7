import { AccountingApi, Invoice, Payment } from 'xero-node';
import { describe, expect, it } from 'vitest';
import { makeInvoice, PAYMENT_SCOPES } from './books-support';
import { connect, startSim } from './support';

describe('xero-node payments and invoice sync against the simulator', () => {
  it('approves with updateInvoice, pays with createPayments, reads getInvoices since a time and getPayments', async () => {
    const sim = await startSim();
    const { access_token: token } = await connect(sim, PAYMENT_SCOPES);
    const accounting = new AccountingApi(sim.apiUrl);
    accounting.accessToken = token;
    const draft = await makeInvoice(sim, token, 'DRAFT');
    const invoiceID = String(draft.InvoiceID);
    const since = new Date(sim.clock() + 1000);
    sim.clock.advance(2000);

    const approved = await accounting.updateInvoice(sim.tenantId, invoiceID, {
      invoices: [{ status: Invoice.StatusEnum.AUTHORISED }],
    });
    expect(approved.body.invoices?.[0]?.status).toBe(Invoice.StatusEnum.AUTHORISED);

    const paid = await accounting.createPayments(sim.tenantId, {
      payments: [{ invoice: { invoiceID }, account: { code: '090' }, date: '2026-11-26', amount: 110 }],
    });
    const payment = paid.body.payments?.[0];
    expect(payment?.amount).toBe(110);
    expect(payment?.status).toBe(Payment.StatusEnum.AUTHORISED);
    expect(payment?.paymentType).toBe(Payment.PaymentTypeEnum.ACCRECPAYMENT);

    const changed = await accounting.getInvoices(
      sim.tenantId,
      since,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      1,
    );
    const invoice = changed.body.invoices?.[0];
    expect(changed.body.invoices).toHaveLength(1);
    expect(invoice?.status).toBe(Invoice.StatusEnum.PAID);
    expect(invoice?.amountDue).toBe(0);
    expect(invoice?.amountPaid).toBe(110);
    expect(invoice?.payments?.[0]?.paymentID).toBe(payment?.paymentID);
    expect(invoice?.fullyPaidOnDate).toBeTruthy();

    const payments = await accounting.getPayments(sim.tenantId);
    expect(payments.body.payments?.map((one) => one.paymentID)).toEqual([payment?.paymentID]);
  });
});
