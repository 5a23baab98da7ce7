import { and, eq, ne, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { clockOf } from '../../../shared/dockets/docket-math';
import type { Db, Tx } from '../../db/client';
import { docketLineItems, dockets } from '../../db/schema';
import { workSpanOf } from '../../db/work-span';

export { workSpanOf };
import { conflict, type AppError } from '../../errors';

/**
 * DECISIONS 'Overlapping dockets': a worker's non-void dockets of one day may not overlap. The
 * database holds the rule (the exclusion constraint `dockets_no_overlap` over work_span, so two
 * concurrent writes cannot both pass); this module writes the span and turns a refusal into the
 * 409 that names the other docket.
 */

const CONSTRAINT = 'dockets_no_overlap';

function isOverlap(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23P01') return constraint === CONSTRAINT;
  }
  return false;
}

/** Which docket and where a refused write was going: enough to name what it overlaps. */
export type Slot = {
  companyId: number;
  workerId: number;
  date: string;
  workSpan: string | null;
  id?: number;
};

async function overlapConflict(db: Db | Tx, slot: Slot): Promise<AppError> {
  const [other] = await db
    .select({
      id: dockets.id,
      start: sql<number>`lower(${dockets.workSpan})`,
      end: sql<number>`upper(${dockets.workSpan})`,
    })
    .from(dockets)
    .where(
      and(
        eq(dockets.companyId, slot.companyId),
        eq(dockets.workerId, slot.workerId),
        eq(dockets.date, slot.date),
        ne(dockets.status, 'void'),
        ne(dockets.id, slot.id ?? 0),
        sql`${dockets.workSpan} && ${slot.workSpan}::int4range`,
      ),
    )
    .orderBy(sql`lower(${dockets.workSpan})`, dockets.id)
    .limit(1);
  const named = other
    ? ` docket #${other.id} (${clockOf(other.start)}–${clockOf(other.end)})`
    : ' another docket';
  // The times are the work items' (a docket's span is theirs), so the field is `lineItems`.
  return conflict(`This time overlaps${named}: change the times or edit that docket.`, {
    field: 'lineItems',
  });
}

/**
 * Runs a write that may give a docket a time; when it would overlap another docket of the same
 * worker and day, answers 409 naming that docket. `slot()` is read after the failure, so a write
 * inside a transaction can fill it in as it learns where the docket goes.
 */
export async function refuseOverlaps<T>(
  db: Db | Tx,
  write: () => Promise<T>,
  slot: () => Slot | null,
): Promise<T> {
  try {
    // Inside a transaction the write gets a savepoint, so the transaction can still name the docket.
    return db instanceof PgTransaction ? await db.transaction(write) : await write();
  } catch (err) {
    const where = isOverlap(err) ? slot() : null;
    if (!where) throw err;
    throw await overlapConflict(db, where);
  }
}

/** The span of a billable docket as its stored time items give it (after adding or removing one). */
export async function storedWorkSpan(tx: Tx, docketId: number): Promise<string | null> {
  const items = await tx.select().from(docketLineItems).where(eq(docketLineItems.docketId, docketId));
  return workSpanOf({ entryType: 'billable' }, items);
}
