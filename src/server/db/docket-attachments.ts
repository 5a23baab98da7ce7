import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { docketAttachments } from './schema';

/** One attachment's row (site evidence, issue 28): what it is and where its bytes are kept. */
export type DocketAttachmentRow = typeof docketAttachments.$inferSelect;

/**
 * A docket's attachments in the order they were added (id order): the order the docket PDF, the
 * export and the approval fingerprint list them in.
 */
export function attachmentsOf(db: Db | Tx, docketId: number): Promise<DocketAttachmentRow[]> {
  return db
    .select()
    .from(docketAttachments)
    .where(eq(docketAttachments.docketId, docketId))
    .orderBy(asc(docketAttachments.id));
}

/**
 * The attachments of several dockets in one query, each docket's in id order; a docket with none
 * has no entry (`.get(id) ?? []`).
 */
export async function attachmentsOfDockets(
  db: Db | Tx,
  docketIds: readonly number[],
): Promise<Map<number, DocketAttachmentRow[]>> {
  const byDocket = new Map<number, DocketAttachmentRow[]>();
  if (!docketIds.length) return byDocket;
  const rows = await db
    .select()
    .from(docketAttachments)
    .where(inArray(docketAttachments.docketId, [...docketIds]))
    .orderBy(asc(docketAttachments.id));
  for (const row of rows) {
    const list = byDocket.get(row.docketId);
    if (list) list.push(row);
    else byDocket.set(row.docketId, [row]);
  }
  return byDocket;
}
