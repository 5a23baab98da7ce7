import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterEach } from 'vitest';
import { type FakeClock, fakeClock } from '../clock';
import type { StripeSimulatorOptions } from '../options';
import { startStripeSimulator, type StripeSimulator } from '../server';

const started: StripeSimulator[] = [];
const receivers: Server[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((sim) => sim.close()));
  await Promise.all(receivers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

export interface Received {
  body: string;
  signature: string;
  type: string;
  id: string;
}

/** A webhook endpoint that keeps what it receives; `answers` are the statuses it gives, in turn (then 200). */
export async function startReceiver(answers: number[] = []): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const queue = [...answers];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = JSON.parse(body) as { type: string; id: string };
      received.push({
        body,
        signature: String(request.headers['stripe-signature']),
        type: event.type,
        id: event.id,
      });
      response.statusCode = queue.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receivers.push(server);
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/webhooks/stripe`,
    received,
  };
}

/** A simulator in test mode on a fake clock, quick retries, and the official SDK pointed at it. */
export async function startSim(options: StripeSimulatorOptions = {}) {
  const clock: FakeClock = fakeClock();
  const sim = await startStripeSimulator({
    mode: 'test',
    clock,
    retry: { initialMs: 10, maxMs: 40, attempts: 4 },
    ...options,
  });
  started.push(sim);
  const stripe = new Stripe(sim.secretKey, {
    host: sim.host,
    port: sim.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return { sim, clock, stripe };
}

/** Fills in and submits the hosted checkout page's form; returns where Stripe sent the browser. */
export async function payOnPage(url: string, fields: Record<string, string> = {}) {
  const page = await fetch(url);
  if (page.status !== 200) throw new Error(`checkout page answered ${page.status}`);
  const response = await fetch(`${url}/pay`, {
    method: 'POST',
    body: new URLSearchParams({
      email: 'owner@acme.example',
      name: 'Alex Owner',
      card: '4242 4242 4242 4242',
      ...fields,
    }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Presses a portal button: posts its form (path relative to the portal session's url). */
export async function portalPost(portalUrl: string, path: string, fields: Record<string, string> = {}) {
  const response = await fetch(`${portalUrl}/${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

export async function control(sim: StripeSimulator, path: string, body?: unknown) {
  const response = await fetch(`${sim.baseUrl}/__control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A Base subscription bought through the hosted page: its session, subscription and customer ids. */
export async function subscribe(stripe: Stripe, lookupKey = 'base_monthly') {
  const prices = await stripe.prices.list({ lookup_keys: [lookupKey] });
  const price = prices.data[0];
  if (!price) throw new Error(`no price ${lookupKey}`);
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'http://127.0.0.1:5999/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:5999/billing/cancelled',
    customer_email: 'owner@acme.example',
    client_reference_id: 'company-1',
    subscription_data: { metadata: { companyId: 'company-1' } },
  });
  const paid = await payOnPage(session.url ?? '');
  if (paid.status !== 303) throw new Error(`pay answered ${paid.status}: ${paid.html}`);
  const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
  const subscription = done.subscription as Stripe.Subscription;
  return { session: done, subscription, customer: String(done.customer), paid };
}
