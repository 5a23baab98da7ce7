import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { payOnPage, startReceiver, startSim, subscribe } from './support';

describe('checkout through the hosted page', () => {
  it('creates an open session with a url, and completing it makes an active subscription with the item period', async () => {
    const { stripe, sim, clock } = await startSim();
    const [price] = (await stripe.prices.list({ lookup_keys: ['base_monthly'], expand: ['data.product'] }))
      .data;
    expect(price).toMatchObject({
      unit_amount: 4000,
      currency: 'aud',
      lookup_key: 'base_monthly',
      recurring: { interval: 'month' },
    });
    expect((price?.product as Stripe.Product).name).toBe('SiteDockets Base');

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price!.id, quantity: 1 }],
      success_url: 'http://127.0.0.1:5999/ok?id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:5999/cancel',
      customer_email: 'owner@acme.example',
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${sim.baseUrl}/c/pay/${session.id}`);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Simulated checkout — no real card is charged');
    expect(page).toContain('A$40.00');
    expect(page).toContain('SiteDockets Base');

    const paid = await payOnPage(session.url!);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://127.0.0.1:5999/ok?id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(done.customer).toMatch(/^cus_/);
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription.status).toBe('active');
    const now = Math.floor(clock() / 1000);
    const item = subscription.items.data[0]!;
    expect(item.price.lookup_key).toBe('base_monthly');
    expect(item.current_period_start).toBe(now);
    expect(item.current_period_end).toBe(Date.UTC(2026, 11, 24, 3, 0, 0) / 1000);
    expect(subscription).not.toHaveProperty('current_period_end');

    const customer = (await stripe.customers.retrieve(String(done.customer))) as Stripe.Customer;
    expect(customer.email).toBe('owner@acme.example');
    const listed = await stripe.subscriptions.list({ customer: customer.id });
    expect(listed.data.map((entry) => entry.id)).toEqual([subscription.id]);
    const invoice = await stripe.invoices.retrieve(String(subscription.latest_invoice));
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 4000,
      billing_reason: 'subscription_create',
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
  });

  it('sends checkout.session.completed, customer.subscription.created and invoice.paid, signed', async () => {
    const receiver = await startReceiver();
    const { stripe, sim } = await startSim({ webhookUrl: receiver.url });
    const { session, subscription } = await subscribe(stripe);
    await sim.webhooksIdle();
    expect(receiver.received.map((event) => event.type).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const completed = receiver.received.find((event) => event.type === 'checkout.session.completed')!;
    const event = stripe.webhooks.constructEvent(completed.body, completed.signature, sim.webhookSecret);
    const object = event.data.object as Stripe.Checkout.Session;
    expect(object).toMatchObject({
      id: session.id,
      status: 'complete',
      subscription: subscription.id,
      client_reference_id: 'company-1',
    });
    expect(subscription.metadata).toEqual({ companyId: 'company-1' });
  });

  it('sends the browser to cancel_url on Cancel, and shows a declined card without completing', async () => {
    const { stripe } = await startSim();
    const { data } = await stripe.prices.list({ lookup_keys: ['pro_monthly'] });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: data[0]!.id, quantity: 1 }],
      success_url: 'http://127.0.0.1:5999/ok',
      cancel_url: 'http://127.0.0.1:5999/cancel',
    });
    const cancel = await fetch(`${session.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('http://127.0.0.1:5999/cancel');
    const declined = await payOnPage(session.url!, { card: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it("refuses an unknown price, a missing param and an unknown param in Stripe's error shape", async () => {
    const { stripe } = await startSim();
    const create = (params: Record<string, unknown>) =>
      stripe.checkout.sessions
        .create(params as Stripe.Checkout.SessionCreateParams)
        .catch((error: unknown) => error);
    const unknownPrice = (await create({
      mode: 'subscription',
      success_url: 'http://x/ok',
      line_items: [{ price: 'price_nope', quantity: 1 }],
    })) as Stripe.errors.StripeError;
    expect(unknownPrice).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    expect(unknownPrice.message).toBe("No such price: 'price_nope'");
    const noUrl = (await create({
      mode: 'subscription',
      line_items: [{ price: 'price_SiteDocketsBaseMonthly' }],
    })) as Stripe.errors.StripeError;
    expect(noUrl).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'success_url' });
    const stray = (await create({
      mode: 'subscription',
      success_url: 'http://x',
      line_items: [{ price: 'price_SiteDocketsBaseMonthly' }],
      colour: 'red',
    })) as Stripe.errors.StripeError;
    expect(stray).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'colour' });
  });
});
