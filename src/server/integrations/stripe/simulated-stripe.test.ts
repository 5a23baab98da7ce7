import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createStripeClient } from './client';
import { sdkAddress } from './settings';
import { ownWebhookUrl, startStripeForServer } from './simulated-stripe';

describe('Stripe configuration', () => {
  it('one key without the other stops start-up with a clear message that never echoes the secret', () => {
    const only = (env: Record<string, string>) => () => loadConfig(env);
    expect(only({ STRIPE_SECRET_KEY: 'sk_live_secretvalue' })).toThrow(ConfigError);
    expect(only({ STRIPE_SECRET_KEY: 'sk_live_secretvalue' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set too when STRIPE_SECRET_KEY is set/,
    );
    expect(only({ STRIPE_WEBHOOK_SECRET: 'whsec_secretvalue' })).toThrow(
      /STRIPE_SECRET_KEY must be set too when STRIPE_WEBHOOK_SECRET is set/,
    );
    const bad = only({ STRIPE_WEBHOOK_SECRET: 'whsec_secretvalue', STRIPE_API_URL: 'not a url' });
    expect(bad).toThrow(/STRIPE_API_URL must be a URL/);
    expect(bad).not.toThrow(/secretvalue/);
    expect(only({ STRIPE_SECRET_KEY: 'sk_live_secretvalue' })).not.toThrow(/secretvalue/);
  });

  it('points the SDK at STRIPE_API_URL (host, port, protocol), Stripe itself by default', () => {
    expect(loadConfig({}).stripe.apiUrl).toBe('https://api.stripe.com');
    expect(sdkAddress('https://api.stripe.com')).toEqual({
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
    expect(sdkAddress('http://127.0.0.1:4100')).toEqual({ host: '127.0.0.1', port: 4100, protocol: 'http' });
    expect(createStripeClient(loadConfig({}).stripe)).toBeNull();
  });

  it("the simulator sends events to the server's own webhook over loopback", () => {
    expect(ownWebhookUrl({ host: '0.0.0.0', port: 3000 })).toBe('http://127.0.0.1:3000/api/billing/webhook');
    expect(ownWebhookUrl({ host: '10.0.0.5', port: 8080 })).toBe('http://10.0.0.5:8080/api/billing/webhook');
  });
});

describe('Stripe at server start', () => {
  it('without keys runs the simulated Stripe in demo mode and points the configuration at it', async () => {
    const stripe = await startStripeForServer(loadConfig({ PORT: '3999' }));
    try {
      const config = stripe.config.stripe;
      const url = config.simulatorUrl!;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(config.apiUrl).toBe(url);
      expect(stripe.notice).toBe(
        `Stripe: simulated at ${url}, events to http://127.0.0.1:3999/api/billing/webhook (no STRIPE_SECRET_KEY set)`,
      );
      const client = createStripeClient(config)!;
      expect(client.simulated).toBe(true);
      const prices = await client.sdk.prices.list({ lookup_keys: ['pro_monthly', 'base_monthly'] });
      expect(prices.data.map((p) => [p.lookup_key, p.unit_amount, p.currency]).sort()).toEqual([
        ['base_monthly', 4000, 'aud'],
        ['pro_monthly', 6000, 'aud'],
      ]);
      // Demo mode: no clock or fault controls beside a running product.
      expect((await fetch(`${url}/__control/state`)).status).toBe(404);
      // A request with another key is refused: the keys are the simulator's own.
      const { port } = new URL(url);
      const stranger = new Stripe('sk_test_other', {
        host: '127.0.0.1',
        port: Number(port),
        protocol: 'http',
      });
      await expect(stranger.prices.list()).rejects.toThrow();
    } finally {
      await stripe.close();
    }
    await expect(fetch(stripe.config.stripe.simulatorUrl!)).rejects.toThrow();
  });

  it('with real keys starts nothing and keeps Stripe', async () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    const stripe = await startStripeForServer(config);
    expect(stripe.notice).toBeNull();
    expect(stripe.config).toBe(config);
    expect(createStripeClient(stripe.config.stripe)?.simulated).toBe(false);
    await stripe.close();
  });
});
