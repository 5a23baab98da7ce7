import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, hundredths } from '../../../../../shared/dockets/docket-math';
import { createProject, assignToProject } from '../../../../db/factories';
import { companies, emailLogs, projects } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../../../tests/support/app';
import { client } from '../../../../../../tests/support/client';
import { invoicingCompany, LABOUR } from '../../../../../../tests/support/invoices';
import { pdfText } from '../../../../../../tests/support/pdf';
import { startSmtpSink, type SmtpSink } from '../../../../../../tests/support/smtp';

/** An invoice a client can pay and answer (issue 29): how to pay, what it was for, and sums that add up. */

let t: TestApp;
let smtp: SmtpSink;
let co: Awaited<ReturnType<typeof invoicingCompany>>;
const payment = {
  paymentAccountName: 'Harbourline Civil Pty Ltd',
  paymentBsb: '062-000',
  paymentAccountNumber: '1234 5678',
  paymentNote: 'Or pay by card at harbourline.example/pay',
};
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  co = await invoicingCompany(t.db);
  await t.db.update(projects).set({ jobNumber: 'J-4471' }).where(eq(projects.id, co.project.id));
  const res = await call('PUT /api/companies/:companyId', co.team.admin, {
    params: { companyId: co.team.company.id },
    body: { name: 'Harbourline Civil', email: 'accounts@harbourline.example', ...payment },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = client(() => t);
const pdfOf = async (invoice: { id: number }) =>
  (await call('GET /api/invoices/:id/pdf', co.team.office, { params: { id: invoice.id } })).rawPayload;
const flat = (text: string) => text.replace(/\s+/g, ' ');
const pagesOf = (pdf: Buffer) => pdfText(pdf).split('\f').slice(0, -1);
const cents = (money: string) => hundredths(money.replace(/[$,]/g, ''));
/** The amounts of a table row as pdftotext lays it out: every '$1,234.56' on the line, in cents. */
const dollars = (c: bigint) => formatMoney(`${c / 100n}.${String(c % 100n).padStart(2, '0')}`);
/** A table's header, its labels over two lines: the line starting with `first` and the next. */
const headerOf = (page: string, first: string) => {
  const lines = page.split('\n');
  const at = lines.findIndex((line) => new RegExp(`\\b${first}\\s+Amount\\s+GST\\s+Total$`).test(line));
  return lines.slice(at, at + 2).join('\n');
};
/** 'Unit price (ex GST)' or 'Rate (ex GST)', 'Amount (ex GST)', 'GST' and 'Total (inc. GST)' over two lines. */
const labels = (first: string) =>
  new RegExp(`${first}\\s+Amount\\s+GST\\s+Total\\n\\s+\\(ex GST\\)\\s+\\(ex GST\\)\\s+\\(inc\\. GST\\)`);
const amountsOf = (row: string) => [...row.matchAll(/\$[\d,]+\.\d\d/g)].map((m) => cents(m[0]));

async function invoiceOf(dockets: { id: number }[]) {
  const res = await call('POST /api/companies/:companyId/invoices', co.team.office, {
    params: { companyId: co.team.company.id },
    body: { timesheetIds: dockets.map((d) => d.id) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const mixedDocket = () =>
  co.docket({
    lineItems: [
      LABOUR('06:00', '14:20', 30),
      { name: 'Tip fees', unit: 'load', rate: '95.45', taxRate: '0', quantity: '3' },
      { name: 'Excavator', unit: 'hr', rate: '142.35', taxRate: '10', quantity: '2.5' },
    ],
  });

describe('the tax invoice PDF', () => {
  it("has a 'How to pay' block with the account, the BSB as 000-000 and the invoice number as reference", async () => {
    const invoice = await invoiceOf([await co.docket()]);
    const pdf = await pdfOf(invoice);
    const first = flat(pagesOf(pdf)[0]!);
    expect(first).toContain('How to pay');
    expect(first).toContain('Account name: Harbourline Civil Pty Ltd');
    expect(first).toContain('BSB: 062-000');
    expect(first).toContain('Account number: 12345678');
    expect(first).toContain(`Payment reference: ${invoice.number}`);
    expect(first).toContain('Or pay by card at harbourline.example/pay');
  });

  it('names the project and its job number, each project of its dockets once', async () => {
    const other = await createProject(t.db, {
      companyId: co.team.company.id,
      clientId: co.client.id,
      name: 'Kerb renewal',
    });
    await assignToProject(t.db, {
      companyId: co.team.company.id,
      projectId: other.id,
      userId: co.team.worker.id,
    });
    const one = await invoiceOf([await co.docket(), await co.docket()]);
    const onePdf = await pdfOf(one);
    expect(flat(pagesOf(onePdf)[0]!)).toContain(`Project: ${co.project.name} (Job J-4471)`);
    const two = await invoiceOf([await co.docket(), await co.docket({ projectId: other.id })]);
    const twoPdf = await pdfOf(two);
    expect(flat(pagesOf(twoPdf)[0]!)).toContain(`Projects: Kerb renewal; ${co.project.name} (Job J-4471)`);
  });

  it('labels ex GST, GST and total on the invoice and on each docket page, and they add up', async () => {
    const dockets = [await mixedDocket(), await mixedDocket()];
    const invoice = await invoiceOf(dockets);
    const pages = pagesOf(await pdfOf(invoice));
    const first = pages[0]!;
    expect(headerOf(first, 'Unit price')).toMatch(labels('Unit price'));

    const rows = first.split('\n').filter((row) => /\d\d\/\d\d\/\d{4}/.test(row));
    expect(rows).toHaveLength(invoice.lines.length);
    const sums = { net: 0n, gst: 0n, total: 0n };
    rows.forEach((row, i) => {
      const [, net, gst, total] = amountsOf(row);
      expect([net, gst]).toEqual([cents(invoice.lines[i]!.lineAmount), cents(invoice.lines[i]!.taxAmount)]);
      expect(net! + gst!).toBe(total);
      sums.net += net!;
      sums.gst += gst!;
      sums.total += total!;
    });
    expect(sums).toEqual({
      net: cents(invoice.subtotal),
      gst: cents(invoice.gst),
      total: cents(invoice.total),
    });
    expect(flat(first)).toContain(`Total (inc. GST) ${formatMoney(invoice.total)}`);

    // Each docket page: the same labels, each line ex GST + GST = its total, and the docket's sums.
    let docketsTotal = 0n;
    for (const page of pages.slice(1)) {
      expect(headerOf(page, 'Rate')).toMatch(labels('Rate'));
      const lines = page.split('\n').filter((row) => /\/(hr|load)/.test(row));
      expect(lines).toHaveLength(3);
      const docketSums = { net: 0n, gst: 0n, total: 0n };
      for (const line of lines) {
        const [, net, gst, total] = amountsOf(line);
        expect(net! + gst!).toBe(total);
        docketSums.net += net!;
        docketSums.gst += gst!;
        docketSums.total += total!;
      }
      const totals = flat(page);
      expect(totals).toContain(`Subtotal (ex GST): ${dollars(docketSums.net)}`);
      expect(totals).toContain(`GST: ${dollars(docketSums.gst)}`);
      expect(totals).toContain(`Total (inc. GST): ${dollars(docketSums.total)}`);
      docketsTotal += docketSums.total;
    }
    expect(docketsTotal).toBe(cents(invoice.total));
  });

  it('says how to pay by quoting the number when the company has no payment details', async () => {
    await t.db
      .update(companies)
      .set({ paymentAccountName: null, paymentBsb: null, paymentAccountNumber: null, paymentNote: null })
      .where(eq(companies.id, co.team.company.id));
    const invoice = await invoiceOf([await co.docket()]);
    const first = flat(pagesOf(await pdfOf(invoice))[0]!);
    expect(first).toContain(`How to pay Payment is due by`);
    expect(first).toContain(`Please quote ${invoice.number} with your payment.`);
    expect(first).not.toContain('BSB');
    await call('PUT /api/companies/:companyId', co.team.admin, {
      params: { companyId: co.team.company.id },
      body: payment,
    });
  });
});

describe('the invoice e-mail', () => {
  it("comes from the product's address in the company's name, answers go to the company, and says how to pay", async () => {
    const invoice = await invoiceOf([await co.docket()]);
    const res = await call('POST /api/invoices/:id/email', co.team.office, {
      params: { id: invoice.id },
      body: { email: 'payables@builder.example' },
    });
    expect(res.json()).toMatchObject({ status: 'success' });
    const mail = await smtp.waitForMail('payables@builder.example');
    expect(mail.body).toMatch(/^From: "?Harbourline Civil via SiteDockets"? <[^>\s]+@[^>\s]+>\r?$/m);
    expect(mail.body).toMatch(/^Reply-To: accounts@harbourline\.example\r?$/m);
    const text = flat(mail.body);
    expect(text).toContain(`Project: ${co.project.name} (Job J-4471)`);
    expect(text).toContain('How to pay Account name: Harbourline Civil Pty Ltd BSB: 062-000');
    expect(text).toContain(`Account number: 12345678 Payment reference: ${invoice.number}`);
    expect(text).toContain('Or pay by card at harbourline.example/pay');
    const [log] = await t.db.select().from(emailLogs).where(eq(emailLogs.relatedEntityId, invoice.id));
    expect(log!.requestPayload).toMatchObject({
      fromName: 'Harbourline Civil via SiteDockets',
      replyTo: 'accounts@harbourline.example',
    });
  });
});
