/**
 * The order and bookkeeping of a simulator's webhook deliveries (Stripe's and Xero's): first
 * attempts one at a time in the order they were sent, retries on timers of their own, `idle()` once
 * nothing is under way or waiting for a retry, `close()` stops the timers.
 */
export class DeliveryLine {
  private chain: Promise<unknown> = Promise.resolve();
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private timers = new Set<NodeJS.Timeout>();
  closed = false;

  /** Runs `work` after what was sent before it, counted (for `idle()`) until it ends. */
  track(work: () => Promise<unknown>): void {
    this.inFlight += 1;
    void this.enqueue(work).finally(() => this.done());
  }

  /** Runs `work` in turn with the deliveries, not counted: a one-off send its caller awaits. */
  enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Runs `work` after `delayMs` on a timer of its own (a retry), counted until it ends. */
  later(delayMs: number, work: () => Promise<unknown>): void {
    this.inFlight += 1;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void work().finally(() => this.done());
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Resolves once no delivery is under way or waiting for a retry. */
  idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.inFlight = 0;
    this.settle();
  }

  private done(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.settle();
  }

  private settle(): void {
    if (this.inFlight > 0) return;
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}

/** The wait before the attempt after attempt `number` (from 1): `initialMs`, doubling, at most `maxMs`. */
export const retryDelay = (policy: { initialMs: number; maxMs: number }, number: number): number =>
  Math.min(policy.initialMs * 2 ** (number - 1), policy.maxMs);
