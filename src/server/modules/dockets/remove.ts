import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { attachmentsOf } from '../../db/docket-attachments';
import { dockets } from '../../db/schema';
import { conflict } from '../../errors';
import type { FileStore } from '../../integrations/storage/file-store';
import { assertMay, findDocket } from './access';
import { removeFiles } from './attachments/files';
import { keysOf } from './attachments/views';

/**
 * Only drafts are deleted; anything else is marked void so the record stays (spec 001 §4). A
 * deleted draft's photos and files (their rows go with it) are removed from `files` once it is gone.
 */
export async function deleteDocket(db: Db, actor: Actor, id: number, files: FileStore) {
  const docket = await findDocket(db, actor, id);
  assertMay(actor, 'delete', docket, {
    status: () => conflict('Only draft dockets can be deleted. Mark it void instead.'),
  });
  const attached = await attachmentsOf(db, id);
  await db.delete(dockets).where(eq(dockets.id, id));
  await removeFiles(files, keysOf(attached));
}
