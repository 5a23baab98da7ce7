import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { Db, Tx } from '../../db/client';
import { docketEvents, docketLineItems, dockets, projectRateItems, projects, users } from '../../db/schema';
import { visibleProjects } from '../projects/access';

/**
 * The two statements of docket creation, the busiest write, prepared once per database: one read
 * that checks everything and reserves the docket's id, and one write that stores the docket, its
 * work items and its 'created' event together (one statement, so all or nothing without a
 * transaction of several round trips).
 */

const p = sql.placeholder;

/**
 * The worker, the project if the viewer may see it, its rate items among `rateItemIds`, and
 * a new docket id. One row per rate item found (at least one while the worker exists).
 */
export function createContextStatement(db: Db | Tx, name: string, role: Role) {
  const viewer = { role, companyId: p('companyId'), userId: p('viewerId') };
  return db
    .select({
      docketId: sql<number>`(select nextval(pg_get_serial_sequence('dockets', 'id')))::int`,
      worker: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      },
      project: projects,
      rateItem: projectRateItems,
    })
    .from(users)
    .leftJoin(projects, and(eq(projects.id, p('projectId')), visibleProjects(db, viewer)))
    .leftJoin(
      projectRateItems,
      and(
        eq(projectRateItems.projectId, projects.id),
        sql`${projectRateItems.id} = any(${p('rateItemIds')}::int[])`,
      ),
    )
    .where(and(eq(users.id, p('workerId')), eq(users.companyId, p('companyId'))))
    .prepare(name);
}

/** Work items travel as one array per column, so one statement fits any number of them. */
export const ITEM_COLUMNS = [
  ['projectRateItemId', 'project_rate_item_id', 'int'],
  ['entryType', 'entry_type', 'line_item_entry_type'],
  ['quantity', 'quantity', 'numeric'],
  ['startTime', 'start_time', 'varchar'],
  ['endTime', 'end_time', 'varchar'],
  ['breakMinutes', 'break_minutes', 'int'],
  ['notes', 'notes', 'text'],
  ['name', 'name', 'varchar'],
  ['description', 'description', 'text'],
  ['unit', 'unit', 'varchar'],
  ['rate', 'rate', 'numeric'],
  ['taxRate', 'tax_rate', 'numeric'],
  ['position', 'position', 'int'],
] as const;

/** The work items' parameters of insertDocketStatement: one array per column. */
export function itemParameters(rows: Partial<Record<(typeof ITEM_COLUMNS)[number][0], unknown>>[]) {
  return Object.fromEntries(
    ITEM_COLUMNS.map(([key]) => [`items.${key}`, rows.map((row) => row[key] ?? null)]),
  );
}

const DOCKET_COLUMNS = [
  ['id', 'id'],
  ['companyId', 'company_id'],
  ['workerId', 'worker_id'],
  ['projectId', 'project_id'],
  ['date', 'date'],
  ['status', 'status'],
  ['entryType', 'entry_type'],
  ['startTime', 'start_time'],
  ['endTime', 'end_time'],
  ['breakMinutes', 'break_minutes'],
  ['workSpan', 'work_span'],
  ['description', 'description'],
  ['notes', 'notes'],
  ['countOnTimesheet', 'count_on_timesheet'],
] as const;

const names = (columns: readonly (readonly [string, string, ...string[]])[]) =>
  sql.raw(columns.map(([, column]) => `"${column}"`).join(', '));

export function insertDocketStatement(db: Db | Tx, name: string) {
  const d = db.$with('d', getTableColumns(dockets)).as(
    sql`insert into ${dockets} (${names(DOCKET_COLUMNS)}) overriding system value
        values (${sql.join(
          DOCKET_COLUMNS.map(([key]) => p(key)),
          sql`, `,
        )}) returning *`,
  );
  const i = db.$with('i', getTableColumns(docketLineItems)).as(
    sql`insert into ${docketLineItems} ("company_id", "docket_id", ${names(ITEM_COLUMNS)})
        select ${p('companyId')}, ${p('id')}, * from unnest(${sql.join(
          ITEM_COLUMNS.map(([key, , type]) => sql`${p(`items.${key}`)}::${sql.raw(type)}[]`),
          sql`, `,
        )}) returning *`,
  );
  const e = db.$with('e', { id: docketEvents.id }).as(
    sql`insert into ${docketEvents} ("company_id", "docket_id", "event_type", "user_id", "details")
        values (${p('companyId')}, ${p('id')}, 'created', ${p('userId')}, ${p('details')}::jsonb) returning "id"`,
  );
  return db
    .with(d, i, e)
    .select()
    .from(d)
    .leftJoin(i, sql`true`)
    .orderBy(i.position)
    .prepare(name);
}
