import { describe, expect, it } from 'vitest';
import { api, connect, control, startSim, tokenCall } from './support';

const invoice = (contactName: string) => ({
  Invoices: [
    {
      Type: 'ACCREC',
      Contact: { Name: contactName },
      LineItems: [
        { Description: 'Labour', Quantity: 1, UnitAmount: 100, AccountCode: '200', TaxType: 'OUTPUT' },
      ],
    },
  ],
});

const invoiceCount = async (sim: Parameters<typeof control>[0]) =>
  ((await control(sim, 'state')).body.books as { invoices: unknown[] }[])[0]?.invoices.length;

describe('simulated Xero faults', () => {
  it('fails the next calls with 503 then 500, then answers again; a failed create makes nothing', async () => {
    const sim = await startSim();
    const { access_token: token } = await connect(sim);
    await control(sim, 'faults', { count: 1, kind: '503' });
    await control(sim, 'faults', { count: 1, kind: '500' });
    const first = await api(sim, token, '/Invoices', {
      method: 'PUT',
      body: invoice('Acme'),
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ Status: 503, Title: 'Service Unavailable' });
    expect((await api(sim, token, '/TaxRates')).status).toBe(500);
    expect(await invoiceCount(sim)).toBe(0);
    const retry = await api(sim, token, '/Invoices', {
      method: 'PUT',
      body: invoice('Acme'),
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(retry.status).toBe(200);
    expect(await invoiceCount(sim)).toBe(1);
  });

  it('answers 401 TokenExpired to a still-valid token when told', async () => {
    const sim = await startSim();
    const { access_token: token } = await connect(sim);
    await control(sim, 'faults', { count: 1, kind: 'token_expired' });
    const res = await api(sim, token, '/Contacts');
    expect(res.status).toBe(401);
    expect(String(res.body.Detail)).toMatch(/^TokenExpired: token expired at /);
    expect((await api(sim, token, '/Contacts')).status).toBe(200);
  });

  it('refuses the next call for a missing scope, as Xero does (401 AuthorizationUnsuccessful), when told', async () => {
    const sim = await startSim();
    const { access_token: token } = await connect(sim);
    const onToken = await control(sim, 'faults', { count: 1, kind: 'missing_scope', target: 'token' });
    expect(onToken.status).toBe(400);
    await control(sim, 'faults', { count: 1, kind: 'missing_scope' });
    const res = await api(sim, token, '/Contacts');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      Title: 'Unauthorized',
      Status: 401,
      Detail: 'AuthorizationUnsuccessful',
    });
    expect((await api(sim, token, '/Contacts')).status).toBe(200);
  });

  it('drops the connection after the call took effect: a retry with the same key finds the same invoice', async () => {
    const sim = await startSim();
    const { access_token: token } = await connect(sim);
    await control(sim, 'faults', { count: 1, kind: 'drop' });
    const send = () =>
      api(sim, token, '/Invoices', {
        method: 'PUT',
        body: invoice('Acme'),
        headers: { 'Idempotency-Key': 'k2' },
      });
    await expect(send()).rejects.toThrow();
    expect(await invoiceCount(sim)).toBe(1);
    const retry = await send();
    expect(retry.status).toBe(200);
    expect((retry.body.Invoices as { InvoiceNumber: string }[])[0]?.InvoiceNumber).toBe('INV-0001');
    expect(await invoiceCount(sim)).toBe(1);
  });

  it('loses a refresh reply in flight: the old refresh token still works', async () => {
    const sim = await startSim();
    const tokens = await connect(sim);
    await control(sim, 'faults', { count: 1, kind: 'drop', target: 'token' });
    await expect(
      tokenCall(sim, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    ).rejects.toThrow();
    const again = await tokenCall(sim, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(again.status).toBe(200);
  });

  it('refuses a malformed fault and resets state', async () => {
    const sim = await startSim();
    await connect(sim);
    expect((await control(sim, 'faults', { count: 0, kind: '500' })).status).toBe(400);
    expect((await control(sim, 'faults', { count: 1, kind: 'token_expired', target: 'token' })).status).toBe(
      400,
    );
    await control(sim, 'faults', { count: 3, kind: '503' });
    expect((await control(sim, 'reset', {})).status).toBe(200);
    const state = await control(sim, 'state');
    expect(state.body.faults).toEqual([]);
    expect(state.body.connections).toEqual([]);
  });

  it('has no control endpoints in demo mode', async () => {
    const sim = await startSim({ mode: 'demo' });
    expect((await fetch(`${sim.baseUrl}/__control/state`)).status).toBe(404);
  });
});
