import { describe, expect, it } from 'vitest';
import { type Json, PAYMENT_SCOPES } from './books-support';
import { api, connect, startSim } from './support';

async function post(url: string, fields: Record<string, string>) {
  const res = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const location = new URL(res.headers.get('location') ?? '', url);
  return {
    status: res.status,
    location: `${location.pathname}?${[...location.searchParams].map((p) => p.join('=')).join('&')}`,
  };
}

describe('simulated Xero invoices console', () => {
  it('lists sales invoices with every value escaped, approves, part-pays and pays in full, in demo mode too', async () => {
    const sim = await startSim({ mode: 'demo' });
    expect((await fetch(`${sim.baseUrl}/__control/state`)).status).toBe(404);
    const { access_token: token } = await connect(sim, PAYMENT_SCOPES);
    const created = await api(sim, token, '/Invoices', {
      method: 'PUT',
      body: {
        Invoices: [
          {
            Type: 'ACCREC',
            Contact: { Name: '<b>Bold & Sons</b>' },
            Status: 'DRAFT',
            LineItems: [
              { Description: 'Hire', Quantity: 2, UnitAmount: 50, AccountCode: '200', TaxType: 'OUTPUT' },
            ],
          },
        ],
      },
    });
    const invoice = (created.body.Invoices as Json[])[0] ?? {};
    const fields = { invoiceId: String(invoice.InvoiceID), tenantId: sim.tenantId };

    const page = await (await fetch(sim.invoicesConsoleUrl)).text();
    expect(page).toContain('&#60;b&#62;Bold &#38; Sons&#60;/b&#62;');
    expect(page).not.toContain('<b>Bold');
    expect(page).toContain('INV-0001');
    expect(page).toContain('<button type="submit">Approve</button>');
    expect(page).toContain('<label for="amount-');

    const approved = await post(`${sim.invoicesConsoleUrl}/approve`, fields);
    expect(approved.status).toBe(303);
    expect(approved.location).toContain('Approved INV-0001');

    const part = await post(`${sim.invoicesConsoleUrl}/pay`, { ...fields, amount: '30.25' });
    expect(part.location).toContain('Paid $30.25 on INV-0001 (AUTHORISED)');
    const read = async () =>
      ((await api(sim, token, `/Invoices/${fields.invoiceId}`)).body.Invoices as Json[])[0];
    expect(await read()).toMatchObject({ Status: 'AUTHORISED', AmountPaid: 30.25, AmountDue: 79.75 });

    const tooMuch = await post(`${sim.invoicesConsoleUrl}/pay`, { ...fields, amount: '500' });
    expect(tooMuch.location).toContain(
      'error=Payment amount exceeds the amount outstanding on this document',
    );

    await post(`${sim.invoicesConsoleUrl}/pay`, fields);
    expect(await read()).toMatchObject({ Status: 'PAID', AmountDue: 0, AmountPaid: 110 });
    const after = await (
      await fetch(`${sim.invoicesConsoleUrl}?message=${encodeURIComponent('<i>done</i>')}`)
    ).text();
    expect(after).toContain('role="status">&#60;i&#62;done&#60;/i&#62;');
    expect(after).not.toContain('Pay in full');
  });
});
