import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createXeroOAuth } from './oauth';
import { createPkce } from './pkce';
import { xeroClientSettings } from './settings';
import { startXeroForServer } from './simulated-xero';

describe('Xero at server start', () => {
  it('without credentials runs the simulated Xero in demo mode and points the configuration at it', async () => {
    const xero = await startXeroForServer(loadConfig({}));
    try {
      const url = xero.config.xero.simulatorUrl!;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(xero.notice).toBe(
        `Xero: simulated at ${url}, invoice events to http://127.0.0.1:3000/api/xero/webhooks (no XERO_CLIENT_ID set)`,
      );
      // Its webhook is signed with a key made at start: in the configuration, never in the notice.
      const key = xero.config.xero.webhookKey!;
      expect(key.length).toBeGreaterThanOrEqual(40);
      expect(xero.notice).not.toContain(key);
      expect(xero.config.xero).toMatchObject({ loginUrl: url, identityUrl: url, apiUrl: url });
      const settings = xeroClientSettings(xero.config.xero)!;
      const signIn = createXeroOAuth(settings).authorizeUrl({
        redirectUri: 'http://localhost:3000/auth/xero/callback',
        state: 's',
        codeChallenge: createPkce().challenge,
      });
      const page = await fetch(signIn);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Simulated Xero — no real Xero account is used');
      // Demo mode: no fault-injection controls beside a running product.
      expect((await fetch(`${url}/__control/state`)).status).toBe(404);
    } finally {
      await xero.close();
    }
    await expect(fetch(xero.config.xero.simulatorUrl!)).rejects.toThrow();
  });

  it('with both credentials starts nothing and keeps the real addresses', async () => {
    const config = loadConfig({ XERO_CLIENT_ID: 'ABC', XERO_CLIENT_SECRET: 'secret' });
    const xero = await startXeroForServer(config);
    expect(xero.notice).toBeNull();
    expect(xero.config).toBe(config);
    expect(xeroClientSettings(xero.config.xero)).toMatchObject({
      clientId: 'ABC',
      clientSecret: 'secret',
      loginUrl: 'https://login.xero.com',
      identityUrl: 'https://identity.xero.com',
      apiUrl: 'https://api.xero.com',
    });
    await xero.close();
  });
});
