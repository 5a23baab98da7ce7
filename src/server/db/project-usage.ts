import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates';
import { Figures } from '../../shared/dockets/docket-math';
import type { Db, Tx } from './client';
import { docketFiguresSql, rowsOf } from './docket-figures';
import { inTotalsScope } from './docket-counting';
import { dockets } from './schema';

/** What a project has used against its budget: hours worked ("12.50") and value ex GST ("1234.56"). */
export type ProjectUsage = { hours: string; net: string };

/**
 * Hours worked and value ex GST of the projects' dockets that are not void, dated up to `upTo`
 * (issue 26: a budget's use runs from the first docket, whatever a report's range starts on). Added
 * up by the database (docket-figures.ts, docket-math's rules) in exact minutes and cents; a project
 * without dockets is in the map with zeros.
 */
export async function projectUsage(
  db: Db | Tx,
  companyId: number,
  projectIds: number[],
  upTo: IsoDate,
): Promise<Map<number, ProjectUsage>> {
  const usage = new Map<number, ProjectUsage>();
  if (projectIds.length === 0) return usage;
  const ids = [...new Set(projectIds)];
  const chosen = sql`select ${dockets.id} from ${dockets} where ${and(
    eq(dockets.companyId, companyId),
    inArray(dockets.projectId, ids),
    inTotalsScope(),
    lte(dockets.date, upTo),
  )}`;
  const rows = await rowsOf<{ project_id: number; minutes: string; net_cents: string }>(
    db,
    sql`select d.project_id, sum(f.minutes)::bigint as minutes, sum(f.net_cents)::bigint as net_cents
      from ${docketFiguresSql(chosen)} f
      join dockets d on d.id = f.docket_id
      group by d.project_id`,
  );
  const zero = new Figures();
  for (const id of ids) usage.set(id, { hours: zero.hours, net: zero.net });
  for (const row of rows) {
    const figures = new Figures(BigInt(row.minutes) * 100n, BigInt(row.net_cents));
    usage.set(Number(row.project_id), { hours: figures.hours, net: figures.net });
  }
  return usage;
}
