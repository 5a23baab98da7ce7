import { describe, expect, it } from 'vitest';
import { api, connect, control, startSim, tokenCall } from './support';

const MINUTE = 60_000;

describe('simulated Xero tokens', () => {
  it('lets an access token work for 30 minutes, then answers 401 TokenExpired', async () => {
    const sim = await startSim();
    const tokens = await connect(sim);
    sim.clock.advance(29 * MINUTE);
    expect((await api(sim, tokens.access_token, '/TaxRates')).status).toBe(200);
    sim.clock.advance(MINUTE);
    const expired = await api(sim, tokens.access_token, '/TaxRates');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({
      Type: null,
      Title: 'Unauthorized',
      Status: 401,
      Detail: 'TokenExpired: token expired at 11/24/2026 03:30:00',
      Instance: expect.any(String),
      Extensions: {},
    });
  });

  it('rotates the refresh token; the old one stays usable for 30 minutes, then invalid_grant', async () => {
    const sim = await startSim();
    const first = await connect(sim);
    const rotated = await tokenCall(sim, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(first.refresh_token);
    expect(rotated.body.expires_in).toBe(1800);
    expect((await api(sim, String(rotated.body.access_token), '/TaxRates')).status).toBe(200);

    // The reply carrying the new token was lost: the old one still works within the grace period.
    sim.clock.advance(30 * MINUTE);
    const retry = await tokenCall(sim, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(retry.status).toBe(200);

    sim.clock.advance(1);
    const late = await tokenCall(sim, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(late).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    // Its successor is unaffected.
    const next = await tokenCall(sim, {
      grant_type: 'refresh_token',
      refresh_token: String(retry.body.refresh_token),
    });
    expect(next.status).toBe(200);
  });

  it('expires an unused refresh token after 60 days', async () => {
    const sim = await startSim();
    const tokens = await connect(sim);
    sim.clock.advance(60 * 24 * 60 * MINUTE + 1);
    const result = await tokenCall(sim, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(result).toEqual({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('revokes: the refresh token gives invalid_grant, the access token 401 and the connection is gone', async () => {
    const sim = await startSim();
    const tokens = await connect(sim);
    const res = await fetch(sim.revocationUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${sim.clientId}:${sim.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token: tokens.refresh_token }),
    });
    expect(res.status).toBe(200);
    const result = await tokenCall(sim, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(result).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    const call = await api(sim, tokens.access_token, '/Contacts');
    expect(call.status).toBe(401);
    expect(call.body.Detail).toBe('AuthenticationUnsuccessful');
    expect((await control(sim, 'state')).body.connections).toEqual([]);
    const fresh = await connect(sim);
    const connections = await fetch(sim.connectionsUrl, {
      headers: { authorization: `Bearer ${fresh.access_token}` },
    });
    expect(((await connections.json()) as unknown[]).length).toBe(1);
  });

  it('answers unsupported_grant_type to other grants', async () => {
    const sim = await startSim();
    const result = await tokenCall(sim, { grant_type: 'client_credentials' });
    expect(result).toEqual({ status: 400, body: { error: 'unsupported_grant_type' } });
  });
});
