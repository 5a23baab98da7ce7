import { type StripeContext, nowSeconds } from '../context';
import { newId } from '../ids';

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

/** Keeps the event (a copy of the object as it is now) and hands it to the webhook sender. */
export function emit(
  ctx: StripeContext,
  type: string,
  object: Record<string, unknown>,
  previousAttributes: Record<string, unknown> | null = null,
): StripeEvent {
  const event: StripeEvent = {
    id: newId('evt'),
    type,
    created: nowSeconds(ctx),
    object: structuredClone(object),
    previousAttributes,
    deliveries: [],
  };
  ctx.store.events.set(event.id, event);
  ctx.webhooks.send(event);
  return event;
}

/** The top-level fields that changed between two copies of an object, with their old values. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(before)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, before[key]]),
  );
}
