import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['src/server/**/*.test.ts', 'tests/**/*.test.ts'];
/** Tests of the embedded database itself (data folder, lock, restart) run on PGlite only. */
const embeddedOnly = 'tests/embedded/**';
/** Tests of other processes' changes (NOTIFY, a lost connection) run on the PostgreSQL server only. */
const serverOnly = 'tests/postgres-server/**';
const api = (name: string, globalSetup: string, exclude: string[] = []) => ({
  test: { name, include: apiTests, exclude, globalSetup, testTimeout: 30_000, hookTimeout: 60_000 },
});

/** Unit tests once; API tests on embedded PostgreSQL, and again on the server when TEST_DATABASE_URL is set. */
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
      api('api-pglite', 'tests/support/setup-pglite.ts', [serverOnly]),
      ...(process.env.TEST_DATABASE_URL
        ? [api('api-postgres', 'tests/support/setup-postgres.ts', [embeddedOnly])]
        : []),
    ],
  },
});
