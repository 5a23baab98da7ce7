import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { DEMO_PASSWORD, DEMO_USERNAMES, recordAppVersion, seedDemo } from './seed';
import { companies } from './db/schema';
import { startXeroForServer } from './integrations/xero/simulated-xero';
import { startStripeForServer } from './integrations/stripe/simulated-stripe';
import { resolveTokenKey, TokenKeyFileError } from './integrations/xero/token-key';
import { installShutdown } from './lifecycle';
import { APP_VERSION } from './version';
import { startBackups } from './modules/system/backup/schedule';

async function isEmpty(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return row!.n === 0;
}

async function main() {
  const xero = await startXeroForServer(loadConfig());
  const stripe = await startStripeForServer(xero.config);
  const tokenKey = await resolveTokenKey(stripe.config);
  const config = { ...stripe.config, tokenEncryptionKey: tokenKey.key };
  const database = await openDatabase({
    ...(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }),
    readCacheEntries: config.readCacheEntries,
  });
  const app = await buildApp({ config, database });
  // Closing the server (the SIGTERM path included) stops the simulated Xero and Stripe too.
  app.addHook('onClose', () => xero.close());
  app.addHook('onClose', () => stripe.close());
  // Stopped before the database closes: a backup running at shutdown finishes first.
  const backups = await startBackups(config, database, app.log);
  app.addHook('onClose', () => backups.stop());
  installShutdown(app, database);

  await recordAppVersion(database.db, APP_VERSION);
  const seed = config.seedDemo || (database.driver === 'embedded' && (await isEmpty(database)));
  const seeded = seed && (await seedDemo(database.db));

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.driver === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server';
  app.log.info(`SiteDockets ${APP_VERSION} is serving ${config.appUrl} (${where})`);
  if (xero.notice) app.log.info(xero.notice);
  if (stripe.notice) app.log.info(stripe.notice);
  const backupLine = await backups.startupLine();
  app.log[backupLine.level](backupLine.text);
  if (tokenKey.createdIn)
    app.log.info(`Token encryption key created in ${tokenKey.createdIn}: back it up with the data`);
  if (seeded || (seed && !seeded)) {
    app.log.info(
      `Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_USERNAMES.join(', ')}${seeded ? ' (demo data created)' : ''}`,
    );
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof TokenKeyFileError) {
    console.error(err.message);
  } else {
    console.error('SiteDockets could not start:', err);
  }
  process.exit(1);
});
