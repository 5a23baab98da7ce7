import type Stripe from 'stripe';
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
    expect(pending).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: end });
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
    expect(parsed.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
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
