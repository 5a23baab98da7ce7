import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** The OpenAPI test reads schemas registered as modules load: it runs isolated (below). */
const isolatedOnly = 'tests/foundation/openapi.test.ts';
const apiTests = ['src/server/**/*.test.ts', 'tests/**/*.test.ts'];
/** Tests of the embedded database itself (data folder, lock, restart) run on PGlite only. */
const embeddedOnly = 'tests/embedded/**';
/** Tests of other processes' changes (NOTIFY, a lost connection) run on the PostgreSQL server only. */
const serverOnly = 'tests/postgres-server/**';
/**
 * Module tests of code that branches on the database, or is written around PGlite's one connection
 * (a statement outside an open transaction waits for it there). Named one by one, in this list only:
 * update it when a module moves (a name that is not there stops the run).
 */
const pgliteModuleTests = [
  // payroll/submit.ts: an advisory lock on the server, the queue alone on PGlite
  'src/server/modules/payroll/payroll.test.ts',
  // the payroll run and the reminders' cron as pg-boss jobs on PGlite
  'src/server/modules/payroll/runs.test.ts',
  'src/server/modules/dockets/missing-dockets/missing-dockets.test.ts',
  // db/prepared.ts's week statement, its rows as PGlite hands them over; the read cache on PGlite's notices
  'src/server/modules/dockets/lists.test.ts',
  'src/server/modules/dockets/week-cache.test.ts',
  // Xero's calls and the invoice e-mail kept outside transactions
  'src/server/integrations/xero/client.test.ts',
  'src/server/modules/invoicing/xero/xero-invoices.test.ts',
  'src/server/modules/invoicing/invoices/repeats.test.ts',
];
for (const file of pgliteModuleTests)
  if (!existsSync(new URL(file, import.meta.url)))
    throw new Error(`vitest.config.ts: ${file} is not there; update pgliteModuleTests`);
/**
 * What only PGlite can show, run on it beside the server's whole suite: the embedded database
 * itself, the database layer and the job queue (pg-boss through `fromPglite`), migrations, schema
 * and seed, malformed input through every route (the contract walk), and the module tests above.
 */
const pgliteOwn = [
  embeddedOnly,
  'src/server/db/**/*.test.ts',
  'src/server/jobs/**/*.test.ts',
  'tests/foundation/{schema,demo-seed,http-contract}.test.ts',
  'tests/contract/fuzz.test.ts',
  isolatedOnly,
  ...pgliteModuleTests,
];
/**
 * On the PostgreSQL server a test file's modules are not imported anew for each file (isolate: false):
 * importing the server was most of a file's set-up (12 files: 40 s of imports isolated, 12 s shared).
 * Each file still builds its app on its own database. The OpenAPI test, whose subject is the schemas
 * registered as modules load, runs isolated on PGlite; so does all of PGlite's share (its own tests
 * use fake clocks and stop whole apps mid-run).
 */
const api = (name: string, globalSetup: string, include: string[], exclude: string[], isolate: boolean) => ({
  test: { name, include, exclude, globalSetup, isolate, testTimeout: 30_000, hookTimeout: 60_000 },
});

/**
 * Unit tests once. API tests on embedded PostgreSQL (PGlite); when TEST_DATABASE_URL names a
 * PostgreSQL server (CI), the whole API suite runs there instead and PGlite keeps what only it shows.
 */
const server = Boolean(process.env.TEST_DATABASE_URL);
export default defineConfig({
  test: {
    /**
     * Every core: Vitest's default leaves one free, which on a 2-core CI machine is one worker (the
     * API tests took 13.9 min there, 9.0 with two). Each test file has its own database.
     */
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts'] } },
      /** The simulators of outside services (Xero), each a server of its own started by its tests. */
      { test: { name: 'simulators', include: ['simulators/**/*.test.ts'] } },
      api('api-pglite', 'tests/support/setup-pglite.ts', server ? pgliteOwn : apiTests, [serverOnly], true),
      ...(server
        ? [
            api(
              'api-postgres',
              'tests/support/setup-postgres.ts',
              apiTests,
              [embeddedOnly, isolatedOnly],
              false,
            ),
          ]
        : []),
    ],
  },
});
