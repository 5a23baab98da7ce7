import type { Clock } from './clock';
import type { AccountSetup } from './seed';

/** How hard the simulator tries to deliver a webhook: at `initialMs`, doubling, capped at `maxMs`. */
export interface RetryPolicy {
  initialMs: number;
  maxMs: number;
  /** Attempts in all, the first included. */
  attempts: number;
}

export interface StripeSimulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** `test` and `dev` open /__control; `demo` (beside `npm start`) does not. */
  mode?: 'test' | 'dev' | 'demo';
  /** Where events are POSTed (the product's webhook endpoint); none: events are only kept. */
  webhookUrl?: string;
  /** Billing time (subscriptions, periods, invoices, events' `created`); /__control/advance moves it further. */
  clock?: Clock;
  /** The time a webhook is signed with (`t=`): the wall clock unless given, as the receiver checks it against its own. */
  signingClock?: Clock;
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  retry?: Partial<RetryPolicy>;
  /** The event types sent to the webhook URL (all events are kept); default WEBHOOK_EVENTS. */
  enabledEvents?: readonly string[];
  /** How often (ms) due renewals run by themselves; default 60 s in demo mode, never otherwise. */
  tickMs?: number;
  logger?: boolean;
  /** What the account is set up with; default both the plans' prices and the portal configuration. */
  setup?: Partial<AccountSetup>;
}

/** One second, doubling to an hour, 8 attempts (Stripe's own go on for three days). */
export const DEFAULT_RETRY: RetryPolicy = { initialMs: 1000, maxMs: 3_600_000, attempts: 8 };

export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
