import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { startXeroSimulator, type XeroSimulator } from '../../simulators/xero/server';
import type { XeroSimulatorOptions } from '../../simulators/xero/options';
import type { Db } from '../../src/server/db/client';
import { saveXeroConnection } from '../../src/server/integrations/xero/connection-store';
import { listConnections } from '../../src/server/integrations/xero/connections';
import { createXeroOAuth, readCallback } from '../../src/server/integrations/xero/oauth';
import { createPkce } from '../../src/server/integrations/xero/pkce';
import { XERO_DEFAULT_SCOPES, type XeroClientSettings } from '../../src/server/integrations/xero/settings';
import { createTokenCipher, type TokenCipher } from '../../src/server/integrations/xero/token-crypto';
import { createTestApp, type TestApp } from './app';

/** A simulated Xero on a free port and the settings that reach it. */
export async function simulatedXero(
  options: XeroSimulatorOptions = {},
): Promise<{ sim: XeroSimulator; settings: XeroClientSettings }> {
  const sim = await startXeroSimulator({ port: 0, mode: 'test', ...options });
  const settings: XeroClientSettings = {
    clientId: sim.clientId,
    clientSecret: sim.clientSecret,
    scopes: XERO_DEFAULT_SCOPES,
    loginUrl: sim.baseUrl,
    identityUrl: sim.baseUrl,
    apiUrl: sim.baseUrl,
  };
  return { sim, settings };
}

/** Tests only: the environment that points a test app's Xero at the simulator. */
export const simulatorEnv = (sim: XeroSimulator): Record<string, string> => ({
  XERO_CLIENT_ID: sim.clientId,
  XERO_CLIENT_SECRET: sim.clientSecret,
  XERO_LOGIN_URL: sim.baseUrl,
  XERO_IDENTITY_URL: sim.baseUrl,
  XERO_API_URL: sim.baseUrl,
});

const REDIRECT_URI = 'http://127.0.0.1:5999/auth/xero/callback';

/**
 * Tests only: what a browser and the connect flow do, without the product's routes: allow on the
 * simulator's consent page, exchange the code, find the organisation, store the connection.
 */
export async function connectCompany(
  db: Db,
  cipher: TokenCipher,
  settings: XeroClientSettings,
  companyId: number,
): Promise<{ refreshToken: string }> {
  const oauth = createXeroOAuth(settings);
  const pkce = createPkce();
  const state = `state-${companyId}`;
  const authorize = oauth.authorizeUrl({ redirectUri: REDIRECT_URI, state, codeChallenge: pkce.challenge });
  const html = await (await fetch(authorize)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(
      name!,
      value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
  form.set('decision', 'allow');
  const back = await fetch(new URL(action, authorize), { method: 'POST', body: form, redirect: 'manual' });
  const url = new URL(back.headers.get('location') ?? '');
  const code = readCallback(Object.fromEntries(url.searchParams), state);
  const tokens = await oauth.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier });
  const [connection] = await listConnections(settings, tokens.accessToken, {
    authEventId: tokens.authEventId,
  });
  await saveXeroConnection(db, cipher, {
    companyId,
    tenantId: connection!.tenantId,
    tenantName: connection!.tenantName ?? 'Demo',
    connectionId: connection!.id,
    tokens,
    connectedById: null,
  });
  return { refreshToken: tokens.refreshToken };
}

/**
 * A simulated Xero and a test app pointed at it (with a token key of its own), made before the
 * file's tests and closed after; `take` receives them. Returns the key, to open stored tokens.
 * `env`: more of the app's environment (XERO_WEBHOOK_KEY).
 */
export function xeroTestApp(
  take: (world: { app: TestApp; sim: XeroSimulator; settings: XeroClientSettings }) => void,
  env: Record<string, string> = {},
) {
  const key = randomBytes(32);
  let app: TestApp | undefined;
  let sim: XeroSimulator | undefined;
  beforeAll(async () => {
    const simulated = await simulatedXero();
    sim = simulated.sim;
    app = await createTestApp({ ...simulatorEnv(sim), TOKEN_ENCRYPTION_KEY: key.toString('hex'), ...env });
    take({ app, sim, settings: simulated.settings });
  });
  afterAll(async () => {
    await app?.close();
    await sim?.close();
  });
  return { key, cipher: () => createTokenCipher(key) };
}
