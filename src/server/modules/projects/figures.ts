import { and, inArray, sql } from 'drizzle-orm';
import { docketFigures, Figures, type LineItemFigures } from '../../../shared/dockets/docket-math';
import type { Db } from '../../db/client';
import { inTotalsScope } from '../../db/docket-counting';
import { docketLineItems, dockets } from '../../db/schema';

/** A project's hours (all dockets but void ones) and value, approved apart from not yet approved. */
export type ProjectFigures = { all: Figures; approved: Figures; unapproved: Figures };

const empty = (): ProjectFigures => ({
  all: new Figures(),
  approved: new Figures(),
  unapproved: new Figures(),
});

/**
 * Figures of each project's dockets (void ones excluded), computed per docket by the shared docket
 * math (hours worked are a docket's union of its time items, money its rounded lines). The
 * database only groups dockets with identical work items so that a year of dockets is a few
 * hundred rows, not a hundred thousand.
 */
export async function projectFigures(db: Db, projectIds: number[]): Promise<Map<number, ProjectFigures>> {
  const result = new Map<number, ProjectFigures>();
  if (!projectIds.length) return result;
  const li = docketLineItems;
  const perDocket = db
    .select({
      projectId: dockets.projectId,
      approved: sql<boolean>`${dockets.status} = 'approved'`.as('approved'),
      // Each item in the shape of the shared math's LineItemFigures, in a fixed order.
      items: sql<LineItemFigures[]>`jsonb_agg(jsonb_build_object('entryType', ${li.entryType},
        'startTime', ${li.startTime}, 'endTime', ${li.endTime}, 'breakMinutes', ${li.breakMinutes},
        'quantity', ${li.quantity}::text, 'unit', ${li.unit}, 'rate', ${li.rate}::text,
        'taxRate', ${li.taxRate}::text) order by ${li.entryType}, ${li.startTime}, ${li.endTime},
        ${li.breakMinutes}, ${li.quantity}, ${li.unit}, ${li.rate}, ${li.taxRate})`.as('items'),
    })
    .from(dockets)
    .innerJoin(li, sql`${li.docketId} = ${dockets.id}`)
    .where(and(inArray(dockets.projectId, projectIds), inTotalsScope()))
    .groupBy(dockets.id)
    .as('per_docket');
  const rows = await db
    .select({
      projectId: perDocket.projectId,
      approved: perDocket.approved,
      items: perDocket.items,
      count: sql<number>`count(*)::int`,
    })
    .from(perDocket)
    .groupBy(perDocket.projectId, perDocket.approved, perDocket.items);
  for (const row of rows) {
    const figures = docketFigures({
      entryType: 'billable',
      startTime: null,
      endTime: null,
      breakMinutes: 0,
      lineItems: row.items,
    }).times(row.count);
    const sums = result.get(row.projectId!) ?? empty();
    sums.all = sums.all.plus(figures);
    if (row.approved) sums.approved = sums.approved.plus(figures);
    else sums.unapproved = sums.unapproved.plus(figures);
    result.set(row.projectId!, sums);
  }
  return result;
}
