import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingCompany, type InvoicingCompany } from '../../../../../tests/support/invoices';

/**
 * The prefix of the company's own invoice numbers (issue 29): SD- unless changed in Company Info,
 * never Xero's INV-; a change applies from the next invoice and the count carries on; no number the
 * product gives can be one the company already used, typed or its own.
 */

type Refusal = { message: string; field?: string; reason?: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = client(() => t);
const companyOf = (c: InvoicingCompany) => ({ params: { companyId: c.team.company.id } });
const setPrefix = (c: InvoicingCompany, invoicePrefix: string, who = c.team.admin) =>
  call('PUT /api/companies/:companyId', who, { ...companyOf(c), body: { invoicePrefix } });
const prefixOf = async (c: InvoicingCompany, who = c.team.admin) =>
  (await call('GET /api/companies/:companyId', who, companyOf(c))).json().invoicePrefix;
const create = async (c: InvoicingCompany) =>
  call('POST /api/companies/:companyId/invoices', c.team.office, {
    ...companyOf(c),
    body: { timesheetIds: [(await c.docket()).id] },
  });
const numberOf = async (c: InvoicingCompany) => {
  const res = await create(c);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
/** Marks a new docket invoiced with a number typed on /admin/invoicing. */
const typeNumber = async (c: InvoicingCompany, invoiceNumber: string, docket?: { id: number }) =>
  call('POST /api/admin/timesheets/mark-invoiced', c.team.office, {
    body: { timesheetIds: [(docket ?? (await c.docket())).id], invoiceNumber },
  });

const XERO_CLASH = "This prefix would clash with Xero's INV- invoice numbers: choose another, e.g. SD-";

describe('the invoice number prefix', () => {
  it('is SD- for a new company, and its first invoice is SD-0001', async () => {
    const c = await invoicingCompany(t.db);
    expect(await prefixOf(c, c.team.worker)).toBe('SD-');
    expect((await numberOf(c)).number).toBe('SD-0001');
  });

  it('is set by admin or office; a foreman or worker cannot set it', async () => {
    const c = await invoicingCompany(t.db);
    const byOffice = await setPrefix(c, ' HC/ ', c.team.office);
    expect(byOffice.statusCode, byOffice.body).toBe(200);
    expect(byOffice.json().invoicePrefix).toBe('HC/');
    expect((await setPrefix(c, 'Hc-2026-', c.team.admin)).json().invoicePrefix).toBe('Hc-2026-');
    for (const who of [c.team.foreman, c.team.worker])
      expect((await setPrefix(c, 'XX-', who)).statusCode).toBe(403);
    const me = await call('GET /api/auth/me', c.team.office);
    expect(me.json().company.invoicePrefix).toBe('Hc-2026-');
  });

  it.each([
    ['', 'Enter an invoice number prefix'],
    ['   ', 'Enter an invoice number prefix'],
    [null, 'Enter an invoice number prefix'],
    ['ABCDEFGHIJK', 'Invoice number prefix can be at most 10 characters'],
    ['SD 1', 'Use only letters, digits, - and / in the invoice number prefix'],
    ['SD_', 'Use only letters, digits, - and / in the invoice number prefix'],
    ['SD#', 'Use only letters, digits, - and / in the invoice number prefix'],
    ['INV', XERO_CLASH],
    ['INV-', XERO_CLASH],
    ['inv-', XERO_CLASH],
    ['Inv-2026-', XERO_CLASH],
  ])('%# refuses %j with %s', async (prefix, message) => {
    const c = await invoicingCompany(t.db);
    // raw: null is a prefix the body's type refuses.
    const res = await call('PUT /api/companies/:companyId', c.team.admin, {
      ...companyOf(c),
      raw: { invoicePrefix: prefix },
    });
    expect(res.statusCode).toBe(400);
    expect(body<Refusal>(res).message).toBe(message);
    expect(await prefixOf(c)).toBe('SD-');
  });

  it('accepts prefixes that only look like INV (INVX-, INV/)', async () => {
    const c = await invoicingCompany(t.db);
    for (const prefix of ['INVX-', 'INV/'])
      expect((await setPrefix(c, prefix)).json().invoicePrefix).toBe(prefix);
  });

  it('numbers the next invoice with a new prefix, the count carrying on; numbers issued keep theirs', async () => {
    const c = await invoicingCompany(t.db);
    const first = await numberOf(c);
    expect(first.number).toBe('SD-0001');
    await setPrefix(c, 'HC/');
    const second = await numberOf(c);
    expect(second.number).toBe('HC/0002');
    const again = (await call('GET /api/invoices/:id', c.team.office, { params: { id: first.id } })).json();
    expect(again.number).toBe('SD-0001');
    const docket = await call('GET /api/timesheets/:id', c.team.office, {
      params: { id: first.timesheetIds[0]! },
    });
    expect(docket.json().invoiceNumber).toBe('SD-0001');
    // The PDF's file name holds no slash.
    const pdf = await call('GET /api/invoices/:id/pdf', c.team.office, { params: { id: second.id } });
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="HC-0002.pdf"');
  });

  it('refuses a typed number that is an own number, or has their form, under the new prefix', async () => {
    const c = await invoicingCompany(t.db);
    await numberOf(c); // SD-0001
    await setPrefix(c, 'HC-');
    const own = await numberOf(c); // HC-0002
    const cases: [string, string][] = [
      [
        'hc-0002',
        `${own.number} is the number of a SiteDockets invoice: type the number your accounting software gave this invoice`,
      ],
      [
        'SD-0001',
        'SD-0001 is the number of a SiteDockets invoice: type the number your accounting software gave this invoice',
      ],
      [
        'HC-0003',
        'HC-0003 is in the form of SiteDockets invoice numbers (HC-0001, HC-0002…): type the number your accounting software gave this invoice',
      ],
      [
        'hc-17',
        'hc-17 is in the form of SiteDockets invoice numbers (HC-0001, HC-0002…): type the number your accounting software gave this invoice',
      ],
    ];
    for (const [typed, message] of cases) {
      const res = await typeNumber(c, typed);
      expect(res.statusCode).toBe(409);
      expect(body<Refusal>(res)).toEqual({
        message,
        code: 'CONFLICT',
        field: 'invoiceNumber',
        reason: 'number_taken',
      });
    }
    // Xero's INV- numbers, and numbers of another form, are the office's to type.
    for (const typed of ['INV-0002', 'HC-2026-7', 'SD-0009'])
      expect((await typeNumber(c, typed)).statusCode).toBe(200);
  });

  it('refuses a new prefix under which a number typed for an outside invoice would be an own number', async () => {
    const c = await invoicingCompany(t.db);
    const docket = await c.docket();
    expect((await typeNumber(c, 'MYOB-0042', docket)).statusCode).toBe(200);
    for (const prefix of ['MYOB-', 'myob-']) {
      const res = await setPrefix(c, prefix);
      expect(res.statusCode).toBe(409);
      expect(body<Refusal>(res)).toMatchObject({
        message: `Docket #${docket.id} carries MYOB-0042, the number of an invoice made elsewhere: SiteDockets invoices numbered ${prefix}0001, ${prefix}0002… could repeat it. Choose another prefix`,
        field: 'invoicePrefix',
        reason: 'prefix_taken',
      });
    }
    expect((await setPrefix(c, 'MYOB/')).json().invoicePrefix).toBe('MYOB/');
    // The prefix it has may be saved again with the rest of Company Info.
    const resaved = await call('PUT /api/companies/:companyId', c.team.office, {
      ...companyOf(c),
      body: { name: 'Renamed', invoicePrefix: 'MYOB/' },
    });
    expect(resaved.statusCode).toBe(200);
  });

  it('refuses to number an invoice with a number a docket already carries, and takes no number', async () => {
    const c = await invoicingCompany(t.db);
    // A number typed before there were prefixes, in the form SD- numbers take.
    const legacy = await c.docket({ invoiced: true, invoiceNumber: 'sd-0001' });
    const res = await create(c);
    expect(res.statusCode).toBe(409);
    expect(body<Refusal>(res)).toMatchObject({
      message: `SD-0001 is already an invoice number here (docket #${legacy.id}): choose another invoice number prefix in Settings → Company Info, then create the invoice again`,
      reason: 'number_taken',
    });
    await setPrefix(c, 'HC-');
    expect((await numberOf(c)).number).toBe('HC-0001');
  });
});
