import { type StripeContext, nowSeconds } from '../context';
import { newId } from '../ids';
import type { StripeEvent } from './event-json';

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
