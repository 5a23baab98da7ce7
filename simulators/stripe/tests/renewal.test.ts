import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { control, startReceiver, startSim, subscribe } from './support';

const DAY = 86_400;

describe('renewals on the simulator clock', () => {
  it('renews at the period end: a new period on the item and invoice.paid', async () => {
    const receiver = await startReceiver();
    const { stripe, sim } = await startSim({ webhookUrl: receiver.url });
    const { subscription } = await subscribe(stripe);
    const first = subscription.items.data[0]!;
    await control(sim, 'advance', { days: 30 });
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]).toMatchObject({
      current_period_start: first.current_period_end,
      current_period_end: Date.UTC(2027, 0, 24, 3) / 1000,
    });
    await sim.webhooksIdle();
    const types = receiver.received.map((event) => event.type);
    expect(types.slice(3)).toEqual(['customer.subscription.updated', 'invoice.paid']);
  });

  it('a failed renewal makes the subscription past_due with invoice.payment_failed; retries run out into canceled', async () => {
    const receiver = await startReceiver();
    const { stripe, sim } = await startSim({ webhookUrl: receiver.url });
    const { subscription } = await subscribe(stripe);
    await control(sim, 'fail-next-payment', { count: 4 });
    await control(sim, 'advance', { days: 30 });
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1, amount_due: 4000, amount_paid: 0 });
    expect(invoice.next_payment_attempt).toBe(invoice.created + 3 * DAY);
    await sim.webhooksIdle();
    const failed = receiver.received.filter((event) => event.type === 'invoice.payment_failed');
    expect(failed).toHaveLength(1);
    const event = stripe.webhooks.constructEvent(failed[0]!.body, failed[0]!.signature, sim.webhookSecret);
    expect((event.data.object as Stripe.Invoice).id).toBe(invoice.id);
    const statusChange = receiver.received
      .filter((entry) => entry.type === 'customer.subscription.updated')
      .at(-1)!;
    expect(JSON.parse(statusChange.body).data).toMatchObject({
      object: { status: 'past_due' },
      previous_attributes: { status: 'active' },
    });

    await control(sim, 'advance', { days: 3 + 5 + 7 });
    const canceled = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.cancellation_details?.reason).toBe('payment_failed');
    await sim.webhooksIdle();
    expect(receiver.received.filter((entry) => entry.type === 'invoice.payment_failed')).toHaveLength(4);
    expect(receiver.received.at(-1)?.type).toBe('customer.subscription.deleted');
  });

  it('a retry that succeeds brings a past_due subscription back to active', async () => {
    const { stripe, sim } = await startSim();
    const { subscription } = await subscribe(stripe);
    await control(sim, 'fail-next-payment', {});
    await control(sim, 'advance', { days: 30 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    await control(sim, 'advance', { days: 3 });
    const back = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(back.status).toBe('active');
    expect((back.latest_invoice as Stripe.Invoice).attempt_count).toBe(2);
  });

  it('renews by months from the anchor, and a fake clock moved by the test is caught up on the next call', async () => {
    const { stripe, clock } = await startSim();
    const { subscription } = await subscribe(stripe);
    clock.advance(95 * DAY * 1000);
    const later = await stripe.subscriptions.retrieve(subscription.id);
    expect(later.items.data[0]).toMatchObject({
      current_period_start: Date.UTC(2027, 1, 24, 3) / 1000,
      current_period_end: Date.UTC(2027, 2, 24, 3) / 1000,
    });
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(4);
  });

  it('DELETE cancels at once with customer.subscription.deleted', async () => {
    const receiver = await startReceiver();
    const { stripe, sim } = await startSim({ webhookUrl: receiver.url });
    const { subscription } = await subscribe(stripe);
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', canceled_at: canceled.ended_at });
    await sim.webhooksIdle();
    expect(receiver.received.at(-1)?.type).toBe('customer.subscription.deleted');
  });
});

describe('subscriptions created through the API', () => {
  it('is incomplete without a card, and incomplete_expired 23 hours later', async () => {
    const { stripe, sim } = await startSim();
    const customer = await stripe.customers.create({ email: 'nocard@example.com' });
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_SiteDocketsBaseMonthly' }],
    });
    expect(created.status).toBe('incomplete');
    const invoice = await stripe.invoices.retrieve(String(created.latest_invoice));
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: null });
    await control(sim, 'advance', { seconds: 23 * 3600 });
    expect((await stripe.subscriptions.retrieve(created.id)).status).toBe('incomplete_expired');
    expect((await stripe.invoices.retrieve(invoice.id)).status).toBe('void');
  });

  it('is active when the customer has a card, and error_if_incomplete answers 402 otherwise', async () => {
    const { stripe } = await startSim();
    const { customer } = await subscribe(stripe);
    const second = await stripe.subscriptions.create({
      customer,
      items: [{ price: 'price_SiteDocketsProMonthly' }],
    });
    expect(second.status).toBe('active');
    const other = await stripe.customers.create({});
    const error = (await stripe.subscriptions
      .create({
        customer: other.id,
        items: [{ price: 'price_SiteDocketsProMonthly' }],
        payment_behavior: 'error_if_incomplete',
      })
      .catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(error.statusCode).toBe(400);
  });
});
