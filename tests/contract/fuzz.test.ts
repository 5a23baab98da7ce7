import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type MatrixWorld } from '../access/matrix-fixtures';
import { headersFor, type Caller, type MatrixRow } from '../access/matrix-harness';
import { MATRIX } from '../access/matrix-routes';
import { isErrorCode } from '../../src/shared/api/error-codes';
import { createTestApp, type TestApp } from '../support/app';
import { mutate, mutationsOf, sweepOf, type Mutation } from './mutations';

/**
 * Issue 11 point 7: no input makes the server answer 5xx. Every registered route is called with the
 * permission matrix's well-formed request for it (real ids, a valid body), then with one or two of
 * its body fields, a path parameter or a query value replaced by something malformed, as an
 * anonymous caller and as an admin. Every reply is below 500, and every refusal is `{ message, code }`
 * with a code of the registry (src/shared/api/error-codes.ts).
 */
let t: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.db, t.config.dataDir);
});
afterAll(() => t.close());

/** Random calls per route; FUZZ_SCALE=20 for a deeper search before a release (a few seconds × 20). */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const RUNS: Record<Extract<Caller, 'anonymous' | 'admin'>, number> = {
  anonymous: 6 * SCALE,
  admin: 12 * SCALE,
};
let address = 0;
const nextAddress = () => `10.201.${Math.floor(++address / 250) % 250}.${address % 250}`;

describe('malformed input never gets a 5xx', () => {
  it('walks every registered route', () => {
    const rows = new Set(MATRIX.map((row) => row.route));
    expect(t.app.apiRoutes.filter((r) => !rows.has(`${r.method} ${r.url}`))).toEqual([]);
  });

  const callers = Object.keys(RUNS) as (keyof typeof RUNS)[];
  const routeOf = (name: string) => t.app.apiRoutes.find((r) => `${r.method} ${r.url}` === name)!;

  /**
   * Sends the row's request for the caller with the mutation, and checks the reply. The well-formed
   * request (fresh records for rows that change them) is built again only after a call succeeded:
   * a refused call changed nothing.
   */
  function checker(row: MatrixRow, caller: keyof typeof RUNS) {
    const route = routeOf(row.route);
    let base: InjectOptions | null = null;
    return async (m: Mutation) => {
      base ??= await row.call(world, caller);
      const request = mutate(route, base, m);
      const auth = await headersFor(world, caller, row.freshSession ?? false);
      const res = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...auth },
        remoteAddress: nextAddress(),
      });
      if (res.statusCode < 400) base = null;
      const sent = `${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 300)}`;
      const summary = `${sent} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, summary).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(res.headers['content-type'], summary).toMatch(/application\/json/);
        // A HEAD reply (a tus upload's offset) has headers only.
        if (request.method === 'HEAD') return;
        expect(res.json(), summary).toMatchObject({ message: expect.any(String), code: expect.any(String) });
        expect(isErrorCode(res.json<{ code: unknown }>().code), summary).toBe(true);
      }
    };
  }

  describe.each(MATRIX.map((row) => ({ route: row.route, row })))('$route', ({ row }) => {
    /** A signed-out caller of a signed-in route is refused before any input is read: swept as admin only. */
    const sweepers = row.expect.anonymous === 401 ? (['admin'] as const) : callers;
    it.each(sweepers)(
      'as %s: each field, parameter and query value with NUL, an impossible date, an id past int4',
      async (caller) => {
        const check = checker(row, caller);
        for (const m of sweepOf(routeOf(row.route))) await check(m);
      },
    );
    it.each(callers)('as %s: random malformed input', async (caller) => {
      const check = checker(row, caller);
      await fc.assert(fc.asyncProperty(mutationsOf(routeOf(row.route)), check), { numRuns: RUNS[caller] });
    });
  });
});
