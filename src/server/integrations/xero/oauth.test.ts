import { afterEach, describe, expect, it } from 'vitest';
import { startXeroSimulator, type XeroSimulator } from '../../../../simulators/xero/server';
import { XeroAuthError } from './auth-error';
import { deleteConnection, listConnections } from './connections';
import { createXeroOAuth, readCallback } from './oauth';
import { createPkce } from './pkce';
import { XERO_DEFAULT_SCOPES, type XeroClientSettings } from './settings';

const REDIRECT_URI = 'http://127.0.0.1:5999/auth/xero/callback';

const started: XeroSimulator[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((sim) => sim.close()));
});

async function simulated(): Promise<{ sim: XeroSimulator; settings: XeroClientSettings }> {
  const sim = await startXeroSimulator({ port: 0, mode: 'test' });
  started.push(sim);
  const origins = { loginUrl: sim.baseUrl, identityUrl: sim.baseUrl, apiUrl: sim.baseUrl };
  const settings = {
    clientId: sim.clientId,
    clientSecret: sim.clientSecret,
    scopes: XERO_DEFAULT_SCOPES,
    ...origins,
  };
  return { sim, settings };
}

/** What a browser does on the sign-in page: open it, press a button of its form, follow nothing. */
async function pressOnConsentPage(authorizeUrl: string, decision: 'allow' | 'deny'): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Allow access');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(
      name!,
      value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
  }
  form.set('decision', decision);
  const res = await fetch(new URL(action ?? '', authorizeUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

async function signIn(settings: XeroClientSettings) {
  const oauth = createXeroOAuth(settings);
  const pkce = createPkce();
  const state = 'state-of-this-sign-in';
  const url = oauth.authorizeUrl({ redirectUri: REDIRECT_URI, state, codeChallenge: pkce.challenge });
  const back = await pressOnConsentPage(url, 'allow');
  return { oauth, pkce, back, code: readCallback(queryOf(back), state) };
}

const authError = async (promise: Promise<unknown>): Promise<XeroAuthError> => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(XeroAuthError);
  return err as XeroAuthError;
};

describe('the Xero OAuth client, against the simulated Xero', () => {
  it('asks for the product scopes with PKCE S256 and state', async () => {
    const { settings } = await simulated();
    const url = new URL(
      createXeroOAuth(settings).authorizeUrl({ redirectUri: REDIRECT_URI, state: 's1', codeChallenge: 'c1' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${settings.loginUrl}/identity/connect/authorize`);
    expect(queryOf(url)).toEqual({
      response_type: 'code',
      client_id: settings.clientId,
      redirect_uri: REDIRECT_URI,
      scope:
        'openid profile email offline_access accounting.invoices accounting.attachments accounting.contacts accounting.settings payroll.employees payroll.timesheets payroll.settings',
      state: 's1',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
    });
  });

  it('signs in through the consent page, exchanges the code and finds the organisation it connected', async () => {
    const { sim, settings } = await simulated();
    const before = Date.now();
    const { oauth, pkce, back, code } = await signIn(settings);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    const tokens = await oauth.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier });
    expect(tokens.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokens.refreshToken).not.toBe('');
    expect(tokens.idToken).not.toBeNull();
    expect(tokens.scope).toEqual([...XERO_DEFAULT_SCOPES]);
    expect(tokens.expiresAt.getTime() - before).toBeGreaterThanOrEqual(1800_000);
    expect(tokens.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(1800_000);
    expect(tokens.authEventId).toMatch(/^[0-9a-f-]{36}$/);

    const connections = await listConnections(settings, tokens.accessToken, {
      authEventId: tokens.authEventId,
    });
    expect(connections).toEqual([
      expect.objectContaining({
        tenantId: sim.tenantId,
        tenantType: 'ORGANISATION',
        authEventId: tokens.authEventId,
      }),
    ]);
    expect(await listConnections(settings, tokens.accessToken, { authEventId: 'another-sign-in' })).toEqual(
      [],
    );

    // The code works once.
    const again = await authError(
      oauth.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier }),
    );
    expect(again).toMatchObject({ error: 'invalid_grant', status: 400 });
  });

  it('refuses the code with another PKCE verifier: invalid_grant', async () => {
    const { settings } = await simulated();
    const { oauth, code } = await signIn(settings);
    const err = await authError(
      oauth.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: createPkce().verifier }),
    );
    expect(err).toMatchObject({ error: 'invalid_grant', status: 400 });
  });

  it('refuses a wrong client secret: invalid_client', async () => {
    const { settings } = await simulated();
    const { pkce, code } = await signIn(settings);
    const wrong = createXeroOAuth({ ...settings, clientSecret: 'not-the-secret' });
    const err = await authError(
      wrong.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier }),
    );
    expect(err.error).toBe('invalid_client');
  });

  it('rotates the refresh token on every refresh', async () => {
    const { settings } = await simulated();
    const { oauth, pkce, code } = await signIn(settings);
    const first = await oauth.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier });
    const second = await oauth.refresh(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    const third = await oauth.refresh(second.refreshToken);
    expect(third.refreshToken).not.toBe(second.refreshToken);
    expect(await listConnections(settings, third.accessToken)).toHaveLength(1);
    expect((await authError(oauth.refresh('never-issued'))).error).toBe('invalid_grant');
  });

  it('revokes: the refresh token, its access tokens and the connection end', async () => {
    const { settings } = await simulated();
    const { oauth, pkce, code } = await signIn(settings);
    const tokens = await oauth.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier });
    await oauth.revoke(tokens.refreshToken);
    expect(await authError(oauth.refresh(tokens.refreshToken))).toMatchObject({
      error: 'invalid_grant',
      status: 400,
    });
    expect(await authError(listConnections(settings, tokens.accessToken))).toMatchObject({
      error: 'unauthorized',
      status: 401,
    });
  });

  it('disconnects one organisation', async () => {
    const { settings } = await simulated();
    const { oauth, pkce, code } = await signIn(settings);
    const tokens = await oauth.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier });
    const [connection] = await listConnections(settings, tokens.accessToken);
    await deleteConnection(settings, tokens.accessToken, connection!.id);
    expect(await listConnections(settings, tokens.accessToken)).toEqual([]);
    expect((await authError(deleteConnection(settings, tokens.accessToken, connection!.id))).error).toBe(
      'not_found',
    );
  });

  it('reads Cancel on the consent page as access_denied, and a foreign state as invalid_state', async () => {
    const { settings } = await simulated();
    const oauth = createXeroOAuth(settings);
    const url = oauth.authorizeUrl({
      redirectUri: REDIRECT_URI,
      state: 'mine',
      codeChallenge: createPkce().challenge,
    });
    const back = queryOf(await pressOnConsentPage(url, 'deny'));
    expect(() => readCallback(back, 'mine')).toThrow(expect.objectContaining({ error: 'access_denied' }));
    expect(() => readCallback({ ...back, error: undefined, code: 'c' }, 'other')).toThrow(
      expect.objectContaining({ error: 'invalid_state' }),
    );
  });

  it('reports an unreachable Xero as network_error', async () => {
    const { sim, settings } = await simulated();
    await sim.close();
    const err = await authError(createXeroOAuth(settings).refresh('any'));
    expect(err).toMatchObject({ error: 'network_error', status: null });
  });
});
