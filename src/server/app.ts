import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { installAccessGuard, type RegisteredRoute } from './access/guard';
import { installMoneyGuard } from './access/money-guard';
import { createMailer, type Mailer } from './integrations/mail/transport';
import { installDraining } from './http/draining';
import { installErrorHandler } from './http/error-handler';
import { installSecurityHeaders } from './http/security';
import { installWebApp } from './http/web-app';
import type { TypedApp } from './http/module';
import { modules } from './modules';

/** Largest JSON body the API accepts (a signature PNG is at most 200 KB). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access rule, for the permission-matrix test. */
    apiRoutes: RegisteredRoute[];
  }
}

/** Assembles the server from its modules. No side effects beyond the instance it returns. */
export async function buildApp({ config, database, logger, mailer }: BuildOptions): Promise<TypedApp> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installDraining(app);
  installSecurityHeaders(app);

  app.decorate('apiRoutes', installAccessGuard(app, database.db));
  installMoneyGuard(app);
  const ctx = { config, database, mailer: mailer ?? createMailer(config.smtpUrl) };
  for (const register of modules) await register(app, ctx);
  await installWebApp(app, config.webDist);
  return app;
}
