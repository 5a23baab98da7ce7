import { describe, expect, it } from 'vitest';
import { control, startReceiver, startSim, subscribe } from './support';

describe('webhook delivery', () => {
  it('signs as Stripe does: constructEvent accepts it with the secret and refuses another secret', async () => {
    const receiver = await startReceiver();
    const { stripe, sim } = await startSim({ webhookUrl: receiver.url });
    await subscribe(stripe);
    await sim.webhooksIdle();
    const [first] = receiver.received;
    expect(first?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(sim.webhookSecret).toMatch(/^whsec_/);
    const event = stripe.webhooks.constructEvent(first!.body, first!.signature, sim.webhookSecret);
    expect(event).toMatchObject({ object: 'event', api_version: '2026-10-28.endive', livemode: false });
    expect(event.id).toMatch(/^evt_/);
    expect(() => stripe.webhooks.constructEvent(first!.body, first!.signature, 'whsec_other')).toThrow(
      stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('retries after a 500 with growing delays until a 2xx', async () => {
    const receiver = await startReceiver([500, 503]);
    const { stripe, sim } = await startSim({
      webhookUrl: receiver.url,
      enabledEvents: ['checkout.session.completed'],
    });
    await subscribe(stripe);
    await sim.webhooksIdle();
    expect(receiver.received.map((entry) => entry.type)).toEqual(Array(3).fill('checkout.session.completed'));
    expect(new Set(receiver.received.map((entry) => entry.id)).size).toBe(1);
    const { body } = await control(sim, 'events?type=checkout.session.completed');
    const [event] = body.data as { deliveries: { attempt: number; at: number; status: number }[] }[];
    expect(event?.deliveries.map((entry) => [entry.attempt, entry.status])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    const [a, b, c] = event!.deliveries.map((entry) => entry.at);
    expect(b! - a!).toBeGreaterThanOrEqual(10);
    expect(c! - b!).toBeGreaterThanOrEqual(20);
  });

  it('gives up after the last attempt', async () => {
    const receiver = await startReceiver([500, 500, 500, 500, 500]);
    const { stripe, sim } = await startSim({ webhookUrl: receiver.url, enabledEvents: ['invoice.paid'] });
    await subscribe(stripe);
    await sim.webhooksIdle();
    expect(receiver.received).toHaveLength(4);
  });

  it('holds events back, then delivers them twice and out of order when told', async () => {
    const receiver = await startReceiver();
    const { stripe, sim } = await startSim({ webhookUrl: receiver.url });
    await control(sim, 'webhooks', { auto: false });
    const { subscription } = await subscribe(stripe);
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await sim.webhooksIdle();
    expect(receiver.received).toEqual([]);

    const { body } = await control(sim, 'events');
    const events = body.data as { id: string; type: string }[];
    const byType = (type: string) => events.find((event) => event.type === type)!.id;
    const order = [
      byType('customer.subscription.updated'),
      byType('checkout.session.completed'),
      byType('customer.subscription.created'),
    ];
    const delivered = await control(sim, 'deliver', { events: order });
    expect(delivered.status).toBe(200);
    const twice = await control(sim, `events/${byType('invoice.paid')}/redeliver`, { times: 2 });
    expect((twice.body.attempts as unknown[]).length).toBe(2);
    expect(receiver.received.map((entry) => entry.type)).toEqual([
      'customer.subscription.updated',
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'invoice.paid',
    ]);
    for (const entry of receiver.received)
      stripe.webhooks.constructEvent(entry.body, entry.signature, sim.webhookSecret);
  });
});
