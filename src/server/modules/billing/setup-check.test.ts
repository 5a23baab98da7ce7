import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { FULL_SETUP, seedCatalogue } from '../../../../simulators/stripe/seed';
import { startStripeSimulator, type StripeSimulator } from '../../../../simulators/stripe/server';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { companyWithTeam } from '../../../../tests/support/people';
import { BILLING_MSG } from '../../../shared/billing/schemas';
import { subscriptions } from '../../db/schema';
import { createStripeClient, type StripeClient } from '../../integrations/stripe/client';
import { RECHECK_MS, StripeSetup } from './setup-check';

/**
 * README 'Stripe': real checkout needs the plans' prices (by lookup key) and the real portal a saved
 * portal configuration. The product checks both at start-up, logs what is missing, and /billing says
 * 'Billing is not set up yet' instead of a bare failure.
 */
const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((thing) => thing.close()));
});

async function simulator(setup: { prices?: boolean; portalConfiguration?: boolean }) {
  const sim = await startStripeSimulator({ mode: 'test', setup });
  running.push(sim);
  return sim;
}

async function appOn(sim: StripeSimulator): Promise<TestApp> {
  const t = await createTestApp({
    STRIPE_SECRET_KEY: sim.secretKey,
    STRIPE_WEBHOOK_SECRET: sim.webhookSecret,
    STRIPE_API_URL: sim.baseUrl,
  });
  running.push(t);
  return t;
}

const clientOf = (sim: StripeSimulator): StripeClient =>
  createStripeClient({
    secretKey: sim.secretKey,
    webhookSecret: sim.webhookSecret,
    apiUrl: sim.baseUrl,
    simulatorUrl: undefined,
  })!;

function logLines() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  const log = {
    info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
  };
  return { lines, log };
}

const NOT_SET_UP = `${BILLING_MSG.notSetUpTitle}. ${BILLING_MSG.notSetUpText}`;

describe('the Stripe set-up check', () => {
  it('logs, without any key, which prices and which portal configuration are missing', async () => {
    const sim = await simulator({ prices: false, portalConfiguration: false });
    const { lines, log } = logLines();
    await new StripeSetup(clientOf(sim), log).check();
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line!.level).toBe('warn');
    expect(line!.msg).toMatch(/^Stripe is not set up for SiteDockets: missing /);
    expect(line!.msg).toContain("an active monthly price with lookup key 'base_monthly'");
    expect(line!.msg).toContain("an active monthly price with lookup key 'pro_monthly'");
    expect(line!.msg).toContain('a saved customer portal configuration');
    expect(JSON.stringify(lines)).not.toContain(sim.secretKey);
    expect(JSON.stringify(lines)).not.toContain(sim.webhookSecret);
  });

  it('says all is there with both prices and the portal configuration', async () => {
    const sim = await simulator({});
    const { lines, log } = logLines();
    const setup = new StripeSetup(clientOf(sim), log);
    await setup.check();
    expect(lines.map((line) => line.level)).toEqual(['info']);
    expect(await setup.incomplete()).toBe(false);
  });

  it('a Stripe that does not answer is logged, never thrown and never shown as not set up', async () => {
    const sim = await simulator({});
    const client = clientOf(sim);
    await sim.close();
    const unreachable: StripeClient = {
      ...client,
      sdk: new Stripe('sk_test_unreachable_key', {
        host: sim.host,
        port: sim.port,
        protocol: 'http',
        maxNetworkRetries: 0,
      }),
    };
    const { lines, log } = logLines();
    const setup = new StripeSetup(unreachable, log);
    await expect(setup.check()).resolves.toBeUndefined();
    expect(lines.map((line) => line.msg)).toEqual([
      'Stripe set-up could not be checked (Stripe did not answer)',
    ]);
    expect(JSON.stringify(lines)).not.toContain('sk_test_unreachable_key');
    expect(await setup.incomplete()).toBe(false);
  });

  it('while something is missing the billing read checks again once a minute, and recovers', async () => {
    const sim = await simulator({ portalConfiguration: false });
    let now = 1_000_000;
    const { log } = logLines();
    const setup = new StripeSetup(clientOf(sim), log, () => now);
    await setup.check();
    expect(await setup.incomplete()).toBe(true);
    // The administrator saves the portal settings.
    seedCatalogue(sim.context.store, 0, { ...FULL_SETUP, prices: false });
    now += RECHECK_MS - 1;
    expect(await setup.incomplete()).toBe(true);
    now += 1;
    expect(await setup.incomplete()).toBe(false);
  });
});

describe('/billing when Stripe is not set up', () => {
  it('without the prices: the reply says so to office and admin, and checkout answers 409 BILLING_NOT_SET_UP', async () => {
    const t = await appOn(await simulator({ prices: false }));
    const call = client(() => t);
    const team = await companyWithTeam(t.db);
    for (const who of [team.office, team.admin]) {
      const res = await call('GET /api/billing/subscription', who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ setupIncomplete: true, status: 'none' });
    }
    for (const key of [
      'POST /api/billing/create-subscription',
      'POST /api/billing/create-pro-subscription',
    ] as const) {
      const res = await call(key, team.admin);
      expect(res.statusCode, res.body).toBe(409);
      expect(body(res)).toEqual({ message: NOT_SET_UP, code: 'BILLING_NOT_SET_UP' });
    }
  });

  it('without a portal configuration: the reply says so, and the portal answers 409 BILLING_NOT_SET_UP', async () => {
    const sim = await simulator({ portalConfiguration: false });
    const t = await appOn(sim);
    const call = client(() => t);
    const team = await companyWithTeam(t.db);
    const stripe = clientOf(sim).sdk;
    const customer = await stripe.customers.create({ metadata: { companyId: String(team.company.id) } });
    await t.db.insert(subscriptions).values({
      companyId: team.company.id,
      plan: 'base',
      status: 'active',
      stripeCustomerId: customer.id,
      stripeSubscriptionId: 'sub_stored0000001',
    });
    expect((await call('GET /api/billing/subscription', team.office)).json()).toMatchObject({
      setupIncomplete: true,
      status: 'active',
    });
    const portal = await call('POST /api/billing/portal', team.admin);
    expect(portal.statusCode, portal.body).toBe(409);
    expect(body(portal)).toEqual({ message: NOT_SET_UP, code: 'BILLING_NOT_SET_UP' });
  });
});
