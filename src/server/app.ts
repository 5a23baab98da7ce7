import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { installAccessGuard, type RegisteredRoute } from './access/guard';
import { installMoneyGuard } from './access/money-guard';
import { createMailer, type Mailer } from './integrations/mail/transport';
import { createPdfRenderer, type PdfRenderer } from './integrations/pdf/pool';
import { createFileStore } from './integrations/storage/create';
import { xeroClientSettings } from './integrations/xero/settings';
import { createTokenCipher } from './integrations/xero/token-crypto';
import { TOKEN_KEY_BYTES } from './integrations/xero/token-key';
import { BODY_LIMIT_BYTES } from './http/body-limit';
import { installDraining } from './http/draining';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { installSecurityHeaders } from './http/security';
import { storageOrigin } from './integrations/storage/settings';
import { installCompression } from './http/compression';
import { installWebApp } from './http/web-app';
import { loggerOptions, logFormatFor, type LogStream } from './http/logger';
import type { TypedApp } from './http/module';
import { companyExportModule } from './export/routes';
import { modules } from './modules';
import { installLimits } from './access/limits';
import { trustProxyOption } from './http/client-address';
import { installOpenApi } from './http/openapi';
import { createJobQueue, type JobQueueSettings } from './jobs/queue';
import { createXeroPacer, type XeroPacer } from './integrations/xero/pacer';

export { BODY_LIMIT_BYTES };

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the server's own logger writes (default standard output); tests collect it. */
  logStream?: LogStream;
  mailer?: Mailer;
  /** The worker-thread pool that renders PDFs (default: a new one, closed with the app). */
  pdf?: PdfRenderer;
  /** Timings of the job queue (tests shorten them; jobs/queue.ts has production's). */
  jobs?: Partial<JobQueueSettings>;
  /** What Xero API calls wait on (default: Xero's 60 a minute per company, integrations/xero/pacer.ts). */
  xeroPacer?: XeroPacer;
  /** The time scheduled jobs take as now (default: the clock; tests fix it to a chosen day). */
  now?: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access rule, for the permission-matrix test. */
    apiRoutes: RegisteredRoute[];
  }
}

/** Assembles the server from its modules. No side effects beyond the instance it returns. */
export async function buildApp({
  config,
  database,
  logger,
  logStream,
  mailer,
  pdf,
  jobs: jobSettings,
  xeroPacer,
  now = () => new Date(),
}: BuildOptions): Promise<TypedApp> {
  const app = Fastify({
    logger:
      logger ??
      loggerOptions({
        level: config.logLevel,
        format: logFormatFor(config.logFormat, Boolean(process.stdout.isTTY)),
        ...(logStream ? { stream: logStream } : {}),
      }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installDraining(app);
  installSecurityHeaders(app, storageOrigin(config.storage));
  await installCompression(app);

  app.decorate('apiRoutes', installAccessGuard(app, database.db));
  await installOpenApi(app);
  installMoneyGuard(app);
  const limits = await installLimits(app, config);
  const renderer = pdf ?? createPdfRenderer();
  app.addHook('onClose', () => renderer.close());
  // Started once the app is ready (every module has defined its jobs); stopped first when it closes,
  // while the services a running job uses (the counters, the database) are still open.
  // Finished jobs are pg-boss's to delete, after RETENTION_JOB_DAYS (modules/system/retention).
  const jobs = createJobQueue(
    database,
    { deleteAfterSeconds: config.retention.jobDays * 86_400, ...jobSettings },
    (err) => app.log.warn({ err }, 'job queue'),
  );
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  const ctx = {
    config,
    database,
    mailer: mailer ?? createMailer(config.smtpUrl),
    limits,
    pdf: renderer,
    jobs,
    now,
    xero: {
      settings: xeroClientSettings(config.xero),
      // main.ts always resolves the key (TOKEN_ENCRYPTION_KEY or the DATA_DIR key file); a server built
      // without one (scripts, fixtures) seals with a key of its own that lives as long as the process.
      cipher: createTokenCipher(config.tokenEncryptionKey ?? randomBytes(TOKEN_KEY_BYTES)),
      pacer: xeroPacer ?? createXeroPacer(limits.store),
    },
    files: createFileStore(config, database),
  };
  // The company export composes every area's records, so it is assembled here beside them (server/export).
  for (const register of [...modules, companyExportModule]) await register(app, ctx);
  await installWebApp(app, config.webDist);
  return app;
}
