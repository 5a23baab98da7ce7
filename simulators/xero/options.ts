import type { Clock } from './clock';
import type { RetryPolicy, WebhookTarget } from './webhooks/deliver';

/** An app registered with the simulated Xero: the client id and secret it accepts. */
export interface ClientApp {
  clientId: string;
  clientSecret: string;
  /** When given, only these redirect addresses are accepted (as at Xero); otherwise any http(s) one. */
  redirectUris?: string[];
  /**
   * Scopes this app may not ask for, e.g. `accounting.invoices` for an app created before March 2026
   * (it has `accounting.transactions`): asking sends the browser back with Xero's
   * `error=unauthorized_client&error_description=Invalid scope for client`.
   */
  refusedScopes?: string[];
}

export interface XeroSimulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** `test` and `dev` open the /__control endpoints; `demo` (beside `npm start`) does not. */
  mode?: 'test' | 'dev' | 'demo';
  clock?: Clock;
  client?: Partial<ClientApp>;
  /** The app name shown on the consent page and sent as ProviderName. */
  appName?: string;
  organisationName?: string;
  /** Xero's per-tenant limits; tests may lower them. */
  limits?: Partial<Limits>;
  logger?: boolean;
  /**
   * The app's webhook (developer.xero.com → Webhooks): invoice creates and updates in a connected
   * organisation are POSTed to `url`, signed with `key` (`x-xero-signature`), retried per `retry`
   * (default XERO_RETRY). Also set later with `sim.setWebhook` or `POST /__control/webhooks`.
   */
  webhook?: WebhookOptions;
}

export interface WebhookOptions extends WebhookTarget {
  retry?: Partial<RetryPolicy>;
}

export interface Limits {
  perMinute: number;
  perDay: number;
  concurrent: number;
  appPerMinute: number;
}

export const XERO_LIMITS: Limits = { perMinute: 60, perDay: 5000, concurrent: 5, appPerMinute: 10_000 };
