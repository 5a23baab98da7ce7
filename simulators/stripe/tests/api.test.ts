import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { control, startSim, subscribe } from './support';

describe('the /v1 API as the SDK speaks it', () => {
  it("answers a wrong key with 401 in Stripe's error shape", async () => {
    const { sim } = await startSim();
    const wrong = new Stripe('sk_test_wrong_key_123456', {
      host: sim.host,
      port: sim.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const error = (await wrong.customers
      .list()
      .catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    expect(error.message).toMatch(/^Invalid API Key provided: sk_test_/);
    const raw = await fetch(`${sim.baseUrl}/v1/customers`);
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({
      error: {
        type: 'invalid_request_error',
        message: expect.stringContaining('You did not provide an API key'),
      },
    });
  });

  it('gives the same object again for the same Idempotency-Key, and refuses the key with other parameters', async () => {
    const { stripe } = await startSim();
    const first = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    const again = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.customers.list()).data).toHaveLength(1);
    const error = (await stripe.customers
      .create({ email: 'b@example.com' }, { idempotencyKey: 'key-1' })
      .catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
  });

  it('finds prices by lookup key, customers by id, subscriptions by customer; 404 resource_missing otherwise', async () => {
    const { stripe } = await startSim();
    const prices = await stripe.prices.list({ lookup_keys: ['base_monthly', 'pro_monthly'] });
    expect(prices.data.map((price) => [price.lookup_key, price.unit_amount]).sort()).toEqual([
      ['base_monthly', 4000],
      ['pro_monthly', 6000],
    ]);
    const { customer } = await subscribe(stripe);
    expect((await stripe.customers.retrieve(customer)).id).toBe(customer);
    const [listed] = (await stripe.subscriptions.list({ customer })).data;
    const one = await stripe.subscriptions.retrieve(listed!.id, { expand: ['items.data.price.product'] });
    expect((one.items.data[0]!.price.product as Stripe.Product).name).toBe('SiteDockets Base');
    const tooDeep = (await stripe.subscriptions
      .list({ customer, expand: ['data.items.data.price.product'] })
      .catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(tooDeep).toMatchObject({
      statusCode: 400,
      message: 'You cannot expand more than 4 levels of a property.',
    });
    const missing = (await stripe.customers
      .retrieve('cus_nope')
      .catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_nope'",
    });
  });

  it('switches plan with items[0][id] and items[0][price]; an item without id is added as at Stripe', async () => {
    const { stripe } = await startSim();
    const { subscription } = await subscribe(stripe);
    const item = subscription.items.data[0]!;
    const switched = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: 'price_SiteDocketsProMonthly' }],
      proration_behavior: 'none',
    });
    expect(switched.items.data.map((entry) => [entry.id, entry.price.lookup_key])).toEqual([
      [item.id, 'pro_monthly'],
    ]);
    const added = await stripe.subscriptions.update(subscription.id, {
      items: [{ price: 'price_SiteDocketsBaseMonthly' }],
    });
    expect(added.items.data).toHaveLength(2);
    const twice = (await stripe.subscriptions
      .update(subscription.id, { items: [{ price: 'price_SiteDocketsBaseMonthly' }] })
      .catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(twice).toMatchObject({ statusCode: 400, param: 'items[0][price]' });
  });

  it('always_invoice bills the proration at once', async () => {
    const { stripe, sim } = await startSim();
    const { subscription } = await subscribe(stripe);
    await control(sim, 'advance', { days: 15 });
    const switched = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]!.id, price: 'price_SiteDocketsProMonthly' }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    const invoice = switched.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      amount_paid: 1000,
    });
  });

  it('has no control endpoint in demo mode', async () => {
    const { sim } = await startSim({ mode: 'demo' });
    expect((await fetch(`${sim.baseUrl}/__control/state`)).status).toBe(404);
  });
});
