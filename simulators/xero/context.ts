import type { FaultQueue } from './api/faults';
import type { RateLimiter } from './api/limits';
import type { Clock } from './clock';
import type { ClientApp, XeroSimulatorOptions } from './options';
import type { Store } from './store';
import type { XeroWebhooks } from './webhooks/deliver';

/** What every route of the simulator reaches: its memory, its clock, its limits and pending faults. */
export interface SimContext {
  store: Store;
  clock: Clock;
  clients: [ClientApp, ...ClientApp[]];
  appName: string;
  mode: NonNullable<XeroSimulatorOptions['mode']>;
  limiter: RateLimiter;
  faults: FaultQueue;
  /** The app's webhook and every delivery to it. */
  webhooks: XeroWebhooks;
}
