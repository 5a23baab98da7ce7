import { and, eq } from 'drizzle-orm';
import type { AttachmentReply } from '../../../../shared/dockets/attachments/schemas';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { docketAttachments, dockets } from '../../../db/schema';
import type { FileStore } from '../../../integrations/storage/file-store';
import { findDocket } from '../access';
import { assertAttachable, attachmentChanged } from './rules';
import { removeFiles } from './files';
import { findAttachment, keysOf } from './views';

/** Changes an attachment's caption (what was sent only), on a docket the actor may attach to. */
export async function updateAttachment(
  db: Db,
  actor: Actor,
  docketId: number,
  attachmentId: number,
  changes: { caption?: string | null },
): Promise<AttachmentReply> {
  return db.transaction(async (tx) => {
    const docket = await findDocket(tx, actor, docketId, { forUpdate: true });
    const { row } = await findAttachment(tx, docket.id, attachmentId);
    assertAttachable(actor, docket);
    if (changes.caption !== undefined) {
      await tx
        .update(docketAttachments)
        .set({ caption: changes.caption })
        .where(and(eq(docketAttachments.id, row.id), eq(docketAttachments.docketId, docket.id)));
      await tx.update(dockets).set({ updatedAt: new Date() }).where(eq(dockets.id, docket.id));
    }
    return (await findAttachment(tx, docket.id, row.id)).view;
  });
}

/** Removes an attachment from a docket the actor may attach to; its files go once that is committed. */
export async function deleteAttachment(
  db: Db,
  files: FileStore,
  actor: Actor,
  docketId: number,
  attachmentId: number,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const docket = await findDocket(tx, actor, docketId, { forUpdate: true });
    const { row } = await findAttachment(tx, docket.id, attachmentId);
    assertAttachable(actor, docket);
    await tx.delete(docketAttachments).where(eq(docketAttachments.id, row.id));
    await attachmentChanged(tx, actor, docket, row, 'attachment_removed');
    return row;
  });
  await removeFiles(files, keysOf([removed]));
}
