import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeSimulator, type StripeSimulator } from '../../../../simulators/stripe/server';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { companyWithTeam } from '../../../../tests/support/people';

/**
 * Issue 29: Subscribe pressed twice (a double click, a retry after a lost reply) with one
 * Idempotency-Key opens one Stripe Checkout, and the repeat gets the first session's address.
 */
let t: TestApp;
let sim: StripeSimulator;

beforeAll(async () => {
  sim = await startStripeSimulator({ port: 0, mode: 'test' });
  t = await createTestApp({
    STRIPE_SECRET_KEY: sim.secretKey,
    STRIPE_WEBHOOK_SECRET: sim.webhookSecret,
    STRIPE_API_URL: sim.baseUrl,
  });
});
afterAll(async () => {
  await sim?.close();
  await t?.close();
});

const call = client(() => t);
type Checkout = 'POST /api/billing/create-subscription' | 'POST /api/billing/create-pro-subscription';
const keyed = (key: Checkout, who: { token: string }, idempotencyKey: string) =>
  call(key, who, { idempotencyKey });
type Team = Awaited<ReturnType<typeof companyWithTeam>>;

/** The checkout sessions the simulated Stripe holds for the company. */
const sessionsOf = (team: Team) =>
  [...sim.context.store.checkoutSessions.values()].filter(
    (session) => session.clientReferenceId === String(team.company.id),
  );

describe('Subscribe with an Idempotency-Key', () => {
  it.each([
    ['Base', 'POST /api/billing/create-subscription'],
    ['PRO', 'POST /api/billing/create-pro-subscription'],
  ] as const)('%s: one checkout for one key, the repeat answered with its address', async (_plan, url) => {
    const team = await companyWithTeam(t.db);
    const first = await keyed(url, team.admin, 'subscribe-1');
    const repeat = await keyed(url, team.admin, 'subscribe-1');
    expect([first.statusCode, repeat.statusCode], first.body).toEqual([200, 200]);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    const [session] = sessionsOf(team);
    expect(sessionsOf(team)).toHaveLength(1);
    const opened = first.json();
    expect('sessionUrl' in opened ? opened.sessionUrl : undefined).toContain(session!.id);

    // A new press opens a new checkout.
    const next = await keyed(url, team.admin, 'subscribe-2');
    expect(next.statusCode).toBe(200);
    expect(next.json()).not.toEqual(first.json());
    expect(sessionsOf(team)).toHaveLength(2);
  });

  it('refuses one key reused for the other plan', async () => {
    const team = await companyWithTeam(t.db);
    expect((await keyed('POST /api/billing/create-subscription', team.admin, 'plan-key')).statusCode).toBe(
      200,
    );
    const other = await keyed('POST /api/billing/create-pro-subscription', team.admin, 'plan-key');
    expect(other.statusCode).toBe(409);
    expect(body(other)).toMatchObject({
      message: 'This Idempotency-Key was already used for a different request',
      code: 'CONFLICT',
    });
    expect(sessionsOf(team)).toHaveLength(1);
  });
});
