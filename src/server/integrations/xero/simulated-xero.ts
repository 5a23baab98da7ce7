import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { ownWebhookUrl } from '../stripe/simulated-stripe';

export interface XeroAtStart {
  /** The configuration with the Xero addresses and app credentials the server will use. */
  config: Config;
  /** The line start-up logs, or null with real Xero. */
  notice: string | null;
  /** Stops the simulator (nothing with real Xero); the server calls it when it closes. */
  close(): Promise<void>;
}

/** The product's Xero webhook as the simulator beside it reaches it (loopback, as Stripe's). */
export const ownXeroWebhookUrl = (config: Pick<Config, 'host' | 'port'>): string =>
  new URL('/api/xero/webhooks', ownWebhookUrl(config)).toString();

/**
 * With XERO_CLIENT_ID and XERO_CLIENT_SECRET set: real Xero, nothing started. Without them: the
 * simulated Xero in demo mode on a free local port, and the configuration pointed at it, so
 * 'Connect to Xero' works on a bare machine. The simulator is loaded only then.
 */
export async function startXeroForServer(config: Config): Promise<XeroAtStart> {
  if (config.xero.clientId && config.xero.clientSecret) {
    return { config, notice: null, close: async () => {} };
  }
  const { startXeroSimulator } = await import('../../../../simulators/xero/server');
  // Its invoice events come to this server's webhook, signed with a key made now (never logged).
  const webhookKey = config.xero.webhookKey ?? randomBytes(32).toString('base64');
  const sim = await startXeroSimulator({
    port: 0,
    host: '127.0.0.1',
    mode: 'demo',
    webhook: { url: ownXeroWebhookUrl(config), key: webhookKey },
  });
  return {
    config: {
      ...config,
      xero: {
        ...config.xero,
        clientId: sim.clientId,
        clientSecret: sim.clientSecret,
        loginUrl: sim.baseUrl,
        identityUrl: sim.baseUrl,
        apiUrl: sim.baseUrl,
        simulatorUrl: sim.baseUrl,
        webhookKey,
      },
    },
    notice: `Xero: simulated at ${sim.baseUrl}, invoice events to ${ownXeroWebhookUrl(config)} (no XERO_CLIENT_ID set)`,
    close: sim.close,
  };
}
