import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { billingEvents, subscriptions } from '../../db/schema';
import { badRequest } from '../../errors';
import type { StripeClient } from '../../integrations/stripe/client';
import { mirrorOf, storeMirror, type SubscriptionMirror } from './mirror';
import { stripeCall } from './service';

/** Stripe's own limit: a signature older than this is refused (a replayed capture). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const BAD_SIGNATURE_MESSAGE = 'The Stripe-Signature header is missing, does not match, or is too old.';
const READ_FAILED = 'Stripe could not be read for this event: it will be sent again.';

type Json = Record<string, unknown>;
const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as Json).id === 'string'
      ? ((value as Json).id as string)
      : null;
const companyIdOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** What an event names: a checkout session, a subscription, a customer. Nothing else is read from it. */
interface EventRefs {
  sessionId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
}

export function refsOf(event: Stripe.Event): EventRefs {
  const object = event.data.object as unknown as Json;
  if (event.type.startsWith('checkout.session.'))
    return {
      sessionId: idOf(object.id),
      subscriptionId: idOf(object.subscription),
      customerId: idOf(object.customer),
    };
  if (event.type.startsWith('customer.subscription.'))
    return { sessionId: null, subscriptionId: idOf(object.id), customerId: idOf(object.customer) };
  if (event.type.startsWith('invoice.')) {
    // Since API 2025-03-31 an invoice names its subscription under parent.subscription_details.
    const parent = (object.parent ?? {}) as Json;
    const details = (parent.subscription_details ?? {}) as Json;
    return {
      sessionId: null,
      subscriptionId: idOf(details.subscription) ?? idOf(object.subscription),
      customerId: idOf(object.customer),
    };
  }
  return { sessionId: null, subscriptionId: null, customerId: null };
}

/** What Stripe holds now for the event's session and subscription, read fresh (event order is never trusted). */
interface Current {
  /** The company named by the checkout (client_reference_id, else metadata.companyId) or the subscription's metadata. */
  companyId: number | null;
  customerId: string | null;
  mirror: SubscriptionMirror | null;
}

async function readCurrent(stripe: StripeClient, log: FastifyBaseLogger, refs: EventRefs): Promise<Current> {
  let companyId: number | null = null;
  let customerId = refs.customerId;
  let subscriptionId = refs.subscriptionId;
  if (refs.sessionId) {
    const id = refs.sessionId;
    const session = await stripeCall(log, READ_FAILED, () => stripe.sdk.checkout.sessions.retrieve(id));
    companyId = companyIdOf(session.client_reference_id) ?? companyIdOf(session.metadata?.companyId);
    customerId = idOf(session.customer) ?? customerId;
    subscriptionId = idOf(session.subscription) ?? subscriptionId;
  }
  if (!subscriptionId) return { companyId, customerId, mirror: null };
  const id = subscriptionId;
  const subscription = await stripeCall(log, READ_FAILED, () => stripe.sdk.subscriptions.retrieve(id));
  return {
    companyId: companyId ?? companyIdOf(subscription.metadata?.companyId),
    customerId: idOf(subscription.customer) ?? customerId,
    mirror: mirrorOf(subscription),
  };
}

/**
 * The company an event is about: the one whose stored Stripe customer (kept before its checkout opened)
 * is the subscription's or the session's customer. What the checkout or the subscription's metadata
 * names is only believed when it is that company: a subscription of another company's customer never
 * moves this company's plan ('not-theirs').
 */
async function companyFor(db: Db, current: Current): Promise<number | 'not-theirs' | null> {
  if (!current.customerId) return null;
  const owners = (
    await db
      .select({ companyId: subscriptions.companyId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeCustomerId, current.customerId))
      .limit(10)
  ).map((row) => row.companyId);
  if (current.companyId !== null)
    return owners.includes(current.companyId) ? current.companyId : owners.length > 0 ? 'not-theirs' : null;
  return owners.length === 1 ? owners[0]! : null;
}

/** One event at a time per subscription (or session) in this process, so two fresh reads are stored in the order they were made. */
const queues = new Map<string, Promise<unknown>>();
function serially<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

/** The signed event, or a 400 (logged with the reason, never the body). */
export function verifiedEvent(
  stripe: StripeClient | null,
  raw: Buffer,
  signature: string | string[] | undefined,
  log: FastifyBaseLogger,
): Stripe.Event {
  if (!stripe) {
    log.warn('Stripe webhook refused: no STRIPE_WEBHOOK_SECRET on this server');
    throw badRequest(BAD_SIGNATURE_MESSAGE, { code: 'WEBHOOK_SIGNATURE' });
  }
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 2000) {
    log.warn('Stripe webhook refused: no Stripe-Signature header');
    throw badRequest(BAD_SIGNATURE_MESSAGE, { code: 'WEBHOOK_SIGNATURE' });
  }
  try {
    return stripe.sdk.webhooks.constructEvent(
      raw,
      signature,
      stripe.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch (err) {
    // Stripe's own words, reduced to the kind of failure: the header and body never reach the log.
    const text = err instanceof Error ? err.message : '';
    const reason = /tolerance/i.test(text)
      ? 'older than 300 s'
      : /no signatures found/i.test(text)
        ? 'no signature matches'
        : 'unreadable header or body';
    log.warn({ reason, bytes: raw.length }, 'Stripe webhook refused: bad or stale signature');
    throw badRequest(BAD_SIGNATURE_MESSAGE, { code: 'WEBHOOK_SIGNATURE' });
  }
}

export type WebhookOutcome = 'replay' | 'stored' | 'kept' | 'no-company' | 'not-theirs' | 'ignored';

/**
 * POST /api/billing/webhook after the signature: each event id once (billing_events); an event naming a
 * session or subscription makes the product read Stripe's current state and store it, with the event id,
 * in one transaction. A repeat of an event changes nothing.
 */
export async function applyEvent(
  db: Db,
  stripe: StripeClient,
  log: FastifyBaseLogger,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  const refs = refsOf(event);
  const key = refs.subscriptionId ?? refs.sessionId ?? refs.customerId ?? event.id;
  return serially(key, async () => {
    const [seen] = await db
      .select({ id: billingEvents.id })
      .from(billingEvents)
      .where(eq(billingEvents.id, event.id));
    if (seen) return 'replay';
    const relevant = refs.sessionId !== null || refs.subscriptionId !== null;
    const current = relevant ? await readCurrent(stripe, log, refs) : null;
    const owner = current ? await companyFor(db, current) : null;
    const companyId = owner === 'not-theirs' ? null : owner;
    const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
      const fresh = await tx
        .insert(billingEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (fresh.length === 0) return 'replay';
      if (!current) return 'ignored';
      if (owner === 'not-theirs') return 'not-theirs';
      if (companyId === null) return 'no-company';
      if (current.mirror) return storeMirror(tx, companyId, current.mirror);
      return 'ignored';
    });
    if (outcome === 'not-theirs')
      log.warn(
        { event: event.id, type: event.type, named: current?.companyId, customer: current?.customerId },
        "Stripe event ignored: it names a company whose Stripe customer is not the subscription's",
      );
    else log.info({ event: event.id, type: event.type, companyId, outcome }, 'Stripe event');
    return outcome;
  });
}
