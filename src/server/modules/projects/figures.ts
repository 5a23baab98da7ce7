import { and, inArray, ne, sql } from 'drizzle-orm';
import { Figures, lineItemFigures } from '../../../shared/docket-math';
import type { Db } from '../../db/client';
import { docketLineItems, dockets } from '../../db/schema';

/**
 * Hours and value of each project's dockets (void ones excluded), computed by the shared docket
 * math. The database only groups identical inputs (same range, or same unit and rate for
 * quantities) so that a year of dockets is a few hundred rows, not a hundred thousand.
 */
export async function projectFigures(db: Db, projectIds: number[]): Promise<Map<number, Figures>> {
  const result = new Map<number, Figures>();
  if (!projectIds.length) return result;
  const li = docketLineItems;
  const rows = await db
    .select({
      projectId: dockets.projectId,
      entryType: li.entryType,
      startTime: li.startTime,
      endTime: li.endTime,
      breakMinutes: li.breakMinutes,
      unit: li.unit,
      rate: li.rate,
      taxRate: li.taxRate,
      quantity: sql<string | null>`sum(${li.quantity})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(li)
    .innerJoin(dockets, sql`${dockets.id} = ${li.docketId}`)
    .where(and(inArray(dockets.projectId, projectIds), ne(dockets.status, 'void')))
    .groupBy(
      dockets.projectId,
      li.entryType,
      li.startTime,
      li.endTime,
      li.breakMinutes,
      li.unit,
      li.rate,
      li.taxRate,
    );
  for (const row of rows) {
    const figures =
      row.entryType === 'time'
        ? lineItemFigures({ ...row, quantity: null }).times(row.count)
        : lineItemFigures(row);
    const id = row.projectId!;
    result.set(id, (result.get(id) ?? new Figures()).plus(figures));
  }
  return result;
}
