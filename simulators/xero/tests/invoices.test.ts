import { describe, expect, it } from 'vitest';
import { api, connect, control, startSim } from './support';

const line = (Description: string, Quantity: number, UnitAmount: number, TaxType = 'OUTPUT') => ({
  Description,
  Quantity,
  UnitAmount,
  AccountCode: '200',
  TaxType,
});

async function ready() {
  const sim = await startSim();
  const { access_token: token } = await connect(sim);
  const contacts = await api(sim, token, '/Contacts?searchTerm=acme');
  const contactId = (contacts.body.Contacts as { ContactID: string }[])[0]?.ContactID ?? '';
  return { sim, token, contactId };
}

describe('simulated Xero invoices', () => {
  it('numbers invoices and rounds LineAmount and TaxAmount on each line, half up to the cent', async () => {
    const { sim, token, contactId } = await ready();
    const res = await api(sim, token, '/Invoices', {
      method: 'PUT',
      body: {
        Invoices: [
          {
            Type: 'ACCREC',
            Contact: { ContactID: contactId },
            Date: '2026-11-20',
            DueDate: '2026-12-20',
            Reference: 'Dockets 17-18',
            Status: 'DRAFT',
            LineAmountTypes: 'Exclusive',
            // 7.8333 h × 55.55 = 435.139815 → 435.14; tax 43.514 → 43.51
            // 1.5 × 0.05 = 0.075 → 0.08; tax 0.008 → 0.01
            // 3 × 12.25 = 36.75 GST-free
            LineItems: [
              line('Labourer', 7.8333, 55.55),
              line('Small', 1.5, 0.05),
              line('Hire', 3, 12.25, 'EXEMPTOUTPUT'),
            ],
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    const [invoice] = res.body.Invoices as Record<string, unknown>[];
    expect(invoice).toMatchObject({
      Type: 'ACCREC',
      InvoiceNumber: 'INV-0001',
      Reference: 'Dockets 17-18',
      Status: 'DRAFT',
      LineAmountTypes: 'Exclusive',
      DateString: '2026-11-20T00:00:00',
      Date: `/Date(${Date.UTC(2026, 10, 20)}+0000)/`,
      DueDateString: '2026-12-20T00:00:00',
      SubTotal: 471.97,
      TotalTax: 43.52,
      Total: 515.49,
      AmountDue: 515.49,
      CurrencyCode: 'AUD',
      UpdatedDateUTC: `/Date(${sim.clock()}+0000)/`,
      StatusAttributeString: 'OK',
    });
    expect(
      (invoice?.LineItems as Record<string, number>[]).map((l) => [
        l.Quantity,
        l.UnitAmount,
        l.LineAmount,
        l.TaxAmount,
      ]),
    ).toEqual([
      [7.8333, 55.55, 435.14, 43.51],
      [1.5, 0.05, 0.08, 0.01],
      [3, 12.25, 36.75, 0],
    ]);
    expect(res.body).toMatchObject({
      Status: 'OK',
      ProviderName: 'SiteDockets',
      DateTimeUTC: `/Date(${sim.clock()})/`,
    });

    const second = await api(sim, token, '/Invoices', {
      method: 'POST',
      body: {
        Invoices: [{ Type: 'ACCREC', Contact: { ContactID: contactId }, LineItems: [line('x', 1, 10)] }],
      },
    });
    expect((second.body.Invoices as { InvoiceNumber: string }[])[0]?.InvoiceNumber).toBe('INV-0002');

    const id = String(invoice?.InvoiceID);
    const read = await api(sim, token, `/Invoices/${id}`);
    expect((read.body.Invoices as unknown[])[0]).toMatchObject({ InvoiceID: id, Total: 515.49 });
    expect((await api(sim, token, '/Invoices/INV-0001')).status).toBe(200);
    expect((await api(sim, token, '/Invoices/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('gives the same reply to the same Idempotency-Key and makes no second invoice', async () => {
    const { sim, token, contactId } = await ready();
    const send = () =>
      api(sim, token, '/Invoices', {
        method: 'PUT',
        headers: { 'Idempotency-Key': 'company-1-dockets-17-18' },
        body: {
          Invoices: [
            { Type: 'ACCREC', Contact: { ContactID: contactId }, LineItems: [line('Labour', 8, 60)] },
          ],
        },
      });
    const first = await send();
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const state = await control(sim, 'state');
    expect((state.body.books as { invoices: unknown[] }[])[0]?.invoices).toHaveLength(1);
  });

  it('refuses a missing contact and an unknown tax type with a ValidationException, creating nothing', async () => {
    const { sim, token, contactId } = await ready();
    const res = await api(sim, token, '/Invoices', {
      method: 'PUT',
      body: {
        Invoices: [
          { Type: 'ACCREC', LineItems: [line('Labour', 1, 10)] },
          { Type: 'ACCREC', Contact: { ContactID: contactId }, LineItems: [line('Labour', 1, 10, 'NOPE')] },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      ErrorNumber: 10,
      Type: 'ValidationException',
      Message: 'A validation exception occurred',
    });
    const messages = (res.body.Elements as { ValidationErrors: { Message: string }[] }[]).map((element) =>
      element.ValidationErrors.map((error) => error.Message),
    );
    expect(messages).toEqual([
      ['A Contact must be specified for this type of transaction'],
      ['The TaxType code NOPE does not exist or cannot be used for this type of transaction.'],
    ]);
    const state = await control(sim, 'state');
    expect((state.body.books as { invoices: unknown[] }[])[0]?.invoices).toHaveLength(0);
  });

  it('makes a contact from a name it does not know, as Xero does', async () => {
    const { sim, token } = await ready();
    const res = await api(sim, token, '/Invoices', {
      method: 'PUT',
      body: {
        Invoices: [
          { Type: 'ACCREC', Contact: { Name: 'Brand New Pty Ltd' }, LineItems: [line('Labour', 2, 10)] },
        ],
      },
    });
    expect(res.status).toBe(200);
    const found = await api(sim, token, '/Contacts?searchTerm=brand%20new');
    expect((found.body.Contacts as { Name: string }[]).map((contact) => contact.Name)).toEqual([
      'Brand New Pty Ltd',
    ]);
  });
});

describe('simulated Xero contacts and tax rates', () => {
  it('searches contacts case-insensitively, pages them, and refuses a duplicate name', async () => {
    const { sim, token } = await ready();
    const made = await api(sim, token, '/Contacts', {
      method: 'PUT',
      body: { Contacts: [{ Name: 'Zed Electrical', EmailAddress: 'office@zed.example' }] },
    });
    expect(made.status).toBe(200);
    expect((made.body.Contacts as Record<string, unknown>[])[0]).toMatchObject({
      Name: 'Zed Electrical',
      ContactStatus: 'ACTIVE',
      UpdatedDateUTC: `/Date(${sim.clock()}+0000)/`,
    });
    const byEmail = await api(sim, token, '/Contacts?searchTerm=ZED.EXAMPLE');
    expect((byEmail.body.Contacts as { Name: string }[]).map((contact) => contact.Name)).toEqual([
      'Zed Electrical',
    ]);
    const page = await api(sim, token, '/Contacts?page=2&pageSize=3');
    expect(page.body.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 2, itemCount: 4 });
    expect(page.body.Contacts).toHaveLength(1);
    const duplicate = await api(sim, token, '/Contacts', {
      method: 'PUT',
      body: { Contacts: [{ Name: 'zed electrical' }] },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.Type).toBe('ValidationException');
  });

  it('lists the Australian tax rates', async () => {
    const { sim, token } = await ready();
    const res = await api(sim, token, '/TaxRates');
    const rates = res.body.TaxRates as Record<string, unknown>[];
    expect(rates.find((rate) => rate.TaxType === 'OUTPUT')).toEqual({
      Name: 'GST on Income',
      TaxType: 'OUTPUT',
      ReportTaxType: 'OUTPUT',
      CanApplyToAssets: false,
      CanApplyToEquity: false,
      CanApplyToExpenses: false,
      CanApplyToLiabilities: true,
      CanApplyToRevenue: true,
      DisplayTaxRate: 10,
      EffectiveRate: 10,
      Status: 'ACTIVE',
      TaxComponents: [{ Name: 'GST', Rate: 10, IsCompound: false, IsNonRecoverable: false }],
    });
    expect(rates.map((rate) => rate.TaxType)).toEqual(
      expect.arrayContaining([
        'INPUT',
        'EXEMPTOUTPUT',
        'ZERORATEDOUTPUT',
        'BASEXCLUDED',
        'NONE',
        'INPUTTAXED',
        'EXEMPTEXPORT',
      ]),
    );
  });
});
