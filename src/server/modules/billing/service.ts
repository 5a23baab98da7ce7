import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { entitlementOf, PLANS, WORKER_LIMIT, type PlanId } from '../../../shared/billing/plans';
import { BILLING_MSG, type SubscriptionReply } from '../../../shared/billing/schemas';
import type { Actor } from '../../access/sessions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import type { StripeClient } from '../../integrations/stripe/client';
import { billingStateOf, isPlanId, subscriptionStateOf } from '../../access/entitlement';
import { mirrorOf, rowOf, standing, storeCustomer, storeMirror } from './mirror';
import type { StripeSetup } from './setup-check';

export const STRIPE_NOT_CONFIGURED = 'Billing is not set up on this server (no Stripe keys configured).';

/**
 * Stripe, or a 409 BILLING_NOT_CONFIGURED when the server has none (a server built without keys:
 * scripts and tests; `npm start` always has Stripe or the simulator).
 */
export function stripeOrFail(stripe: StripeClient | null): StripeClient {
  if (!stripe) throw conflict(STRIPE_NOT_CONFIGURED, { code: 'BILLING_NOT_CONFIGURED' });
  return stripe;
}

/** A Stripe call whose failure is a 502 with the screen's own words; Stripe's detail goes to the log only. */
export async function stripeCall<T>(
  log: { warn: (obj: object, msg: string) => void },
  message: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeError)) throw err;
    log.warn(
      { stripe: { type: err.type, code: err.code, status: err.statusCode, message: err.message } },
      message,
    );
    throw Object.assign(new AppError('UPSTREAM', message), { cause: err });
  }
}

async function activeWorkers(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'worker'), eq(users.isActive, true)));
  return row?.n ?? 0;
}

const seconds = (date: Date | null | undefined): number | null =>
  date ? Math.floor(date.getTime() / 1000) : null;

/** GET /api/billing/subscription: the stored mirror of Stripe's subscription, and what applies now. */
export async function getSubscription(
  db: Db,
  stripe: StripeClient | null,
  setup: StripeSetup | null,
  actor: Actor,
  now = new Date(),
): Promise<SubscriptionReply> {
  const { row, companyCreatedAt } = await billingStateOf(db, actor.companyId);
  const state = subscriptionStateOf(row);
  return {
    status: state ? state.status : 'none',
    plan: state ? state.plan : null,
    current_period_end: state ? seconds(row?.currentPeriodEnd) : null,
    cancel_at_period_end: state ? (row?.cancelAtPeriodEnd ?? false) : false,
    cancel_at: state ? seconds(row?.cancelAt) : null,
    entitlement: entitlementOf(companyCreatedAt, state, now),
    workerCount: await activeWorkers(db, actor.companyId),
    workerLimit: WORKER_LIMIT,
    simulated: stripe?.simulated ?? false,
    setupIncomplete: (await setup?.incomplete()) ?? false,
  };
}

type Log = { warn: (obj: object, msg: string) => void };

/**
 * The company's Stripe customer: the stored one, else a new one named after the company with its id in
 * the metadata (the webhook finds the company by it), stored before the checkout opens.
 */
async function customerFor(
  db: Db,
  stripe: StripeClient,
  log: Log,
  actor: Actor,
  message: string,
  fresh = false,
): Promise<string> {
  const row = await rowOf(db, actor.companyId);
  if (row?.stripeCustomerId && !fresh) return row.stripeCustomerId;
  const [company] = await db
    .select({ name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const customer = await stripeCall(log, message, () =>
    stripe.sdk.customers.create({
      name: company?.name ?? undefined,
      email: company?.email ?? undefined,
      metadata: { companyId: String(actor.companyId) },
    }),
  );
  await storeCustomer(db, actor.companyId, customer.id);
  return customer.id;
}

/** Stripe no longer knows the stored customer (deleted there, or a restarted simulator's memory). */
const customerGone = (err: unknown): boolean =>
  err instanceof Stripe.errors.StripeInvalidRequestError &&
  err.code === 'resource_missing' &&
  err.param === 'customer';

/**
 * A subscription Stripe holds for the customer that the stored row does not show yet (a checkout just
 * completed whose event is still on its way): stored now, so the company is not sent to pay twice.
 */
async function standingInStripe(
  db: Db,
  stripe: StripeClient,
  log: Log,
  companyId: number,
  customerId: string,
  message: string,
): Promise<boolean> {
  const list = await stripeCall(log, message, () =>
    stripe.sdk.subscriptions.list({ customer: customerId, status: 'all', limit: 10 }),
  );
  const found = list.data.find((subscription) => standing(subscription.status));
  if (!found) return false;
  await db.transaction((tx) => storeMirror(tx, companyId, mirrorOf(found)));
  return true;
}

/**
 * create-subscription / create-pro-subscription: `{ hasSubscription: true }` when the company's
 * subscription still stands (the web says 'Already Subscribed'); else a Stripe Checkout for the plan's
 * price (found by its lookup key) → `{ sessionUrl }`.
 */
export async function createCheckout(
  db: Db,
  stripeClient: StripeClient | null,
  setup: StripeSetup | null,
  config: Pick<Config, 'appUrl'>,
  log: Log,
  actor: Actor,
  plan: PlanId,
): Promise<{ sessionUrl: string } | { hasSubscription: true }> {
  const message = plan === 'pro' ? BILLING_MSG.createProFailed : BILLING_MSG.createFailed;
  const stored = await rowOf(db, actor.companyId);
  if (stored?.stripeSubscriptionId && isPlanId(stored.plan) && standing(stored.status))
    return { hasSubscription: true };
  const stripe = stripeOrFail(stripeClient);
  const lookupKey = PLANS[plan].lookupKey;
  const prices = await stripeCall(log, message, () =>
    stripe.sdk.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }),
  );
  const price = prices.data[0];
  if (!price) {
    log.warn({ lookupKey }, 'Stripe has no active price with this lookup key');
    await setup?.refuseIfIncomplete();
    throw new AppError('UPSTREAM', message);
  }
  const companyId = String(actor.companyId);
  const checkout = async (
    customerId: string,
  ): Promise<{ sessionUrl: string } | { hasSubscription: true }> => {
    if (await standingInStripe(db, stripe, log, actor.companyId, customerId, message))
      return { hasSubscription: true };
    const session = await stripeCall(log, message, () =>
      stripe.sdk.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: `${config.appUrl}/billing?checkout=success`,
        cancel_url: `${config.appUrl}/billing?checkout=cancel`,
        client_reference_id: companyId,
        metadata: { companyId, plan },
        subscription_data: { metadata: { companyId, plan } },
      }),
    );
    if (!session.url) throw new AppError('UPSTREAM', message);
    return { sessionUrl: session.url };
  };
  try {
    return await checkout(await customerFor(db, stripe, log, actor, message));
  } catch (err) {
    if (!(err instanceof AppError) || !customerGone(err.cause)) throw err;
    return checkout(await customerFor(db, stripe, log, actor, message, true));
  }
}

/** POST /api/billing/portal: Stripe's billing portal for the company's subscription; 409 without one. */
export async function openPortal(
  db: Db,
  stripeClient: StripeClient | null,
  setup: StripeSetup | null,
  config: Pick<Config, 'appUrl'>,
  log: Log,
  actor: Actor,
): Promise<{ url: string }> {
  const row = await rowOf(db, actor.companyId);
  if (!row?.stripeCustomerId || !row.stripeSubscriptionId) throw conflict(BILLING_MSG.noSubscription);
  const stripe = stripeOrFail(stripeClient);
  const customer = row.stripeCustomerId;
  try {
    const session = await stripeCall(log, BILLING_MSG.portalFailed, () =>
      stripe.sdk.billingPortal.sessions.create({ customer, return_url: `${config.appUrl}/billing` }),
    );
    return { url: session.url };
  } catch (err) {
    // Stripe refuses a portal session while the account has no saved portal configuration.
    if (err instanceof AppError && err.cause instanceof Stripe.errors.StripeInvalidRequestError)
      await setup?.refuseIfIncomplete();
    throw err;
  }
}
