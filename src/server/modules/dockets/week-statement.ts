import DataLoader from 'dataloader';
import { and, asc, eq, gte, isNull, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { arrayStatement, columnsAt, prepared } from '../../db/prepared';
import { docketLineItems, dockets, projects, users } from '../../db/schema';
import { docketContextColumns, docketReplyColumns, itemReplyColumns } from './views';

/** One reader's request of the week and day views: a worker's dockets of a company over some days. */
export type WeekRequest = { companyId: number; workerId: number; from: string; to: string };

/**
 * What the week view's statement selects, in this order: the columns a docket's reply reads, its
 * project's and worker's (the context), and one work item's (null for a docket without items).
 */
const weekColumns = { d: docketReplyColumns, context: docketContextColumns, item: itemReplyColumns };
const docketAt = columnsAt(docketReplyColumns, 0);
const contextAt = columnsAt(docketContextColumns, docketAt.end);
const itemAt = columnsAt(itemReplyColumns, contextAt.end);
/** Where a row's docket id is, its work item's id (null when the docket has no work items), its request's number. */
const DOCKET_ID = Object.keys(docketReplyColumns).indexOf('id');
const ITEM_ID = contextAt.end + Object.keys(itemReplyColumns).indexOf('id');
const REQUEST_AT = itemAt.end;

/** Which worker's dockets of which company over which days: placeholders, or a batch's request. */
type RequestSql = Record<'companyId' | 'workerId' | 'from' | 'to', SQLWrapper>;
const placeholders: RequestSql = {
  companyId: sql.placeholder('companyId'),
  workerId: sql.placeholder('workerId'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
};

/**
 * The week and day views' query for one request: a worker's dockets of a date range, a row per work
 * item, with project and worker (`columns`: what it selects, the week view's by default).
 */
export function workerDocketsQuery(
  db: Db | Tx,
  columns: SelectedFields = weekColumns,
  request: RequestSql = placeholders,
) {
  return (
    db
      .select(columns)
      .from(dockets)
      // Every row read is the company's own (each join names it too), so a reply depends on that
      // company's rows only: the read cache keeps it until that company's change clock moves.
      .leftJoin(projects, and(eq(projects.id, dockets.projectId), eq(projects.companyId, dockets.companyId)))
      .innerJoin(users, and(eq(users.id, dockets.workerId), eq(users.companyId, dockets.companyId)))
      .leftJoin(
        docketLineItems,
        and(eq(docketLineItems.docketId, dockets.id), eq(docketLineItems.companyId, dockets.companyId)),
      )
      .where(
        and(
          eq(dockets.companyId, request.companyId),
          eq(dockets.workerId, request.workerId),
          gte(dockets.date, request.from),
          lte(dockets.date, request.to),
          or(isNull(dockets.projectId), eq(projects.isActive, true)),
        ),
      )
      .orderBy(asc(dockets.date), asc(dockets.id), asc(docketLineItems.position), asc(docketLineItems.id))
  );
}

/**
 * That query for every request of a batch (`companyIds`, `workerIds`, `froms`, `tos`: one element
 * each), each request's rows followed by its number (from 1, in the order given). The query runs once
 * per request as a lateral subquery (`offset 0` keeps PostgreSQL from flattening it, so each runs as
 * alone: the docket index on company, worker and day), and a nested loop keeps its rows in its order.
 */
function batchedWorkerDocketsQuery(db: Db | Tx) {
  const each = workerDocketsQuery(db, weekColumns, {
    companyId: sql`req.company_id`,
    workerId: sql`req.worker_id`,
    from: sql`req.date_from`,
    to: sql`req.date_to`,
  });
  const query = sql`select w.*, req.n::integer from unnest(${sql.placeholder('companyIds')}::integer[],
    ${sql.placeholder('workerIds')}::integer[], ${sql.placeholder('froms')}::date[], ${sql.placeholder('tos')}::date[])
    with ordinality as req (company_id, worker_id, date_from, date_to, n)
    cross join lateral (${each} offset 0) as w`;
  return { toSQL: () => new PgDialect().sqlToQuery(query) };
}

/** The most requests one execution carries. */
const BATCH_AT_MOST = 100;

/** One docket of a request's reply: its columns, its project's and worker's, its work items in order. */
export type WeekDocket = {
  docket: ReturnType<typeof docketAt.read>;
  context: ReturnType<typeof contextAt.read>;
  items: ReturnType<typeof itemAt.read>[];
};

/**
 * A request's dockets, read together with every other request that arrived in the same turn of the
 * event loop: one execution (one round trip, one plan) for all of them instead of one each.
 * The hottest read of the product; a request waits for nothing but the requests read beside it.
 */
export async function weekDockets(db: Db, request: WeekRequest): Promise<WeekDocket[]> {
  const rows = await prepared(db, 'worker_dockets', weekLoader).load(request);
  const found: WeekDocket[] = [];
  for (let i = 0; i < rows.length; ) {
    const row = rows[i]!;
    const items: WeekDocket['items'] = [];
    for (; i < rows.length && rows[i]![DOCKET_ID] === row[DOCKET_ID]; i++)
      if (rows[i]![ITEM_ID] !== null) items.push(itemAt.read(rows[i]!));
    found.push({ docket: docketAt.read(row), context: contextAt.read(row), items });
  }
  return found;
}

function weekLoader(db: Db | Tx, name: string) {
  const statement = arrayStatement(db as Db, name, batchedWorkerDocketsQuery(db));
  return new DataLoader<WeekRequest, unknown[][]>(
    async (batch) => {
      const rows = await statement({
        companyIds: batch.map((r) => r.companyId),
        workerIds: batch.map((r) => r.workerId),
        froms: batch.map((r) => r.from),
        tos: batch.map((r) => r.to),
      });
      const each = batch.map((): unknown[][] => []);
      for (const row of rows) each[(row[REQUEST_AT] as number) - 1]!.push(row);
      return each;
    },
    { cache: false, maxBatchSize: BATCH_AT_MOST, batchScheduleFn: (run) => setImmediate(run) },
  );
}
