import type { Config } from '../../config';

export interface StripeAtStart {
  /** The configuration with the Stripe address and keys the server will use. */
  config: Config;
  /** The line start-up logs, or null with real Stripe. */
  notice: string | null;
  /** Stops the simulator (nothing with real Stripe); the server calls it when it closes. */
  close(): Promise<void>;
}

/**
 * The product's own webhook address as the simulator beside it reaches it: loopback unless the server
 * listens on one address only.
 */
export function ownWebhookUrl(config: Pick<Config, 'host' | 'port'>): string {
  const wildcard = ['0.0.0.0', '::', '', 'localhost'].includes(config.host);
  const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}/api/billing/webhook`;
}

/**
 * With STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET: config.ts refuses one without the other): real
 * Stripe, nothing started. Without them: the simulated Stripe in demo mode on a free local port, its
 * events sent to this server's /api/billing/webhook, and the configuration pointed at it, so a checkout
 * works on a bare machine (the billing page says it is simulated). The simulator is loaded only then.
 */
export async function startStripeForServer(
  config: Config,
  webhookUrl: string = ownWebhookUrl(config),
): Promise<StripeAtStart> {
  if (config.stripe.secretKey) return { config, notice: null, close: async () => {} };
  const { startStripeSimulator } = await import('../../../../simulators/stripe/server');
  const sim = await startStripeSimulator({ port: 0, host: '127.0.0.1', mode: 'demo', webhookUrl });
  return {
    config: {
      ...config,
      stripe: {
        ...config.stripe,
        secretKey: sim.secretKey,
        webhookSecret: sim.webhookSecret,
        apiUrl: sim.baseUrl,
        simulatorUrl: sim.baseUrl,
      },
    },
    notice: `Stripe: simulated at ${sim.baseUrl}, events to ${webhookUrl} (no STRIPE_SECRET_KEY set)`,
    close: sim.close,
  };
}
