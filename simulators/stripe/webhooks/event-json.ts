/** A kept event and the JSON Stripe sends for it (no imports: the store, the sender and the routes all read it). */

/** The API version the simulator speaks (the one stripe 23.1.0 pins). */
export const API_VERSION = '2026-10-28.endive';

export interface DeliveryAttempt {
  attempt: number;
  /** Wall-clock milliseconds. */
  at: number;
  status: number | null;
  error: string | null;
  /** Set by the control's redeliver and ordered delivery. */
  manual: boolean;
}

export interface StripeEvent {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
  previousAttributes: Record<string, unknown> | null;
  deliveries: DeliveryAttempt[];
}

export function eventJson(event: StripeEvent): Record<string, unknown> {
  return {
    id: event.id,
    object: 'event',
    api_version: API_VERSION,
    created: event.created,
    data: {
      object: event.object,
      ...(event.previousAttributes ? { previous_attributes: event.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: event.deliveries.some((attempt) => attempt.status !== null && attempt.status < 300)
      ? 0
      : 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
  };
}
