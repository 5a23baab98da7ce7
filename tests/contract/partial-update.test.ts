import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/shared/api';
import { isUploadReply, routeKey } from '../../src/shared/api/route';
import { buildWorld, type MatrixWorld } from '../access/matrix-fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer } from '../support/people';
import { PARTIAL_ROWS, type PartialRow } from './partial-update-rows';
import { fieldsOfRoute } from './schema-paths';

/**
 * Issue 11 point 13: a PUT or PATCH changes what it was sent and nothing else. Every such route in
 * the route table is called once per body field, with only that field (plus the fields the route
 * requires), and the record is read back from the database: every other column is as it was.
 */
let t: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.db, t.config.dataDir);
});
afterAll(() => t.close());

const NEVER_COMPARED = new Set(['updatedAt']);
/** A tus PATCH sends a file's next bytes, not fields of a record: the fuzz walk covers it. */
const UPLOAD_STEPS = new Set(allRoutes.filter((r) => isUploadReply(r.reply)).map(routeKey));

async function read(table: PgTable, id: number): Promise<Record<string, unknown>> {
  // A company's own settings row is keyed by its company.
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns.id ?? columns.companyId!;
  const [row] = await t.db.select().from(table).where(eq(idColumn, id));
  return row as Record<string, unknown>;
}

describe('partial updates leave what they were not sent', () => {
  it('has a row for every PUT and PATCH route, and one sample or reason for every body field', () => {
    const routes = t.app.apiRoutes.filter(
      (r) => (r.method === 'PUT' || r.method === 'PATCH') && !UPLOAD_STEPS.has(`${r.method} ${r.url}`),
    );
    expect(PARTIAL_ROWS.map((r) => r.route).sort()).toEqual(routes.map((r) => `${r.method} ${r.url}`).sort());
    for (const route of routes) {
      const row = PARTIAL_ROWS.find((r) => r.route === `${route.method} ${route.url}`)!;
      const fields = fieldsOfRoute(route.schema)
        .body.filter((p) => p.length === 1)
        .map((p) => String(p[0]));
      const covered = [...Object.keys(row.samples), ...Object.keys(row.skip ?? {})];
      expect(covered.sort(), row.route).toEqual(fields.sort());
    }
  });

  /** Sends `fields` (each its sample) alone, beside the row's base: they change, nothing else does. */
  async function sendsOnly(row: PartialRow, fields: string[]) {
    const { url, table, id, base = {} } = await row.setup(world);
    const before = await read(table, id);
    const method = row.route.split(' ')[0] as 'PUT' | 'PATCH';
    const sent = Object.fromEntries(fields.map((field) => [field, row.samples[field]!.value]));
    const res = await t.app.inject({
      method,
      url,
      headers: bearer(world.team.admin),
      payload: { ...base, ...sent },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await read(table, id);
    const columns = fields.map((field) => row.samples[field]!.column ?? field);
    const mayChange = new Set([
      ...columns,
      ...fields.flatMap((field) => row.samples[field]!.alsoChanges ?? []),
      ...NEVER_COMPARED,
    ]);
    const unchanged = (record: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(record).filter(([key]) => !mayChange.has(key)));
    expect(unchanged(after)).toEqual(unchanged(before));
    for (const column of columns)
      expect(after[column], `${column} was not stored`).not.toEqual(before[column]);
  }

  const cases = PARTIAL_ROWS.flatMap((row) =>
    Object.keys(row.samples).map((field) => ({ name: `${row.route} {${field}}`, row, field })),
  );
  it.each(cases)('$name', ({ row, field }) => sendsOnly(row, [field]));

  /**
   * Issue 24: the spec's fields of a call, and only those, are enough (Company Info's PUT once
   * required the time zone, which the spec does not name). Each field the spec gives has a sample
   * or a written reason; those with a sample are sent together.
   */
  const specRows = PARTIAL_ROWS.filter((row) => row.spec);
  it.each(specRows.map((row) => ({ name: `${row.route} {${row.spec!.from}}`, row })))(
    'takes the spec’s fields alone: $name',
    async ({ row }) => {
      const { fields } = row.spec!;
      expect(fields.filter((field) => !(field in row.samples) && !(field in (row.skip ?? {})))).toEqual([]);
      await sendsOnly(
        row,
        fields.filter((field) => field in row.samples),
      );
    },
  );

  /** Issue 24: `{}` changes nothing: a 200 that leaves the record as it was, or the route's clear 400. */
  it.each(PARTIAL_ROWS.map((row) => ({ name: `${row.route} {}`, row })))('$name', async ({ row }) => {
    const { url, table, id } = await row.setup(world);
    const before = await read(table, id);
    const res = await t.app.inject({
      method: row.route.split(' ')[0] as 'PUT' | 'PATCH',
      url,
      headers: bearer(world.team.admin),
      payload: {},
    });
    const expected = row.empty ?? { status: 200 };
    expect({ status: res.statusCode, message: (res.json() as { message?: string }).message }).toMatchObject(
      expected.status === 200 ? { status: 200 } : expected,
    );
    const unchanged = (record: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(record).filter(([key]) => !NEVER_COMPARED.has(key)));
    expect(unchanged(await read(table, id))).toEqual(unchanged(before));
  });
});
