import { AccountingApi, Contact, Invoice, LineAmountTypes, TaxRate } from 'xero-node';
import { describe, expect, it } from 'vitest';
import { connect, startSim } from './support';

/** The official SDK pointed at the simulator reads its replies as its own models. */
async function sdk() {
  const sim = await startSim();
  const tokens = await connect(sim);
  const accounting = new AccountingApi(sim.apiUrl);
  accounting.accessToken = tokens.access_token;
  return { sim, accounting };
}

describe('xero-node AccountingApi against the simulator', () => {
  it('reads getContacts as Contact models, with searchTerm and paging', async () => {
    const { sim, accounting } = await sdk();
    const { response, body } = await accounting.getContacts(
      sim.tenantId,
      undefined,
      undefined,
      undefined,
      undefined,
      1,
      undefined,
      undefined,
      'harbour',
      100,
    );
    expect(response.status).toBe(200);
    expect(body.contacts).toHaveLength(1);
    const contact = body.contacts?.[0];
    expect(contact?.name).toBe('Harbourside Builders');
    expect(contact?.contactStatus).toBe(Contact.ContactStatusEnum.ACTIVE);
    expect(contact?.updatedDateUTC).toBeInstanceOf(Date);
    expect(body.pagination).toMatchObject({ page: 1, pageSize: 100, pageCount: 1, itemCount: 1 });
  });

  it('reads getTaxRates as TaxRate models', async () => {
    const { sim, accounting } = await sdk();
    const { body } = await accounting.getTaxRates(sim.tenantId);
    const output = body.taxRates?.find((rate) => rate.taxType === 'OUTPUT');
    expect(output?.name).toBe('GST on Income');
    expect(output?.effectiveRate).toBe(10);
    expect(output?.status).toBe(TaxRate.StatusEnum.ACTIVE);
    expect(output?.taxComponents?.[0]?.rate).toBe(10);
  });

  it('creates with createInvoices and updateOrCreateInvoices (idempotently) and reads getInvoice', async () => {
    const { sim, accounting } = await sdk();
    const invoice: Invoice = {
      type: Invoice.TypeEnum.ACCREC,
      contact: { name: 'Acme Constructions Pty Ltd' },
      date: '2026-11-20',
      dueDate: '2026-12-20',
      reference: 'Dockets 1-2',
      status: Invoice.StatusEnum.DRAFT,
      lineAmountTypes: LineAmountTypes.Exclusive,
      lineItems: [
        { description: 'Labourer', quantity: 7.5, unitAmount: 62.35, accountCode: '200', taxType: 'OUTPUT' },
      ],
    };
    const created = await accounting.createInvoices(sim.tenantId, { invoices: [invoice] }, true, 4, 'key-1');
    const made = created.body.invoices?.[0];
    expect(made?.invoiceNumber).toBe('INV-0001');
    expect(made?.status).toBe(Invoice.StatusEnum.DRAFT);
    expect(made?.lineItems?.[0]).toMatchObject({ lineAmount: 467.63, taxAmount: 46.76 });
    expect(made).toMatchObject({ subTotal: 467.63, totalTax: 46.76, total: 514.39 });
    expect(made?.updatedDateUTC).toBeInstanceOf(Date);

    const again = await accounting.updateOrCreateInvoices(
      sim.tenantId,
      { invoices: [invoice] },
      true,
      4,
      'key-2',
    );
    expect(again.body.invoices?.[0]?.invoiceNumber).toBe('INV-0002');
    const replay = await accounting.updateOrCreateInvoices(
      sim.tenantId,
      { invoices: [invoice] },
      true,
      4,
      'key-2',
    );
    expect(replay.body.invoices?.[0]?.invoiceID).toBe(again.body.invoices?.[0]?.invoiceID);

    const read = await accounting.getInvoice(sim.tenantId, made?.invoiceID ?? '');
    const got = read.body.invoices?.[0];
    expect(got?.invoiceNumber).toBe('INV-0001');
    expect(got?.contact?.name).toBe('Acme Constructions Pty Ltd');
    expect(got?.lineAmountTypes).toBe(LineAmountTypes.Exclusive);
    expect(got?.total).toBe(514.39);
  });

  it('rejects a ValidationException the SDK reports with its body', async () => {
    const { sim, accounting } = await sdk();
    const bad: Invoice = {
      type: Invoice.TypeEnum.ACCREC,
      lineItems: [{ description: 'x', quantity: 1, unitAmount: 1 }],
    };
    const failure = await accounting
      .createInvoices(sim.tenantId, { invoices: [bad] })
      .catch((error: unknown) => error);
    const parsed = JSON.parse(String(failure)) as {
      response: { statusCode: number; body: Record<string, unknown> };
    };
    expect(parsed.response.statusCode).toBe(400);
    expect(parsed.response.body).toMatchObject({ ErrorNumber: 10, Type: 'ValidationException' });
  });
});
