import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeInvoice, PAYMENT_SCOPES, payment, type Received, startReceiver } from './books-support';
import { api, connect, control, startSim } from './support';

const KEY = 'webhook-key-for-tests/abc==';

/** What a receiver does: HMAC-SHA256 of the raw body with the key, base64, compared in constant time. */
function signedWith(key: string, { body, headers }: Received): boolean {
  const expected = Buffer.from(createHmac('sha256', key).update(body).digest('base64'));
  const given = Buffer.from(String(headers['x-xero-signature'] ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const quickRetry = { initialMs: 10, maxMs: 40, attempts: 3 };

describe('simulated Xero webhooks', () => {
  it('posts signed INVOICE events for creates and updates in a connected organisation, in order', async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhook: { url: receiver.url, key: KEY, retry: quickRetry } });
    const { access_token: token } = await connect(sim, PAYMENT_SCOPES);
    const invoice = await makeInvoice(sim, token);
    const id = String(invoice.InvoiceID);
    await api(sim, token, '/Payments', { method: 'PUT', body: { Payments: [payment(id, 110)] } });
    await sim.webhooks.idle();

    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.every((one) => signedWith(KEY, one))).toBe(true);
    expect(receiver.received.some((one) => signedWith('another key', one))).toBe(false);
    const [created, paid] = receiver.received.map((one) => JSON.parse(one.body) as Record<string, unknown>);
    const event = {
      resourceUrl: `${sim.apiUrl}/Invoices/${id}`,
      resourceId: id,
      eventDateUtc: new Date(sim.clock()).toISOString().slice(0, 23),
      eventCategory: 'INVOICE',
      tenantId: sim.tenantId,
      tenantType: 'ORGANISATION',
    };
    expect(created).toMatchObject({
      events: [{ ...event, eventType: 'CREATE' }],
      firstEventSequence: 1,
      lastEventSequence: 1,
      entropy: expect.stringMatching(/^[A-Z]{20}$/),
    });
    expect(paid).toMatchObject({ events: [{ ...event, eventType: 'UPDATE' }], firstEventSequence: 2 });

    const state = await control(sim, 'state');
    expect(JSON.stringify(state.body)).not.toContain(KEY);
    expect(state.body.webhook).toMatchObject({
      url: receiver.url,
      deliveries: [
        { firstEventSequence: 1, state: 'delivered', attempts: [{ attempt: 1, status: 200 }] },
        { firstEventSequence: 2, state: 'delivered' },
      ],
    });
  });

  it('sends nothing for an organisation the app is not connected to', async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhook: { url: receiver.url, key: KEY } });
    const { access_token: token } = await connect(sim, PAYMENT_SCOPES);
    await makeInvoice(sim, token);
    await sim.webhooks.idle();
    sim.context.store.connections = [];
    const found = sim.context.store.books.get(sim.tenantId)?.invoices[0];
    await control(sim, 'pay', { invoiceId: found?.InvoiceID });
    await sim.webhooks.idle();
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a delivery answered 500 (or anything but 200) until it is answered 200', async () => {
    const statuses = [500, 204, 200];
    const receiver = await startReceiver(() => statuses.shift() ?? 200);
    const sim = await startSim();
    sim.setWebhook({ url: receiver.url, key: KEY, retry: quickRetry });
    const { access_token: token } = await connect(sim, PAYMENT_SCOPES);
    await makeInvoice(sim, token);
    await sim.webhooks.idle();

    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((one) => one.body)).size).toBe(1);
    const [delivery] = sim.webhooks.deliveries;
    expect(delivery?.state).toBe('delivered');
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([500, 204, 200]);
  });

  it('gives up after the attempts run out, and counts a refused connection as a failure', async () => {
    const sim = await startSim({
      webhook: { url: 'http://127.0.0.1:9/nothing', key: KEY, retry: quickRetry },
    });
    const { access_token: token } = await connect(sim, PAYMENT_SCOPES);
    await makeInvoice(sim, token);
    await sim.webhooks.idle();
    const [delivery] = sim.webhooks.deliveries;
    expect(delivery?.state).toBe('failed');
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([null, null, null]);
  });

  it('runs intent-to-receive: OK for a receiver that checks signatures, not OK for one that does not', async () => {
    const checking = await startReceiver((one) => (signedWith(KEY, one) ? 200 : 401));
    const sim = await startSim();
    expect((await control(sim, 'webhooks/intent-to-receive', {})).status).toBe(409);
    expect((await control(sim, 'webhooks', { url: checking.url, key: KEY })).status).toBe(200);
    const good = await control(sim, 'webhooks/intent-to-receive', {});
    expect(good.body.ok).toBe(true);
    const attempts = good.body.attempts as { signed: boolean; status: number }[];
    expect(attempts.map(({ signed, status }) => [signed, status])).toEqual([
      [true, 200],
      [false, 401],
      [false, 401],
      [false, 401],
    ]);
    expect(JSON.parse(checking.received[0]?.body ?? '')).toMatchObject({
      events: [],
      firstEventSequence: 0,
      lastEventSequence: 0,
    });

    const trusting = await startReceiver(() => 200);
    await control(sim, 'webhooks', { url: trusting.url, key: KEY });
    const bad = await control(sim, 'webhooks/intent-to-receive', {});
    expect(bad.body.ok).toBe(false);
  });

  it('sends a chosen body with a valid, wrong or no signature, and replays a delivery byte for byte', async () => {
    const receiver = await startReceiver((one) => (signedWith(KEY, one) ? 200 : 401));
    const sim = await startSim({ webhook: { url: receiver.url, key: KEY } });
    const resourceId = '0f0e0d0c-0000-4000-8000-000000000001';
    expect((await control(sim, 'webhooks/send', { events: [{ resourceId }] })).body.status).toBe(200);
    expect(
      (await control(sim, 'webhooks/send', { events: [{ resourceId }], sign: 'wrong' })).body.status,
    ).toBe(401);
    expect((await control(sim, 'webhooks/send', { events: [], sign: 'none' })).body.status).toBe(401);
    expect(JSON.parse(receiver.received[0]?.body ?? '')).toMatchObject({
      events: [{ resourceId, eventType: 'UPDATE', eventCategory: 'INVOICE', tenantId: sim.tenantId }],
    });

    const { access_token: token } = await connect(sim, PAYMENT_SCOPES);
    await makeInvoice(sim, token);
    await sim.webhooks.idle();
    expect((await control(sim, 'webhooks/redeliver', {})).body.status).toBe(200);
    expect(receiver.received.at(-1)?.body).toBe(receiver.received.at(-2)?.body);
  });

  it('pays through the control: a draft is approved first, each change an UPDATE event', async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhook: { url: receiver.url, key: KEY } });
    const { access_token: token } = await connect(sim, PAYMENT_SCOPES);
    const draft = await makeInvoice(sim, token, 'DRAFT');
    const part = await control(sim, 'pay', {
      invoiceNumber: draft.InvoiceNumber,
      amount: 10,
      date: '2026-11-26',
    });
    expect(part.status).toBe(200);
    expect(part.body.invoice).toMatchObject({ Status: 'AUTHORISED', AmountPaid: 10, AmountDue: 100 });
    const rest = await control(sim, 'pay', { invoiceId: draft.InvoiceID });
    expect(rest.body.invoice).toMatchObject({ Status: 'PAID', AmountDue: 0 });
    const again = await control(sim, 'pay', { invoiceId: draft.InvoiceID });
    expect(again.status).toBe(400);
    expect(again.body.errors).toContain('Payments can only be made against Authorised documents');
    await sim.webhooks.idle();
    const types = receiver.received.map(
      (one) => (JSON.parse(one.body) as { events: { eventType: string }[] }).events[0]?.eventType,
    );
    expect(types).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE']);
    const state = await control(sim, 'state');
    expect((state.body.books as { payments: unknown[] }[])[0]?.payments).toHaveLength(2);
  });
});
