import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { buildWorld, type MatrixWorld } from './matrix-fixtures';
import { CALLERS, headersFor } from './matrix-harness';
import { MATRIX } from './matrix-routes';

let t: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.db, t.config.dataDir);
});
afterAll(() => t.close());

let address = 0;
/** Each call from its own client address, so per-client rate limits never decide an outcome here. */
const nextAddress = () => `10.200.${Math.floor(++address / 250)}.${address % 250}`;

describe('the permission matrix', () => {
  it('has a row for every registered API route, and no row for a route that does not exist', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const table = MATRIX.map((row) => row.route).sort();
    expect(table).toEqual(registered);
  });

  describe.each(MATRIX)('$route', (row) => {
    it.each(CALLERS)('%s', async (caller) => {
      const request = await row.call(world, caller);
      const headers = {
        ...(request.headers ?? {}),
        ...(await headersFor(world, caller, row.freshSession ?? false)),
      };
      const res = await t.app.inject({ ...request, headers, remoteAddress: nextAddress() });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(row.expect[caller]);
      if (res.statusCode >= 400) expect(res.headers['content-type']).toMatch(/application\/json/);
    });
  });
});
