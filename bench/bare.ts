import { fillPlaceholders, getTableColumns, type Query } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../src/server/db/client';
import { projects } from '../src/server/db/schema';
import {
  createContextStatement,
  insertDocketStatement,
  itemParameters,
} from '../src/server/modules/dockets/create-statements';
import { workerDocketsQuery } from '../src/server/modules/dockets/week-statement';
import type { LargeWorld } from './seed-large';

/**
 * The server's own statements for the week view and docket creation, taken as SQL text from the
 * same builders and run bare through `pg` (prepared, with the same parameters): what the database
 * and the driver cost without the server. Sessions are not looked up: the server caches them.
 */
export type BareStatements = ReturnType<typeof bareStatements>;

function statement(name: string, prepared: { getQuery(): Query }) {
  const { sql: text, params } = prepared.getQuery();
  return (pool: pg.Pool | pg.PoolClient, values: Record<string, unknown>, rowMode?: 'array') =>
    pool.query({ name, text, values: fillPlaceholders(params, values), ...(rowMode ? { rowMode } : {}) });
}

export function bareStatements(db: Db) {
  return {
    week: statement('bare_week', { getQuery: () => workerDocketsQuery(db).toSQL() }),
    context: statement('bare_context', createContextStatement(db, 'x', 'worker')),
    insert: statement('bare_insert', insertDocketStatement(db, 'x')),
  };
}

export async function bareWeek(
  pool: pg.Pool,
  bare: BareStatements,
  world: LargeWorld,
  worker: { id: number },
  from: string,
  to: string,
) {
  await bare.week(pool, { companyId: world.companyId, workerId: worker.id, from, to });
}

/** Rate item columns come after the reserved id, the worker's four and the project's in the read. */
const RATE_ITEM_AT = 1 + 4 + Object.keys(getTableColumns(projects)).length;

export async function bareCreate(
  pool: pg.Pool,
  bare: BareStatements,
  world: LargeWorld,
  worker: { id: number },
  project: { id: number; items: number[] },
  date: string,
) {
  const read = await bare.context(
    pool,
    {
      companyId: world.companyId,
      viewerId: worker.id,
      workerId: worker.id,
      projectId: project.id,
      rateItemIds: project.items,
    },
    'array',
  );
  const rows = read.rows as unknown[][];
  const docketId = rows[0]![0] as number;
  // id, company_id, project_id, company_rate_item_id, name, description, unit, rate, tax_rate, …
  const items = rows.map((r, position) => {
    const [id, , , , name, description, unit, rate, taxRate] = r.slice(RATE_ITEM_AT);
    return {
      projectRateItemId: id,
      entryType: 'qty',
      quantity: '2',
      startTime: null,
      endTime: null,
      breakMinutes: 0,
      notes: null,
      name,
      description,
      unit,
      rate,
      taxRate,
      position,
    };
  });
  await bare.insert(pool, {
    id: docketId,
    companyId: world.companyId,
    workerId: worker.id,
    projectId: project.id,
    date,
    status: 'approved',
    entryType: 'billable',
    startTime: null,
    endTime: null,
    breakMinutes: 0,
    workSpan: null,
    description: null,
    notes: null,
    countOnTimesheet: true,
    userId: worker.id,
    details: JSON.stringify({ status: 'approved' }),
    ...itemParameters(items),
  });
}
