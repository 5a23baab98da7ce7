import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { REPORT_MSG } from '../../../shared/reports/reports';
import type { ReportQuery } from '../../../shared/reports/schemas';
import type { Db } from '../../db/client';
import { clients, dockets, projects, users } from '../../db/schema';
import { AppError } from '../../errors';

/** A report's filters: its range (both ends included) and the project, client or worker it is about. */
export type ReportFilters = Pick<ReportQuery, 'from' | 'to' | 'projectId' | 'clientId' | 'workerId'>;

const missing = (message: string, field: string) => new AppError('NOT_FOUND', message, { field });

/**
 * A project, client or worker the filters name must be the company's: 404 with the report's words
 * otherwise (another company's reads as one that does not exist). One statement.
 */
export async function assertFiltersKnown(db: Db, companyId: number, q: ReportFilters): Promise<void> {
  if (q.projectId === undefined && q.clientId === undefined && q.workerId === undefined) return;
  const found = (table: typeof projects | typeof clients | typeof users, id: number | undefined) =>
    id === undefined
      ? sql`true`
      : sql`exists (select 1 from ${table} where ${table.id} = ${id} and ${table.companyId} = ${companyId})`;
  const [row] = await db
    .select({
      project: found(projects, q.projectId).mapWith(Boolean),
      client: found(clients, q.clientId).mapWith(Boolean),
      worker: found(users, q.workerId).mapWith(Boolean),
    })
    .from(sql`(select 1) as one`);
  if (!row!.project) throw missing(REPORT_MSG.project, 'projectId');
  if (!row!.client) throw missing(REPORT_MSG.client, 'clientId');
  if (!row!.worker) throw missing(REPORT_MSG.worker, 'workerId');
}

/**
 * The company's dockets the filters pick, on the `dockets` table: dated within the range (unless
 * `upTo` asks for everything up to its end), of the project, of the client's projects, of the worker.
 */
export function filtered(companyId: number, q: ReportFilters, { upTo = false } = {}): SQL {
  return and(
    eq(dockets.companyId, companyId),
    upTo ? undefined : gte(dockets.date, q.from),
    lte(dockets.date, q.to),
    q.projectId === undefined ? undefined : eq(dockets.projectId, q.projectId),
    q.clientId === undefined
      ? undefined
      : sql`${dockets.projectId} in (select ${projects.id} from ${projects}
          where ${projects.companyId} = ${companyId} and ${projects.clientId} = ${q.clientId})`,
    q.workerId === undefined ? undefined : eq(dockets.workerId, q.workerId),
  )!;
}

/** The ids of the dockets a condition on `dockets` picks: what docket-figures.ts adds up. */
export const docketIds = (where: SQL): SQL => sql`select ${dockets.id} from ${dockets} where ${where}`;
