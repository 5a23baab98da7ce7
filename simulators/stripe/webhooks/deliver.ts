import type { Clock } from '../clock';
import type { RetryPolicy } from '../options';
import { type DeliveryAttempt, type StripeEvent, eventJson } from './event-json';
import { signatureHeader } from './sign';

export interface WebhookSettings {
  url: string | null;
  secret: string;
  retry: RetryPolicy;
  enabledEvents: ReadonlySet<string>;
  signingClock: Clock;
}

/**
 * Sends events to the webhook URL as Stripe does: a JSON POST signed with `Stripe-Signature`, retried with
 * doubling delays until a 2xx or the attempts run out. First attempts go one at a time in the order the
 * events happened; retries run on their own timers. `auto = false` holds new events back (kept, not sent)
 * so a test can deliver them itself, in any order.
 */
export class Webhooks {
  auto = true;
  private chain: Promise<unknown> = Promise.resolve();
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(readonly settings: WebhookSettings) {}

  /** Called for every new event. */
  send(event: StripeEvent): void {
    if (!this.auto || !this.wants(event)) return;
    this.track(() => this.attempt(event, 1, false, true));
  }

  /** Delivers now, whatever `auto` says (the control's redeliver and ordered delivery); no retries. */
  deliverNow(event: StripeEvent): Promise<DeliveryAttempt> {
    return this.enqueue(() => this.attempt(event, event.deliveries.length + 1, true, false));
  }

  wants(event: StripeEvent): boolean {
    return this.settings.url !== null && this.settings.enabledEvents.has(event.type);
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

  private track(work: () => Promise<unknown>): void {
    this.inFlight += 1;
    void this.enqueue(work).finally(() => this.done());
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private done(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.settle();
  }

  private settle(): void {
    if (this.inFlight > 0) return;
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private async attempt(
    event: StripeEvent,
    number: number,
    manual: boolean,
    retry: boolean,
  ): Promise<DeliveryAttempt> {
    const record = await this.post(event, number, manual);
    event.deliveries.push(record);
    const ok = record.status !== null && record.status >= 200 && record.status < 300;
    if (!ok && retry && !this.closed && number < this.settings.retry.attempts) this.retryLater(event, number);
    return record;
  }

  private retryLater(event: StripeEvent, number: number): void {
    const { initialMs, maxMs } = this.settings.retry;
    const delay = Math.min(initialMs * 2 ** (number - 1), maxMs);
    this.inFlight += 1;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event, number + 1, false, true).finally(() => this.done());
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  private async post(event: StripeEvent, number: number, manual: boolean): Promise<DeliveryAttempt> {
    const at = Date.now();
    const url = this.settings.url;
    if (!url) return { attempt: number, at, status: null, error: 'no webhook URL', manual };
    const payload = JSON.stringify(eventJson(event), null, 2);
    const timestamp = Math.floor(this.settings.signingClock() / 1000);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, this.settings.secret, timestamp),
        },
        body: payload,
        signal: AbortSignal.timeout(20_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { attempt: number, at, status: response.status, error: null, manual };
    } catch (error) {
      return { attempt: number, at, status: null, error: (error as Error).message, manual };
    }
  }
}
