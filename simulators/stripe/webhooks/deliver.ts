import { DeliveryLine, retryDelay } from '../../shared/delivery-line';
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
  private readonly line = new DeliveryLine();

  constructor(readonly settings: WebhookSettings) {}

  /** Called for every new event. */
  send(event: StripeEvent): void {
    if (!this.auto || !this.wants(event)) return;
    this.line.track(() => this.attempt(event, 1, false, true));
  }

  /** Delivers now, whatever `auto` says (the control's redeliver and ordered delivery); no retries. */
  deliverNow(event: StripeEvent): Promise<DeliveryAttempt> {
    return this.line.enqueue(() => this.attempt(event, event.deliveries.length + 1, true, false));
  }

  wants(event: StripeEvent): boolean {
    return this.settings.url !== null && this.settings.enabledEvents.has(event.type);
  }

  /** Resolves once no delivery is under way or waiting for a retry. */
  idle(): Promise<void> {
    return this.line.idle();
  }

  close(): void {
    this.line.close();
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
    if (!ok && retry && !this.line.closed && number < this.settings.retry.attempts)
      this.line.later(retryDelay(this.settings.retry, number), () =>
        this.attempt(event, number + 1, false, true),
      );
    return record;
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
