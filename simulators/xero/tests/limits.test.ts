import { describe, expect, it, vi } from 'vitest';
import { api, connect, control, startSim } from './support';

describe("simulated Xero's limits and tenant header", () => {
  it('allows 60 calls a minute per tenant, then 429 with Retry-After and the remaining-calls headers', async () => {
    const sim = await startSim();
    const { access_token: token } = await connect(sim);
    const first = await api(sim, token, '/TaxRates');
    expect(first.headers.get('x-minlimit-remaining')).toBe('59');
    expect(first.headers.get('x-daylimit-remaining')).toBe('4999');
    expect(first.headers.get('x-appminlimit-remaining')).toBe('9999');
    sim.clock.advance(20_000);
    for (let call = 2; call <= 60; call += 1) expect((await api(sim, token, '/TaxRates')).status).toBe(200);
    const refused = await api(sim, token, '/TaxRates');
    expect(refused.status).toBe(429);
    // The first call leaves the window 40 s from now.
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(refused.headers.get('x-rate-limit-problem')).toBe('minute');
    expect(refused.headers.get('x-minlimit-remaining')).toBe('0');
    expect(refused.body).toMatchObject({ Status: 429, Title: 'Too Many Requests' });
    sim.clock.advance(40_000);
    const allowed = await api(sim, token, '/TaxRates');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('x-minlimit-remaining')).toBe('0');
  });

  it('allows 5 calls at once per tenant; a sixth gets 429', async () => {
    const sim = await startSim();
    const { access_token: token } = await connect(sim);
    await control(sim, 'faults', { count: 5, kind: 'slow', delayMs: 300 });
    const slow = Array.from({ length: 5 }, () => api(sim, token, '/TaxRates'));
    // Each slow call takes its fault once it holds one of the five places.
    await vi.waitFor(() => expect(sim.context.faults.pending()).toEqual([]), { interval: 10 });
    const sixth = await api(sim, token, '/TaxRates');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('x-rate-limit-problem')).toBe('concurrent');
    expect(sixth.headers.get('retry-after')).toBe('1');
    expect((await Promise.all(slow)).map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await api(sim, token, '/TaxRates')).status).toBe(200);
  });

  it('answers 403 without a connected xero-tenant-id, whatever its case', async () => {
    const sim = await startSim();
    const { access_token: token } = await connect(sim);
    const missing = await api(sim, token, '/Contacts', { tenantId: null });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({
      Type: null,
      Title: 'Forbidden',
      Status: 403,
      Detail: 'AuthenticationUnsuccessful',
    });
    expect((await api(sim, token, '/Contacts', { tenantId: crypto.randomUUID() })).status).toBe(403);
    expect(
      (
        await api(sim, token, '/Contacts', {
          tenantId: null,
          headers: { 'Xero-Tenant-Id': sim.tenantId.toUpperCase() },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 401 AuthorizationUnsuccessful when the scope was not granted, and 406 without Accept: application/json', async () => {
    const sim = await startSim();
    const { access_token: token } = await connect(sim, 'offline_access accounting.contacts');
    expect((await api(sim, token, '/Contacts', { headers: { accept: '*/*' } })).status).toBe(406);
    expect((await api(sim, token, '/Contacts')).status).toBe(200);
    const denied = await api(sim, token, '/TaxRates');
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({ Title: 'Unauthorized', Detail: 'AuthorizationUnsuccessful' });
  });
});
