import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { attachmentsOf } from '../../../db/docket-attachments';
import { docketEvents, dockets, projects } from '../../../db/schema';
import type { FileStore } from '../../../integrations/storage/file-store';
import { storedHashes } from './content-hash';

const sameList = (a: readonly (string | null)[], b: readonly (string | null)[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The attachments' hashes the docket's approval recorded (its latest 'approved' event); none before issue 28. */
async function recordedHashes(db: Db, docketId: number): Promise<string[]> {
  const [event] = await db
    .select({ details: docketEvents.details })
    .from(docketEvents)
    .where(and(eq(docketEvents.docketId, docketId), eq(docketEvents.eventType, 'approved')))
    .orderBy(desc(docketEvents.id))
    .limit(1);
  const hashes = (event?.details as { attachmentHashes?: unknown } | undefined)?.attachmentHashes;
  return Array.isArray(hashes) ? hashes.map(String) : [];
}

/**
 * Whether the docket's photos and files are still those it was approved with: the list its approval
 * recorded, the rows' list now and each original's bytes read back from the store, all the same in
 * id order. A swapped photo, a replaced row, one added or removed: not the docket that was signed.
 */
async function evidenceIntact(db: Db, files: FileStore, docketId: number): Promise<boolean> {
  const [recorded, rows] = await Promise.all([recordedHashes(db, docketId), attachmentsOf(db, docketId)]);
  if (!recorded.length && !rows.length) return true;
  const listed = rows.map((r) => r.sha256);
  return sameList(recorded, listed) && sameList(recorded, await storedHashes(files, rows));
}

/**
 * Public check of a fingerprint: only project, date and status, never the docket itself; null when
 * no approved docket has it, or its photos and files are no longer what was approved.
 */
export async function verifyHash(db: Db, files: FileStore, hash: string) {
  const [row] = await db
    .select({ id: dockets.id, project: projects.name, date: dockets.date, status: dockets.status })
    .from(dockets)
    .leftJoin(projects, eq(projects.id, dockets.projectId))
    .where(and(eq(dockets.contentHash, hash), eq(dockets.status, 'approved')));
  if (!row) return null;
  const { id, ...found } = row;
  return (await evidenceIntact(db, files, id)) ? found : null;
}
