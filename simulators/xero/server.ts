import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { ACCOUNTING_PREFIX, accountingRoutes } from './accounting/routes';
import { FaultQueue } from './api/faults';
import { RateLimiter } from './api/limits';
import { systemClock } from './clock';
import { connectionRoutes } from './connections/routes';
import type { SimContext } from './context';
import { controlRoutes } from './control/routes';
import { registerIdentityRoutes } from './identity/routes';
import { PAYROLL_PREFIX, payrollRoutes } from './payroll/routes';
import { type ClientApp, type WebhookOptions, XERO_LIMITS, type XeroSimulatorOptions } from './options';
import { CONSOLE_PATH, consoleRoutes } from './console/routes';
import { XeroWebhooks } from './webhooks/deliver';
import { createStore } from './store';

export interface XeroSimulator {
  /** One origin stands for login.xero.com, identity.xero.com and api.xero.com. */
  baseUrl: string;
  /** identity.xero.com: `${identityUrl}/connect/token`, `${identityUrl}/connect/revocation`. */
  identityUrl: string;
  authorizeUrl: string;
  tokenUrl: string;
  revocationUrl: string;
  connectionsUrl: string;
  /** The accounting base path, for `new AccountingApi(apiUrl)`. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The demo organisation's tenant id. */
  tenantId: string;
  context: SimContext;
  /** The webhook sender: `await sim.webhooks.idle()` waits for every delivery and retry under way. */
  webhooks: XeroWebhooks;
  /** Sets or replaces the app's webhook (null removes it), as `POST /__control/webhooks` does. */
  setWebhook(webhook: WebhookOptions | null): void;
  /** The simulated Xero's own invoices screen (pay, part pay, approve), open in every mode. */
  invoicesConsoleUrl: string;
  close(): Promise<void>;
}

export function buildXeroSimulator(options: XeroSimulatorOptions = {}): {
  app: FastifyInstance;
  ctx: SimContext;
} {
  const clock = options.clock ?? systemClock;
  const client: ClientApp = {
    clientId: options.client?.clientId ?? `SIM${randomBytes(15).toString('hex').toUpperCase()}`,
    clientSecret: options.client?.clientSecret ?? randomBytes(36).toString('base64url'),
    ...(options.client?.redirectUris ? { redirectUris: options.client.redirectUris } : {}),
    ...(options.client?.refusedScopes ? { refusedScopes: options.client.refusedScopes } : {}),
  };
  const ctx: SimContext = {
    store: createStore(clock, options.organisationName),
    clock,
    clients: [client],
    appName: options.appName ?? 'SiteDockets',
    mode: options.mode ?? 'demo',
    limiter: new RateLimiter({ ...XERO_LIMITS, ...options.limits }, clock),
    faults: new FaultQueue(),
    webhooks: new XeroWebhooks(),
  };
  if (options.webhook) ctx.webhooks.configure(options.webhook, options.webhook.retry);
  // Xero's paths are case-insensitive (/Connections and /connections both answer).
  const app = Fastify({ logger: options.logger ?? false, routerOptions: { caseSensitive: false } });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  registerIdentityRoutes(app, ctx);
  app.register(async (scope) => connectionRoutes(scope, ctx));
  app.register(async (scope) => accountingRoutes(scope, ctx), { prefix: ACCOUNTING_PREFIX });
  app.register(async (scope) => payrollRoutes(scope, ctx), { prefix: PAYROLL_PREFIX });
  app.register(async (scope) => consoleRoutes(scope, ctx));
  if (ctx.mode !== 'demo') app.register(async (scope) => controlRoutes(scope, ctx));
  return { app, ctx };
}

export async function startXeroSimulator(options: XeroSimulatorOptions = {}): Promise<XeroSimulator> {
  const { app, ctx } = buildXeroSimulator(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const baseUrl = `http://${host}:${port}`;
  const [client] = ctx.clients;
  ctx.webhooks.resourceBase = baseUrl;
  return {
    baseUrl,
    identityUrl: baseUrl,
    authorizeUrl: `${baseUrl}/identity/connect/authorize`,
    tokenUrl: `${baseUrl}/connect/token`,
    revocationUrl: `${baseUrl}/connect/revocation`,
    connectionsUrl: `${baseUrl}/connections`,
    apiUrl: `${baseUrl}${ACCOUNTING_PREFIX}`,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    tenantId: ctx.store.organisations[0].tenantId,
    context: ctx,
    webhooks: ctx.webhooks,
    setWebhook: (webhook) => ctx.webhooks.configure(webhook, webhook?.retry),
    invoicesConsoleUrl: `${baseUrl}${CONSOLE_PATH}`,
    close: async () => {
      ctx.webhooks.close();
      await app.close();
    },
  };
}

export { xeroSignature, type WebhookEvent } from './webhooks/payload';
export type { Delivery, RetryPolicy, WebhookTarget } from './webhooks/deliver';
export type { WebhookOptions } from './options';
