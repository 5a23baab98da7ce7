import Stripe from 'stripe';
import { sdkAddress, type StripeConfig } from './settings';

/** What the billing module needs: the SDK reaching the configured Stripe, and the webhook secret. */
export interface StripeClient {
  sdk: Stripe;
  webhookSecret: string;
  /** True when the calls go to the simulator start-up ran (shown as a simulated checkout). */
  simulated: boolean;
}

/** The official SDK pointed at STRIPE_API_URL (host, port, protocol); null without keys (scripts, tests). */
export function createStripeClient(config: StripeConfig): StripeClient | null {
  if (!config.secretKey || !config.webhookSecret) return null;
  const sdk = new Stripe(config.secretKey, {
    ...sdkAddress(config.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'SiteDockets' },
  });
  return { sdk, webhookSecret: config.webhookSecret, simulated: config.simulatorUrl !== undefined };
}
