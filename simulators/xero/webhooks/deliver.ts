import { DeliveryLine, retryDelay } from '../../shared/delivery-line';
import { type PostResult, postSigned, type Signing, type WebhookEvent, webhookBody } from './payload';

/** Where events go: the app's webhook URL and its signing key (as saved at developer.xero.com). */
export interface WebhookTarget {
  url: string;
  key: string;
}

/** How hard the simulator tries: at `initialMs`, doubling, capped at `maxMs`, `attempts` in all. */
export interface RetryPolicy {
  initialMs: number;
  maxMs: number;
  attempts: number;
}

/** Xero retries 'with decreasing frequency for up to 24 hours': 30 s doubling to an hour, 30 tries. */
export const XERO_RETRY: RetryPolicy = { initialMs: 30_000, maxMs: 3_600_000, attempts: 30 };

export interface DeliveryAttempt extends PostResult {
  attempt: number;
  /** Wall-clock milliseconds. */
  at: number;
}

/** One body sent (and re-sent until answered 200): its events and every attempt. Never the key. */
export interface Delivery {
  firstEventSequence: number;
  lastEventSequence: number;
  events: WebhookEvent[];
  body: string;
  attempts: DeliveryAttempt[];
  state: 'pending' | 'delivered' | 'failed';
}

const KEEP = 500;

/**
 * Sends invoice events as Xero does: a JSON POST signed with `x-xero-signature`, a success only when
 * the receiver answers 200 within 5 seconds; otherwise retried with doubling delays until the
 * attempts run out. First attempts go one at a time in the order the events happened; retries run
 * on their own timers. `idle()` waits for all of it; `close()` stops the timers.
 */
export class XeroWebhooks {
  target: WebhookTarget | null = null;
  retry: RetryPolicy = XERO_RETRY;
  /** The origin events' `resourceUrl` points at (the simulator's own, once it listens). */
  resourceBase = 'https://api.xero.com';
  readonly deliveries: Delivery[] = [];
  private sequence = 0;
  private readonly line = new DeliveryLine();

  /** Sets (or with null, removes) the webhook; `retry` fills in from Xero's defaults. */
  configure(target: WebhookTarget | null, retry: Partial<RetryPolicy> = {}): void {
    this.target = target ? { url: target.url, key: target.key } : null;
    this.retry = { ...XERO_RETRY, ...retry };
  }

  /** Sends these events in one body (nothing without a webhook); returns the delivery kept. */
  send(events: WebhookEvent[]): Delivery | null {
    if (!this.target || events.length === 0 || this.line.closed) return null;
    const first = this.sequence + 1;
    this.sequence += events.length;
    const delivery: Delivery = {
      firstEventSequence: first,
      lastEventSequence: this.sequence,
      events,
      body: webhookBody(events, first, this.sequence),
      attempts: [],
      state: 'pending',
    };
    this.deliveries.push(delivery);
    if (this.deliveries.length > KEEP) this.deliveries.splice(0, this.deliveries.length - KEEP);
    this.line.track(() => this.attempt(delivery, 1));
    return delivery;
  }

  /** One POST of a chosen body, signed as asked, in turn with the other deliveries; no retry. */
  sendOnce(body: string, signing: Signing): Promise<PostResult> {
    const target = this.target;
    if (!target) return Promise.resolve({ status: null, error: 'no webhook set', ms: 0 });
    return this.line.enqueue(() => postSigned(target.url, target.key, body, signing));
  }

  /** Resolves once no delivery is under way or waiting for a retry. */
  idle(): Promise<void> {
    return this.line.idle();
  }

  close(): void {
    this.line.close();
  }

  /** Forgets the deliveries and the sequence (the control's reset); the webhook stays. */
  clear(): void {
    this.deliveries.length = 0;
    this.sequence = 0;
  }

  private async attempt(delivery: Delivery, number: number): Promise<void> {
    const target = this.target;
    const at = Date.now();
    const result = target
      ? await postSigned(target.url, target.key, delivery.body, 'valid')
      : { status: null, error: 'no webhook set', ms: 0 };
    delivery.attempts.push({ attempt: number, at, ...result });
    if (result.status === 200) delivery.state = 'delivered';
    else if (this.line.closed || !target || number >= this.retry.attempts) delivery.state = 'failed';
    else this.line.later(retryDelay(this.retry, number), () => this.attempt(delivery, number + 1));
  }
}
