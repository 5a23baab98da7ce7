import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeSimulator, type StripeSimulator } from '../../../../simulators/stripe/server';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { companyWithTeam } from '../../../../tests/support/people';
import type { ReplyOf } from '../../../shared/api/reply';
import { PRO_REQUIRED_MESSAGE, WORKER_LIMIT } from '../../../shared/billing/plans';
import { BILLING_MSG } from '../../../shared/billing/schemas';
import { billingEvents, companies, subscriptions } from '../../db/schema';
import type { FastifyBaseLogger } from 'fastify';
import { createStripeClient } from '../../integrations/stripe/client';
import { BAD_SIGNATURE_MESSAGE, verifiedEvent } from './webhook';

/**
 * Billing against the Stripe simulator (issue 16): the test app listens on a free port and the
 * simulator sends its signed events there, as Stripe would; the control endpoints move its clock,
 * fail a renewal, and hold, replay or reorder events.
 */
let t: TestApp;
let sim: StripeSimulator;
let stripe: Stripe;
let webhookUrl: string;

beforeAll(async () => {
  sim = await startStripeSimulator({
    port: 0,
    mode: 'test',
    retry: { initialMs: 20, maxMs: 100, attempts: 3 },
  });
  t = await createTestApp({
    STRIPE_SECRET_KEY: sim.secretKey,
    STRIPE_WEBHOOK_SECRET: sim.webhookSecret,
    STRIPE_API_URL: sim.baseUrl,
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `${address}/api/billing/webhook`;
  await control('webhooks', { url: webhookUrl, auto: true });
  stripe = new Stripe(sim.secretKey, { host: sim.host, port: sim.port, protocol: 'http' });
});
afterAll(async () => {
  await sim?.close();
  await t?.close();
});

const call = client(() => t);
const CHECKOUT = {
  base: 'POST /api/billing/create-subscription',
  pro: 'POST /api/billing/create-pro-subscription',
} as const;
/** A checkout's page, when the reply opened one (not 'already subscribed'). */
const sessionUrlOf = (res: { json(): ReplyOf<'POST /api/billing/create-subscription'> }) => {
  const reply = res.json();
  return 'sessionUrl' in reply ? reply.sessionUrl : undefined;
};
type Team = Awaited<ReturnType<typeof companyWithTeam>>;

async function control(path: string, payload: object = {}): Promise<Record<string, unknown>> {
  const res = await fetch(`${sim.baseUrl}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

type SimEvent = { id: string; type: string; data: { object: Record<string, unknown> } };
async function events(): Promise<SimEvent[]> {
  const res = await fetch(`${sim.baseUrl}/__control/events`);
  return ((await res.json()) as { data: SimEvent[] }).data;
}

const subscriptionOf = async (team: Team) => (await call('GET /api/billing/subscription', team.admin)).json();
const rowOf = async (team: Team) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.companyId, team.company.id)))[0];

/** What a person does on the hosted checkout page: pay with a test card. */
async function pay(sessionUrl: string, card = '4242 4242 4242 4242'): Promise<void> {
  const res = await fetch(`${sessionUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'accounts@example.com.au', name: 'Accounts', card }),
    redirect: 'manual',
  });
  expect(res.status, await res.text()).toBe(303);
}

/** Opens a checkout for the plan as the admin and pays it; waits until the events reached the product. */
async function subscribe(team: Team, plan: 'base' | 'pro'): Promise<void> {
  const res = await call(CHECKOUT[plan], team.admin);
  expect(res.statusCode, res.body).toBe(200);
  const sessionUrl = sessionUrlOf(res)!;
  expect(sessionUrl).toMatch(new RegExp(`^${sim.baseUrl}/`));
  await pay(sessionUrl);
  await sim.webhooksIdle();
}

const stripeSubscriptionId = async (team: Team) => (await rowOf(team))!.stripeSubscriptionId!;

/** A signed delivery of any payload, as the simulator would send it (secret and time are the test's). */
const deliver = (payload: string, header: string) =>
  call('POST /api/billing/webhook', null, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    raw: payload,
  });
const sign = (payload: string, secret = sim.webhookSecret, timestamp = Math.floor(Date.now() / 1000)) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe('subscribing through Stripe Checkout (002 §2, §7)', () => {
  it('a new company is in its trial with every feature, counts its workers, and has no subscription', async () => {
    const team = await companyWithTeam(t.db);
    const res = await call('GET /api/billing/subscription', team.office);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'none',
      plan: null,
      current_period_end: null,
      cancel_at_period_end: false,
      cancel_at: null,
      entitlement: { plan: 'trial', accounting: true, lapsed: false },
      workerCount: 1,
      workerLimit: WORKER_LIMIT,
      simulated: false,
      setupIncomplete: false,
    });
    const portal = await call('POST /api/billing/portal', team.admin);
    expect(portal.statusCode).toBe(409);
    expect(body(portal).message).toBe(BILLING_MSG.noSubscription);
  });

  it('Base: checkout for the base price with the company as reference; active after paying; then Already Subscribed', async () => {
    const team = await companyWithTeam(t.db);
    const res = await call('POST /api/billing/create-subscription', team.admin);
    expect(res.statusCode, res.body).toBe(200);
    const sessionUrl = sessionUrlOf(res)!;
    const sessionId = sessionUrl.split('/').pop()!;
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(team.company.id),
      success_url: 'http://sitedockets.test/billing?checkout=success',
      cancel_url: 'http://sitedockets.test/billing?checkout=cancel',
      status: 'open',
    });
    const customer = await stripe.customers.retrieve(session.customer as string);
    expect(customer).toMatchObject({ metadata: { companyId: String(team.company.id) } });
    expect((await rowOf(team))?.stripeCustomerId).toBe(customer.id);
    // A checkout opened but not paid: still the trial.
    expect((await subscriptionOf(team)).entitlement.plan).toBe('trial');

    await pay(sessionUrl);
    await sim.webhooksIdle();
    const state = await subscriptionOf(team);
    const held = await stripe.subscriptions.retrieve(await stripeSubscriptionId(team));
    expect(held.items.data[0]!.price.lookup_key).toBe('base_monthly');
    expect(held.metadata).toMatchObject({ companyId: String(team.company.id) });
    expect(state).toMatchObject({
      status: 'active',
      plan: 'base',
      current_period_end: held.items.data[0]!.current_period_end,
      cancel_at_period_end: false,
      entitlement: { plan: 'base', accounting: false, lapsed: false },
    });
    expect(state.current_period_end! - Date.now() / 1000).toBeGreaterThan(27 * 86_400);

    for (const key of [CHECKOUT.base, CHECKOUT.pro]) {
      const again = await call(key, team.office);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ hasSubscription: true });
    }
    const portal = await call('POST /api/billing/portal', team.admin);
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().url).toMatch(new RegExp(`^${sim.baseUrl}/`));
  });

  it('upgrading Base to PRO in the portal opens the Xero features; cancelling there (flexible billing mode: cancel_at only) is read', async () => {
    const team = await companyWithTeam(t.db);
    // Past its trial: only the plan decides.
    await t.db
      .update(companies)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(companies.id, team.company.id));
    await subscribe(team, 'base');
    expect((await call('POST /api/xero/sync-tax-codes', team.admin)).statusCode).toBe(402);

    const { url } = (await call('POST /api/billing/portal', team.admin)).json();
    const subscription = await stripeSubscriptionId(team);
    const form = (action: string, fields: Record<string, string> = {}) =>
      fetch(`${url}/subscriptions/${subscription}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
    const [pro] = (await stripe.prices.list({ lookup_keys: ['pro_monthly'] })).data;
    expect((await form('switch', { price: pro!.id })).status).toBe(303);
    await sim.webhooksIdle();
    expect(await subscriptionOf(team)).toMatchObject({
      status: 'active',
      plan: 'pro',
      entitlement: { accounting: true },
    });
    expect((await call('POST /api/xero/sync-tax-codes', team.admin)).statusCode).toBe(409);

    expect((await form('cancel')).status).toBe(303);
    await sim.webhooksIdle();
    // At the pinned API version Stripe's portal sets cancel_at (the period end), not cancel_at_period_end.
    const held = await stripe.subscriptions.retrieve(subscription);
    expect(held).toMatchObject({ billing_mode: { type: 'flexible' }, cancel_at_period_end: false });
    const periodEnd = held.items.data[0]!.current_period_end;
    expect(held.cancel_at).toBe(periodEnd);
    expect(await subscriptionOf(team)).toMatchObject({
      plan: 'pro',
      status: 'active',
      current_period_end: periodEnd,
      cancel_at_period_end: false,
      cancel_at: periodEnd,
    });
    expect((await form('resume')).status).toBe(303);
    await sim.webhooksIdle();
    expect(await subscriptionOf(team)).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
  });

  it('a paid checkout whose events have not arrived yet is still Already Subscribed (read from Stripe)', async () => {
    const team = await companyWithTeam(t.db);
    await control('webhooks', { auto: false });
    try {
      const res = await call('POST /api/billing/create-pro-subscription', team.admin);
      await pay(sessionUrlOf(res)!);
      expect((await subscriptionOf(team)).status).toBe('none');
      const again = await call('POST /api/billing/create-subscription', team.admin);
      expect(again.json()).toEqual({ hasSubscription: true });
      expect(await subscriptionOf(team)).toMatchObject({ status: 'active', plan: 'pro' });
    } finally {
      await control('webhooks', { auto: true });
    }
  });

  it('a customer Stripe no longer knows (a restarted simulator) is replaced by a new one', async () => {
    const team = await companyWithTeam(t.db);
    await t.db.insert(subscriptions).values({
      companyId: team.company.id,
      plan: 'base',
      status: 'none',
      stripeCustomerId: 'cus_gone0000000000',
    });
    const res = await call('POST /api/billing/create-subscription', team.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionUrlOf(res)).toBeTruthy();
    expect((await rowOf(team))?.stripeCustomerId).not.toBe('cus_gone0000000000');
  });
});

describe('the webhook (POST /api/billing/webhook)', () => {
  it('refuses an unsigned, forged or stale delivery with 400 and stores nothing', async () => {
    const team = await companyWithTeam(t.db);
    const customer = await stripe.customers.create({ metadata: { companyId: String(team.company.id) } });
    const payload = JSON.stringify({
      id: `evt_forged_${team.company.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_test_forged',
          object: 'checkout.session',
          client_reference_id: String(team.company.id),
          customer: customer.id,
        },
      },
    });
    const unsigned = await call('POST /api/billing/webhook', null, {
      headers: { 'content-type': 'application/json' },
      raw: payload,
    });
    const forged = await deliver(payload, sign(payload, 'whsec_not_the_secret'));
    const stale = await deliver(
      payload,
      sign(payload, sim.webhookSecret, Math.floor(Date.now() / 1000) - 301),
    );
    const altered = await deliver(payload.replace('forged', 'altered'), sign(payload));
    for (const res of [unsigned, forged, stale, altered]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res)).toMatchObject({ message: BAD_SIGNATURE_MESSAGE, code: 'WEBHOOK_SIGNATURE' });
    }
    const stored = await t.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, `evt_forged_${team.company.id}`));
    expect(stored).toEqual([]);
    expect(await rowOf(team)).toBeUndefined();
  });

  it('logs why a delivery was refused, without its body or signature', () => {
    const lines: [object, string][] = [];
    const log = {
      warn: (obj: object, msg: string) => lines.push([obj, msg]),
    } as unknown as FastifyBaseLogger;
    const client = createStripeClient(t.config.stripe)!;
    const payload = JSON.stringify({ id: 'evt_log', object: 'event', note: 'secret-body-text' });
    const stale = sign(payload, sim.webhookSecret, Math.floor(Date.now() / 1000) - 400);
    expect(() => verifiedEvent(client, Buffer.from(payload), stale, log)).toThrow(BAD_SIGNATURE_MESSAGE);
    expect(() => verifiedEvent(client, Buffer.from(payload), sign(payload, 'whsec_wrong'), log)).toThrow();
    expect(lines.map(([obj]) => (obj as { reason: string }).reason)).toEqual([
      'older than 300 s',
      'no signature matches',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret-body-text|v1=/);
    expect(verifiedEvent(client, Buffer.from(payload), sign(payload), log).id).toBe('evt_log');
  });

  it('applies each event once: a replay answers 200 and changes nothing', async () => {
    const team = await companyWithTeam(t.db);
    await subscribe(team, 'base');
    const id = await stripeSubscriptionId(team);
    const created = (await events()).find(
      (e) => e.type === 'customer.subscription.created' && e.data.object.id === id,
    )!;
    const [kept] = await t.db.select().from(billingEvents).where(eq(billingEvents.id, created.id));
    expect(kept).toMatchObject({ type: 'customer.subscription.created' });

    // The stored row is changed behind Stripe's back: a replayed event must not read Stripe again.
    await t.db
      .update(subscriptions)
      .set({ status: 'replay-marker' })
      .where(eq(subscriptions.companyId, team.company.id));
    const replay = await control(`events/${created.id}/redeliver`, { times: 2 });
    expect((replay.attempts as { status: number }[]).map((a) => a.status)).toEqual([200, 200]);
    expect((await rowOf(team))?.status).toBe('replay-marker');
  });

  it('duplicate and out-of-order events leave the state Stripe holds', async () => {
    const team = await companyWithTeam(t.db);
    await control('webhooks', { auto: false });
    const before = new Set((await events()).map((e) => e.id));
    try {
      const res = await call('POST /api/billing/create-subscription', team.admin);
      await pay(sessionUrlOf(res)!);
      const created = (await events()).filter((e) => !before.has(e.id));
      const subscriptionId = created.find((e) => e.type === 'customer.subscription.created')!.data.object
        .id as string;
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      const all = (await events()).filter((e) => !before.has(e.id)).map((e) => e.id);
      expect(all.length).toBeGreaterThanOrEqual(4);
      // Newest first, then everything again.
      const delivered = await control('deliver', { events: [...all].reverse().concat(all) });
      expect((delivered.attempts as { status: number }[]).every((a) => a.status === 200)).toBe(true);
    } finally {
      await control('webhooks', { auto: true });
    }
    expect(await subscriptionOf(team)).toMatchObject({
      status: 'active',
      plan: 'base',
      cancel_at_period_end: true,
    });
  });

  it("a subscription naming another company (metadata, checkout reference) never moves that company's plan", async () => {
    const owner = await companyWithTeam(t.db);
    const victim = await companyWithTeam(t.db);
    await subscribe(owner, 'pro');
    await subscribe(victim, 'base');
    const ownerRow = (await rowOf(owner))!;
    const victimRow = (await rowOf(victim))!;

    // The owner's own subscription, its metadata edited to name the other company: a signed event follows.
    await stripe.subscriptions.update(ownerRow.stripeSubscriptionId!, {
      metadata: { companyId: String(victim.company.id) },
    });
    // A checkout of the owner's customer whose reference names the other company.
    const [base] = (await stripe.prices.list({ lookup_keys: ['base_monthly'] })).data;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: ownerRow.stripeCustomerId!,
      client_reference_id: String(victim.company.id),
      line_items: [{ price: base!.id, quantity: 1 }],
      success_url: 'http://sitedockets.test/billing',
    });
    await pay(session.url!);
    await sim.webhooksIdle();

    expect(await rowOf(victim)).toMatchObject({
      plan: 'base',
      status: 'active',
      stripeSubscriptionId: victimRow.stripeSubscriptionId,
      stripeCustomerId: victimRow.stripeCustomerId,
    });
    expect(await subscriptionOf(victim)).toMatchObject({ plan: 'base', entitlement: { plan: 'base' } });
    expect((await rowOf(owner))?.stripeCustomerId).toBe(ownerRow.stripeCustomerId);
  });

  it('an event of a type the product does not use, or about nobody it knows, is stored and answered 200', async () => {
    const payload = JSON.stringify({
      id: 'evt_other_type_1',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    const res = await deliver(payload, sign(payload));
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ received: true });
    const stranger = JSON.stringify({
      id: 'evt_stranger_1',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'sub_unknown_to_stripe', object: 'subscription', customer: 'cus_x' } },
    });
    // Stripe does not know the subscription: 502, so Stripe sends it again later; nothing stored.
    const missing = await deliver(stranger, sign(stranger));
    expect(missing.statusCode).toBe(502);
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_stranger_1'))).toEqual([]);
  });
});

describe('renewals and lapses (the simulator clock)', () => {
  it('a failed renewal makes the subscription past_due: the plan stays, the banner shows', async () => {
    // A store of this test's own: the failed charge must be this company's renewal.
    await control('reset');
    const team = await companyWithTeam(t.db);
    await subscribe(team, 'pro');
    await control('fail-next-payment', { count: 1 });
    await control('advance', { days: 32 });
    await sim.webhooksIdle();
    expect(await subscriptionOf(team)).toMatchObject({
      status: 'past_due',
      plan: 'pro',
      entitlement: { plan: 'pro', accounting: true, lapsed: true },
    });
    // PRO while Stripe retries the card: the Xero features still answer (409: no Xero connection yet).
    expect((await call('POST /api/xero/sync-tax-codes', team.admin)).statusCode).toBe(409);
  });

  it('cancel at period end: the notice flag, then canceled after the period; Xero needs PRO again', async () => {
    const team = await companyWithTeam(t.db);
    await subscribe(team, 'pro');
    const portal = await call('POST /api/billing/portal', team.admin);
    expect(portal.statusCode).toBe(200);
    await stripe.subscriptions.update(await stripeSubscriptionId(team), { cancel_at_period_end: true });
    await sim.webhooksIdle();
    expect(await subscriptionOf(team)).toMatchObject({ status: 'active', cancel_at_period_end: true });

    await control('advance', { days: 32 });
    await sim.webhooksIdle();
    const lapsed = await subscriptionOf(team);
    // Still within 14 days of the company's creation: a company that has paid gets no trial back.
    expect(lapsed).toMatchObject({
      status: 'canceled',
      entitlement: { plan: 'none', accounting: false, lapsed: true },
    });
    const sync = await call('POST /api/xero/sync-tax-codes', team.admin);
    expect(sync.statusCode).toBe(402);
    expect(body(sync)).toMatchObject({ message: PRO_REQUIRED_MESSAGE, code: 'PLAN_REQUIRED' });
    // A canceled subscription no longer stands: a new checkout opens.
    const again = await call('POST /api/billing/create-pro-subscription', team.admin);
    expect(sessionUrlOf(again)).toBeTruthy();
  });
});
