import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { unpaced } from '../../src/server/integrations/xero/pacer';
import type { Database } from '../../src/server/db/client';
import type { TypedApp } from '../../src/server/http/module';
import { freshDatabase } from './database';
import { bearer } from './people';

export type TestApp = {
  app: TypedApp;
  database: Database;
  db: Database['db'];
  config: Config;
  close: () => Promise<void>;
};

/** The real server, assembled on a fresh database, driven through Fastify's inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  services: Pick<BuildOptions, 'pdf' | 'now' | 'xeroPacer' | 'logStream'> = {},
): Promise<TestApp> {
  // A data folder of the app's own (unfinished uploads are kept there), removed when it closes.
  const dataDir = env.DATA_DIR ? null : await mkdtemp(path.join(tmpdir(), 'sitedockets-test-'));
  const config = loadConfig({
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    APP_URL: 'http://sitedockets.test',
    // A key of the test's own, so no key file is written beside the (in-memory) database.
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ...env,
  });
  const database = await freshDatabase();
  // Xero calls are not paced: a test's handful of calls would wait a second each (the pacing has its
  // own tests, integrations/xero/pacer.test.ts; the simulator still answers 429 past its limits).
  const app = await buildApp({ config, database, xeroPacer: unpaced, ...services });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The JSON body of an injected reply. */
export const body = <T = Record<string, unknown>>(res: { json(): unknown }): T => res.json() as T;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request to the test app as a signed-in person, with an optional JSON body. Takes the app
 * lazily: test files assign it in beforeAll.
 */
export const caller =
  (app: () => TestApp) => (method: Method, url: string, who: { token: string }, payload?: object) =>
    app().app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });

/**
 * A POST to the test app as a signed-in person with an Idempotency-Key (issue 29): the same press
 * sent twice carries the same key.
 */
export const keyedCaller =
  (app: () => TestApp) => (url: string, who: { token: string }, key: string, payload?: object) =>
    app().app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(who), 'idempotency-key': key },
      ...(payload ? { payload } : {}),
    });
