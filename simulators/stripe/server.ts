import Fastify, { type FastifyInstance } from 'fastify';
import { apiRoutes } from './api/routes';
import { processDue } from './billing/due';
import { systemClock } from './clock';
import type { StripeContext } from './context';
import { controlRoutes } from './control/routes';
import { parseForm } from './form';
import { randomToken } from './ids';
import { DEFAULT_RETRY, type StripeSimulatorOptions, WEBHOOK_EVENTS } from './options';
import { checkoutPageRoutes } from './pages/checkout-routes';
import { portalPageRoutes } from './pages/portal-routes';
import { FULL_SETUP } from './seed';
import { createStore } from './store';
import { Webhooks } from './webhooks/deliver';

export interface StripeSimulator {
  /** One origin for api.stripe.com, checkout.stripe.com and billing.stripe.com. */
  baseUrl: string;
  /** For `new Stripe(secretKey, { host, port, protocol: 'http' })`. */
  host: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  context: StripeContext;
  /** Where events go from now on (e.g. the product's own address, known once it listens); null: kept only. */
  setWebhookUrl(url: string | null): void;
  /** Resolves once no webhook delivery is under way or waiting for a retry. */
  webhooksIdle(): Promise<void>;
  close(): Promise<void>;
}

export function buildStripeSimulator(options: StripeSimulatorOptions = {}): {
  app: FastifyInstance;
  ctx: StripeContext;
} {
  if (options.secretKey && !options.secretKey.startsWith('sk_test_'))
    throw new Error(
      'The Stripe simulator takes test keys only (sk_test_…); it never stands in for a live key.',
    );
  const clock = options.clock ?? systemClock;
  const mode = options.mode ?? 'demo';
  const ctx: StripeContext = {
    store: createStore(Math.floor(clock() / 1000), { ...FULL_SETUP, ...options.setup }),
    mode,
    clock,
    offsetMs: 0,
    pinnedAt: null,
    secretKey: options.secretKey ?? `sk_test_sim${randomToken(40)}`,
    publishableKey: options.publishableKey ?? `pk_test_sim${randomToken(40)}`,
    webhooks: new Webhooks({
      url: options.webhookUrl ?? null,
      secret: options.webhookSecret ?? `whsec_${randomToken(32)}`,
      retry: { ...DEFAULT_RETRY, ...options.retry },
      enabledEvents: new Set(options.enabledEvents ?? WEBHOOK_EVENTS),
      signingClock: options.signingClock ?? systemClock,
    }),
    baseUrl: '',
  };
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { querystringParser: (text) => parseForm(text) },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseForm(body as string));
    },
  );
  app.register(async (scope) => apiRoutes(scope, ctx), { prefix: '/v1' });
  app.register(async (scope) => checkoutPageRoutes(scope, ctx));
  app.register(async (scope) => portalPageRoutes(scope, ctx));
  if (mode !== 'demo') app.register(async (scope) => controlRoutes(scope, ctx));
  return { app, ctx };
}

export async function startStripeSimulator(options: StripeSimulatorOptions = {}): Promise<StripeSimulator> {
  const { app, ctx } = buildStripeSimulator(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  ctx.baseUrl = `http://${host}:${port}`;
  const tickMs = options.tickMs ?? (ctx.mode === 'demo' ? 60_000 : 0);
  const ticker = tickMs > 0 ? setInterval(() => processDue(ctx), tickMs) : null;
  ticker?.unref();
  return {
    baseUrl: ctx.baseUrl,
    host,
    port,
    secretKey: ctx.secretKey,
    publishableKey: ctx.publishableKey,
    webhookSecret: ctx.webhooks.settings.secret,
    context: ctx,
    setWebhookUrl: (url) => {
      ctx.webhooks.settings.url = url;
    },
    webhooksIdle: () => ctx.webhooks.idle(),
    close: async () => {
      if (ticker) clearInterval(ticker);
      ctx.webhooks.close();
      await app.close();
    },
  };
}
