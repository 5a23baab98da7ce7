import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { control, portalPost, startReceiver, startSim, subscribe } from './support';

async function portal(stripe: Stripe, customer: string) {
  return stripe.billingPortal.sessions.create({
    customer,
    return_url: 'http://127.0.0.1:5999/settings/billing',
  });
}

describe('the billing portal', () => {
  it('shows the plan and next billing date, and cancel at period end takes effect once the clock passes it', async () => {
    const receiver = await startReceiver();
    const { stripe, sim } = await startSim({ webhookUrl: receiver.url });
    const { subscription, customer } = await subscribe(stripe);
    const session = await portal(stripe, customer);
    expect(session).toMatchObject({
      object: 'billing_portal.session',
      customer,
      return_url: 'http://127.0.0.1:5999/settings/billing',
    });
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('Current plan: SiteDockets Base');
    expect(page).toContain('Next billing date: 24 December 2026');
    expect(page).toContain('Switch to PRO');
    expect(page).toContain('href="http://127.0.0.1:5999/settings/billing"');

    const cancel = await portalPost(session.url, `subscriptions/${subscription.id}/cancel`);
    expect(cancel).toEqual({ status: 303, location: `/p/session/${session.id}?done=canceled` });
    const end = subscription.items.data[0]!.current_period_end;
    const pending = await stripe.subscriptions.retrieve(subscription.id);
    // Flexible billing mode (the default at the pinned API version): cancel_at, not cancel_at_period_end.
    expect(subscription.billing_mode).toMatchObject({ type: 'flexible' });
    expect(pending).toMatchObject({ status: 'active', cancel_at_period_end: false, cancel_at: end });
    expect(await (await fetch(session.url)).text()).toContain(
      'Your plan will be canceled on 24 December 2026',
    );

    await control(sim, 'advance', { seconds: end - Math.floor(Date.UTC(2026, 10, 24, 3) / 1000) - 1 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await control(sim, 'advance', { seconds: 1 });
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: end, cancel_at_period_end: false });
    expect(ended.cancellation_details?.reason).toBe('cancellation_requested');
    expect((await stripe.subscriptions.list({ customer })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer, status: 'all' })).data).toHaveLength(1);

    await sim.webhooksIdle();
    const types = receiver.received.map((event) => event.type);
    expect(types.filter((type) => type === 'customer.subscription.updated')).toHaveLength(1);
    expect(types.at(-1)).toBe('customer.subscription.deleted');
    const updated = receiver.received.find((event) => event.type === 'customer.subscription.updated')!;
    const parsed = stripe.webhooks.constructEvent(updated.body, updated.signature, sim.webhookSecret);
    expect(parsed.data.previous_attributes).toEqual({
      cancel_at: null,
      canceled_at: null,
      cancellation_details: expect.anything(),
    });
  });

  it('a classic-mode subscription cancelled in the portal sets cancel_at_period_end (and cancel_at)', async () => {
    const { stripe } = await startSim();
    const { customer, subscription: first } = await subscribe(stripe);
    const classic = await stripe.subscriptions.create({
      customer,
      items: [{ price: first.items.data[0]!.price.id }],
      billing_mode: { type: 'classic' },
    });
    expect(classic.billing_mode).toMatchObject({ type: 'classic', flexible: null });
    const session = await portal(stripe, customer);
    await portalPost(session.url, `subscriptions/${classic.id}/cancel`);
    const end = classic.items.data[0]!.current_period_end;
    expect(await stripe.subscriptions.retrieve(classic.id)).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: end,
    });
  });

  it('cancel_at through the API ends the subscription at that time, mid-period too', async () => {
    const { stripe, sim } = await startSim();
    const { subscription } = await subscribe(stripe);
    const start = subscription.items.data[0]!.current_period_start;
    const at = start + 10 * 86_400;
    const set = await stripe.subscriptions.update(subscription.id, { cancel_at: at });
    expect(set).toMatchObject({ cancel_at: at, cancel_at_period_end: false });
    const cleared = await stripe.subscriptions.update(subscription.id, { cancel_at: '' });
    expect(cleared).toMatchObject({ cancel_at: null, canceled_at: null });
    await stripe.subscriptions.update(subscription.id, { cancel_at: at });
    await control(sim, 'advance', { days: 11 });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      status: 'canceled',
      ended_at: at,
    });
  });

  it('resumes a subscription set to cancel', async () => {
    const { stripe } = await startSim();
    const { subscription, customer } = await subscribe(stripe);
    const session = await portal(stripe, customer);
    await portalPost(session.url, `subscriptions/${subscription.id}/cancel`);
    const resume = await portalPost(session.url, `subscriptions/${subscription.id}/resume`);
    expect(resume.status).toBe(303);
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
  });

  it('switches Base to PRO on the same item and period, the proration billed at the next renewal', async () => {
    const { stripe, sim } = await startSim();
    const { subscription, customer } = await subscribe(stripe);
    const session = await portal(stripe, customer);
    const [pro] = (await stripe.prices.list({ lookup_keys: ['pro_monthly'] })).data;
    await control(sim, 'advance', { days: 15 });
    const switched = await portalPost(session.url, `subscriptions/${subscription.id}/switch`, {
      price: pro!.id,
    });
    expect(switched.status).toBe(303);
    const after = await stripe.subscriptions.retrieve(subscription.id);
    const [before] = subscription.items.data;
    const [item] = after.items.data;
    expect(after.items.data).toHaveLength(1);
    expect(item).toMatchObject({ id: before!.id, current_period_end: before!.current_period_end });
    expect(item!.price.lookup_key).toBe('pro_monthly');
    expect(await (await fetch(session.url)).text()).toContain('Current plan: SiteDockets - PRO');

    await control(sim, 'advance', { days: 16 });
    const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    const invoice = renewed.latest_invoice as Stripe.Invoice;
    expect(invoice.billing_reason).toBe('subscription_cycle');
    // 15 of 30 days left: −A$20 unused Base, +A$30 remaining PRO, then A$60 for the new month.
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([-2000, 3000, 6000]);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 7000 });
  });

  it('updates the card, paying a past_due invoice at once', async () => {
    const { stripe, sim } = await startSim();
    const { subscription, customer } = await subscribe(stripe);
    await control(sim, 'fail-next-payment', {});
    await control(sim, 'advance', { days: 30 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const session = await portal(stripe, customer);
    expect(await (await fetch(session.url)).text()).toContain('Your last payment failed');
    const updated = await portalPost(session.url, 'card', { card: '5555 5555 5555 4444' });
    expect(updated.status).toBe(303);
    const after = await stripe.subscriptions.retrieve(subscription.id, {
      expand: ['default_payment_method'],
    });
    expect(after.status).toBe('active');
    expect((after.default_payment_method as Stripe.PaymentMethod).card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
    });
  });
});

describe('the account set-up (prices and the saved portal configuration)', () => {
  it('lists the default portal configuration offering both plans', async () => {
    const { stripe } = await startSim();
    const prices = (await stripe.prices.list({ lookup_keys: ['base_monthly', 'pro_monthly'] })).data;
    const [configuration, ...others] = (
      await stripe.billingPortal.configurations.list({ is_default: true, active: true })
    ).data;
    expect(others).toEqual([]);
    expect(configuration).toMatchObject({
      object: 'billing_portal.configuration',
      is_default: true,
      active: true,
      features: {
        subscription_update: { enabled: true },
        subscription_cancel: { enabled: true, mode: 'at_period_end' },
        payment_method_update: { enabled: true },
      },
    });
    const offered = configuration!.features.subscription_update.products!.flatMap((p) => p.prices);
    expect(offered.sort()).toEqual(prices.map((price) => price.id).sort());
    expect((await stripe.billingPortal.configurations.retrieve(configuration!.id)).id).toBe(
      configuration!.id,
    );
  });

  it('without a saved portal configuration a portal session is refused, as Stripe does', async () => {
    const { stripe } = await startSim({ setup: { portalConfiguration: false } });
    expect((await stripe.billingPortal.configurations.list()).data).toEqual([]);
    const { customer } = await subscribe(stripe);
    const error = (await portal(stripe, customer).catch(
      (caught: unknown) => caught,
    )) as Stripe.errors.StripeError;
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.message).toMatch(/until you save your customer portal settings/);
  });

  it('without the prices no lookup key finds one', async () => {
    const { stripe, sim } = await startSim({ setup: { prices: false } });
    expect((await stripe.prices.list({ lookup_keys: ['base_monthly', 'pro_monthly'] })).data).toEqual([]);
    // A reset keeps the account as it was set up.
    await control(sim, 'reset', {});
    expect((await stripe.prices.list()).data).toEqual([]);
  });
});
