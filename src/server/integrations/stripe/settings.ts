/** Stripe's own API address (the SDK's default host). */
export const STRIPE_API_URL = 'https://api.stripe.com';

/** Stripe as configured: real (or any Stripe-speaking server) when both keys are set, else start-up fills in the simulator. */
export interface StripeConfig {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  /** Where the SDK sends its calls (STRIPE_API_URL): https://api.stripe.com unless pointed elsewhere. */
  apiUrl: string;
  /** Set when start-up runs the simulated Stripe beside the product (no STRIPE_SECRET_KEY configured). */
  simulatorUrl: string | undefined;
}

/** The SDK's `{ host, port, protocol }` for an origin such as http://127.0.0.1:4100. */
export function sdkAddress(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}
