import { and, inArray } from 'drizzle-orm';
import type { DocketLineItemsInput } from '../../../../shared/invoicing/schemas';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { dockets } from '../../../db/schema';
import { visibleDockets } from '../../dockets/access';
import { docketColumnsWithoutSignature, docketViews } from '../../dockets/views';
import { docketNotFound } from '../../../errors';

/**
 * POST /api/timesheets/line-items (002 §7): the work items of the dockets asked for, docket by
 * docket in the order asked, as GET /api/timesheets/:id/line-items gives each. One the caller
 * cannot see (another company's, or none) is 404 naming it, as if it did not exist.
 */
export async function docketsLineItems(db: Db, actor: Actor, input: DocketLineItemsInput) {
  const ids = [...new Set([...(input.docketIds ?? []), ...(input.timesheetId ? [input.timesheetId] : [])])];
  const rows = await db
    .select(docketColumnsWithoutSignature)
    .from(dockets)
    .where(and(inArray(dockets.id, ids), visibleDockets(db, actor)));
  const found = new Map(rows.map((d) => [d.id, d]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw docketNotFound(missing, input.docketIds ? 'docketIds' : 'timesheetId');
  const views = await docketViews(
    db,
    actor,
    ids.map((id) => ({ ...found.get(id)!, signature: null })),
  );
  return views.flatMap((d) => d.lineItems);
}
