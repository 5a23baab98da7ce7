import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../../shared/dockets/docket-math';
import type { BodyPart } from '../../../../../shared/api/call-shape';
import { signaturePng } from '../../../../db/factories';
import { companies, emailLogs } from '../../../../db/schema';
import { safeCell } from '../../../../integrations/csv/safe-cell';
import { body, createTestApp, type TestApp } from '../../../../../../tests/support/app';
import { client } from '../../../../../../tests/support/client';
import { invoicingCompany, LABOUR } from '../../../../../../tests/support/invoices';
import { pdfText } from '../../../../../../tests/support/pdf';
import { startSmtpSink, type SmtpSink } from '../../../../../../tests/support/smtp';

/** The invoice's documents: the tax invoice PDF with proof pages, its CSV, and the e-mail. */

type CreateBody = BodyPart<'POST /api/companies/:companyId/invoices'>['body'];

let t: TestApp;
let smtp: SmtpSink;
let co: Awaited<ReturnType<typeof invoicingCompany>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  co = await invoicingCompany(t.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = client(() => t);
const pageCount = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())![1]);
/** Each page's text, in order (pdftotext separates pages with a form feed). */
const pagesOf = (pdf: Buffer) => pdfText(pdf).split('\f').slice(0, -1);
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function invoiceOf(dockets: { id: number }[], extra: Omit<CreateBody, 'timesheetIds'> = {}) {
  const res = await call('POST /api/companies/:companyId/invoices', co.team.office, {
    params: { companyId: co.team.company.id },
    body: { timesheetIds: dockets.map((d) => d.id), ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const signed = (seed: number) => ({
  signature: signaturePng(seed),
  signedAt: new Date('2026-09-01T06:00:00Z'),
  approvedByName: 'Site Foreman',
});

describe('the invoice PDF', () => {
  it('is a tax invoice with the seller, ABN, buyer, lines and totals as stored, then one proof page per docket', async () => {
    await t.db.update(companies).set({ abn: '51824753556' }).where(eq(companies.id, co.team.company.id));
    const dockets = [
      await co.docket(signed(1)),
      await co.docket({
        ...signed(2),
        lineItems: [
          LABOUR('06:00', '14:20', 30),
          { name: 'Tip fees', unit: 'load', rate: '95.45', taxRate: '0', quantity: '3' },
        ],
      }),
      await co.docket(signed(3)),
    ];
    const invoice = await invoiceOf(dockets, { reference: 'PO 4471' });
    const res = await call('GET /api/invoices/:id/pdf', co.team.office, { params: { id: invoice.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);

    const pages = pagesOf(res.rawPayload);
    expect(pages).toHaveLength(1 + dockets.length);
    const first = flat(pages[0]!);
    expect(first).toContain('Tax Invoice');
    expect(first).toContain(co.team.company.name);
    expect(first).toContain('ABN 51 824 753 556');
    expect(first).toContain(invoice.number);
    expect(first).toContain('Cumberland City Council');
    expect(first).toContain('Attn: Megan Lee');
    expect(first).toContain('PO 4471');
    for (const line of invoice.lines) {
      expect(first).toContain(line.description);
      expect(first).toContain(formatMoney(line.lineAmount));
      expect(first).toContain(formatMoney(line.taxAmount));
    }
    expect(first).toMatch(new RegExp(`Subtotal \\(ex GST\\) \\${formatMoney(invoice.subtotal)}`));
    expect(first).toMatch(new RegExp(`GST \\${formatMoney(invoice.gst)}`));
    expect(first).toMatch(new RegExp(`Total \\(inc\\. GST\\) \\${formatMoney(invoice.total)}`));
    // The proof pages are the dockets as their own PDF draws them, signature and all.
    pages.slice(1).forEach((page, i) => {
      expect(flat(page)).toContain('Daily Docket');
      expect(flat(page)).toContain(`#${dockets[i]!.id} · Invoiced`);
      expect(flat(page)).toContain('Approved by Site Foreman');
    });
  });

  it("says 'ABN: not set' when the company has none, and VOID once voided", async () => {
    await t.db.update(companies).set({ abn: null }).where(eq(companies.id, co.team.company.id));
    const invoice = await invoiceOf([await co.docket()]);
    expect(
      (await call('POST /api/invoices/:id/void', co.team.admin, { params: { id: invoice.id } })).statusCode,
    ).toBe(200);
    const pdf = (await call('GET /api/invoices/:id/pdf', co.team.office, { params: { id: invoice.id } }))
      .rawPayload;
    const first = flat(pagesOf(pdf)[0]!);
    expect(first).toContain('ABN: not set');
    expect(first).toContain('Tax Invoice — VOID');
    expect(first).toContain('VOID — this invoice was voided');
  });

  it('runs its lines over several pages, the proof pages after them', async () => {
    const many = Array.from({ length: 3 }, () =>
      Array.from({ length: 12 }, (_, i) => ({
        name: `Item ${i}`,
        unit: 'each',
        rate: '10.00',
        taxRate: '10',
        quantity: '1',
      })),
    );
    const dockets: { id: number }[] = [];
    for (const lineItems of many) dockets.push(await co.docket({ lineItems }));
    const invoice = await invoiceOf(dockets);
    const pdf = (await call('GET /api/invoices/:id/pdf', co.team.office, { params: { id: invoice.id } }))
      .rawPayload;
    const pages = pagesOf(pdf);
    // The invoice's own pages (two or more: how many rows fit depends on how names wrap), then one
    // proof page per docket; the totals close the invoice's last page.
    const invoicePages = pages.findIndex((page) => flat(page).includes(`#${dockets[0]!.id} · Invoiced`));
    expect(invoicePages).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBe(invoicePages + dockets.length);
    expect(flat(pages[invoicePages - 1]!)).toContain(`Total (inc. GST) ${formatMoney(invoice.total)}`);
    expect(pageCount(pdf)).toBe(pages.length);
  });
});

describe('the invoice CSV', () => {
  it('has a header and one row per line, money and dates as stored, formulas defused', async () => {
    const docket = await co.docket({
      lineItems: [
        LABOUR('07:00', '15:30', 30),
        { name: '=HYPERLINK("http://evil")', unit: 'load', rate: '95.45', taxRate: '0', quantity: '2' },
      ],
    });
    const invoice = await invoiceOf([docket], { reference: '+61 PO, "urgent"' });
    const res = await call('GET /api/invoices/:id/csv', co.team.office, { params: { id: invoice.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.csv"`);
    const rows = res.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'InvoiceNumber,ContactName,EmailAddress,InvoiceDate,DueDate,Reference,ServiceDate,Worker,Description,Quantity,Unit,UnitAmount,TaxType,TaxRate,LineAmount,TaxAmount,Status',
    );
    expect(rows).toHaveLength(1 + invoice.lines.length);
    const [labour, tip] = invoice.lines;
    const worker = labour!.workerName;
    expect(rows[1]).toBe(
      `${invoice.number},Cumberland City Council,accounts@cumberland.example,${invoice.issueDate},${invoice.dueDate},"'+61 PO, ""urgent""",${labour!.date},${worker},"Labourer (${worker}, ${labour!.date})",8.0000,hr,65.50,GST on Income,10.00,524.00,52.40,Issued`,
    );
    // A description starting with = is text, never a formula; a GST-free line says so.
    expect(rows[2]).toContain(`"'=HYPERLINK(""http://evil"") (${worker}, ${tip!.date})"`);
    expect(rows[2]).toContain(',2.0000,load,95.45,GST Free,0.00,190.90,0.00,Issued');
  });
});

describe('a CSV cell', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+61 2 9000 0000', "'+61 2 9000 0000"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['-12.50', '-12.50'],
    ['Labourer', 'Labourer'],
    ['a=b', 'a=b'],
  ])('%j is written as %j', (value, written) => expect(safeCell(value)).toBe(written));
});

describe('e-mailing the invoice', () => {
  it("sends the PDF to the client's contact, logged against the invoice", async () => {
    const invoice = await invoiceOf([await co.docket(signed(4))]);
    const res = await call('POST /api/invoices/:id/email', co.team.office, {
      params: { id: invoice.id },
      body: {},
    });
    expect(res.json()).toEqual({
      message: `Invoice ${invoice.number} sent to accounts@cumberland.example`,
      status: 'success',
    });
    const mail = await smtp.waitForMail('accounts@cumberland.example');
    expect(mail.subject).toBe(`Tax invoice ${invoice.number} from ${co.team.company.name}`);
    expect(mail.body).toContain('application/pdf');
    expect(mail.body).toContain(`${invoice.number}.pdf`);
    const [log] = await t.db.select().from(emailLogs).where(eq(emailLogs.relatedEntityId, invoice.id));
    expect(log).toMatchObject({
      emailType: 'invoice_pdf',
      relatedEntityType: 'invoice',
      to: 'accounts@cumberland.example',
      status: 'success',
      requestPayload: { attachments: [{ filename: `${invoice.number}.pdf` }] },
    });
  });

  it('sends to another address when given, and asks for one when there is none', async () => {
    const invoice = await invoiceOf([await co.docket()], { clientId: null, contactName: 'Cash sale' });
    const refused = await call('POST /api/invoices/:id/email', co.team.office, {
      params: { id: invoice.id },
      body: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ message: expect.stringMatching(/^Enter an email address/) });
    const sent = await call('POST /api/invoices/:id/email', co.team.admin, {
      params: { id: invoice.id },
      body: { email: 'payables@builder.example' },
    });
    expect(sent.json()).toMatchObject({ status: 'success' });
    expect((await smtp.waitForMail('payables@builder.example')).body).toContain('application/pdf');
  });
});
