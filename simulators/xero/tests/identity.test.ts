import { describe, expect, it } from 'vitest';
import { REDIRECT_URI, SCOPES, authorize, basic, connect, pkcePair, startSim, tokenCall } from './support';

describe('simulated Xero sign-in', () => {
  it('shows a clearly labelled consent page with the demo organisation', async () => {
    const sim = await startSim();
    const { challenge } = pkcePair();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: sim.clientId,
      redirect_uri: REDIRECT_URI,
      scope: SCOPES,
      state: 'abc',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const res = await fetch(`${sim.authorizeUrl}?${query}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Simulated Xero — no real Xero account is used');
    expect(html).toContain('Demo Company (AU)');
    expect(html).toContain('Allow access');
  });

  it('refuses an unknown client on the page itself', async () => {
    const sim = await startSim();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'nope',
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
    });
    const res = await fetch(`${sim.authorizeUrl}?${query}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('unauthorized_client');
  });

  it('echoes state with the code, and exchanges the code with the right PKCE verifier', async () => {
    const sim = await startSim();
    const { verifier, challenge } = pkcePair();
    const back = await authorize(sim, challenge, 'xyz-state');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('xyz-state');
    const code = back.searchParams.get('code') ?? '';
    const { status, body } = await tokenCall(sim, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ expires_in: 1800, token_type: 'Bearer', scope: SCOPES });
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(typeof body.refresh_token).toBe('string');
    expect(typeof body.id_token).toBe('string');
    // A code works once.
    const again = await tokenCall(sim, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(again).toEqual({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('answers invalid_grant to a wrong PKCE verifier', async () => {
    const sim = await startSim();
    const { challenge } = pkcePair();
    const back = await authorize(sim, challenge);
    const result = await tokenCall(sim, {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT_URI,
      code_verifier: pkcePair().verifier,
    });
    expect(result).toEqual({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('answers invalid_client to a wrong secret', async () => {
    const sim = await startSim();
    const wrong = `Basic ${Buffer.from(`${sim.clientId}:wrong`).toString('base64')}`;
    const result = await tokenCall(sim, { grant_type: 'refresh_token', refresh_token: 'x' }, wrong);
    expect(result).toEqual({ status: 400, body: { error: 'invalid_client' } });
  });

  it('sends access_denied and the state back when the user cancels', async () => {
    const sim = await startSim();
    const form = new URLSearchParams({
      response_type: 'code',
      client_id: sim.clientId,
      redirect_uri: REDIRECT_URI,
      scope: SCOPES,
      state: 's1',
      decision: 'deny',
    });
    const res = await fetch(sim.authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '');
    expect(res.status).toBe(302);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('s1');
  });

  it('lists the connected organisation and disconnects it', async () => {
    const sim = await startSim();
    const tokens = await connect(sim);
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const list = await fetch(sim.connectionsUrl, { headers: auth });
    const connections = (await list.json()) as Record<string, string>[];
    expect(connections).toEqual([
      {
        id: expect.any(String),
        authEventId: expect.any(String),
        tenantId: sim.tenantId,
        tenantType: 'ORGANISATION',
        tenantName: 'Demo Company (AU)',
        createdDateUtc: '2026-11-24T03:00:00.0000000',
        updatedDateUtc: '2026-11-24T03:00:00.0000000',
      },
    ]);
    const id = connections[0]?.id ?? '';
    expect((await fetch(`${sim.connectionsUrl}/${id}`, { method: 'DELETE', headers: auth })).status).toBe(
      204,
    );
    expect(await (await fetch(sim.connectionsUrl, { headers: auth })).json()).toEqual([]);
    expect((await fetch(`${sim.connectionsUrl}/${id}`, { method: 'DELETE', headers: auth })).status).toBe(
      404,
    );
  });

  it('takes the client credentials in the form as well as in Basic auth', async () => {
    const sim = await startSim();
    const result = await tokenCall(
      sim,
      {
        grant_type: 'refresh_token',
        refresh_token: 'unknown',
        client_id: sim.clientId,
        client_secret: sim.clientSecret,
      },
      '',
    );
    expect(result).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    expect(basic(sim)).toMatch(/^Basic /);
  });
});
