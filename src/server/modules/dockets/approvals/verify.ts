import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dockets, projects } from '../../../db/schema';

/** Public check of a fingerprint: only project, date and status, never the docket itself. */
export async function verifyHash(db: Db, hash: string) {
  const [row] = await db
    .select({ project: projects.name, date: dockets.date, status: dockets.status })
    .from(dockets)
    .leftJoin(projects, eq(projects.id, dockets.projectId))
    .where(and(eq(dockets.contentHash, hash), eq(dockets.status, 'approved')));
  return row ?? null;
}
