import type { Clock } from './clock';
import type { StripeSimulatorOptions } from './options';
import type { Store } from './store';
import type { Webhooks } from './webhooks/deliver';

/** What every route reaches: the memory, the time, the keys and the webhook sender. */
export interface StripeContext {
  store: Store;
  mode: NonNullable<StripeSimulatorOptions['mode']>;
  clock: Clock;
  /** Added to the clock by /__control/advance. */
  offsetMs: number;
  secretKey: string;
  publishableKey: string;
  webhooks: Webhooks;
  /** While due work runs, the time it fell due (so a renewal happens at its period end). */
  pinnedAt: number | null;
  /** This simulator's own address, for the hosted pages' `url`s (known once it listens). */
  baseUrl: string;
}

/** Billing time in Unix seconds. */
export const nowSeconds = (ctx: Pick<StripeContext, 'clock' | 'offsetMs' | 'pinnedAt'>): number =>
  ctx.pinnedAt ?? Math.floor((ctx.clock() + ctx.offsetMs) / 1000);
