import { and, eq, sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../../../shared/dates';
import type { Db } from '../../../db/client';
import { docketEvents, dockets } from '../../../db/schema';
import type { AutoInvoiceBatch } from './batches';

/**
 * An automatic invoice's date, in the company's time zone: a week's is the Monday after it (the
 * first day it could be made); a single docket's is the day it was last approved (its latest
 * 'approved' event; a docket saved approved with none, the day it was signed or made). Both are
 * read from what was stored, so a run again makes the same request.
 */
export async function autoInvoiceDate(db: Db, batch: AutoInvoiceBatch, timeZone: string): Promise<string> {
  if (batch.weekStart) return addDays(batch.weekStart, 7);
  const approvedAt = sql<Date>`coalesce(
    (select max(${docketEvents.createdAt}) from ${docketEvents}
      where ${docketEvents.docketId} = ${dockets.id} and ${docketEvents.eventType} = 'approved'),
    ${dockets.signedAt}, ${dockets.createdAt})`.mapWith(dockets.createdAt);
  const [row] = await db
    .select({ at: approvedAt })
    .from(dockets)
    .where(and(eq(dockets.companyId, batch.companyId), eq(dockets.id, batch.docketIds[0]!)));
  return todayIn(timeZone, row?.at ?? new Date());
}
