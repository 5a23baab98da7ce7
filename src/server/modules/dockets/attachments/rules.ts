import type { Upload } from '@tus/server';
import { attachmentsSealed } from '../../../../shared/dockets/attachments/attach-rule';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../../../../shared/dockets/attachments/limits';
import type { Actor } from '../../../access/sessions';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { DocketAttachmentRow } from '../../../db/docket-attachments';
import { dockets } from '../../../db/schema';
import { badRequest, conflict } from '../../../errors';
import { assertMay, findDocket } from '../access';
import { addEvent } from '../events';
import { uploadFor, type UploadFor } from './upload-metadata';
import { approvedDocket, companyFull, tooLarge, tooMany } from './refusals';
import { findByKey, roomUsed } from './views';

/**
 * Who may add, caption or remove a docket's photos and files: whoever may edit it (its worker,
 * admin, office), and never once it is signed — they are part of what was signed (attach-rule.ts).
 */
export function assertAttachable(actor: Actor, docket: typeof dockets.$inferSelect): void {
  assertMay(actor, 'edit', docket);
  if (attachmentsSealed(docket)) throw approvedDocket();
}

/** Room on the docket (20) and in the company's storage for `bytes` more. */
export async function assertRoom(
  db: Db | Tx,
  docket: { id: number; companyId: number },
  bytes: number,
  limitBytes: number,
): Promise<void> {
  const used = await roomUsed(db, docket);
  if (used.count >= MAX_ATTACHMENTS) throw tooMany();
  if (used.companyBytes + bytes > limitBytes) throw companyFull();
}

/**
 * The checks when an upload starts (tus creation), before a byte is sent: a docket the actor sees
 * (404) and may attach to, a size within the limit, room on the docket and in the company. A key
 * that already made a row on this docket is let through, so a resend finishes on the row it made.
 */
export async function checkNewUpload(
  db: Db,
  actor: Actor,
  upload: Pick<Upload, 'metadata' | 'size'>,
  limitBytes: number,
): Promise<UploadFor> {
  if (upload.size === undefined)
    throw badRequest('Upload-Length is required: a photo or file is sent with its size');
  const wanted = uploadFor(upload.metadata);
  const docket = await findDocket(db, actor, wanted.docketId);
  const made = await findByKey(db, actor.companyId, wanted.key);
  if (made) {
    if (made.row.docketId !== docket.id)
      throw conflict("This upload's key belongs to another docket's photo", { field: 'key' });
    return wanted;
  }
  assertAttachable(actor, docket);
  if (upload.size > MAX_ATTACHMENT_BYTES) throw tooLarge();
  await assertRoom(db, docket, upload.size, limitBytes);
  return wanted;
}

/**
 * A photo or file was added or removed: the timeline says so ('Photo added', its name), and the
 * docket's updated_at moves, which tells the live streams of the office and the foreman.
 */
export async function attachmentChanged(
  tx: Tx,
  actor: Actor,
  docket: { id: number; companyId: number },
  row: Pick<DocketAttachmentRow, 'kind' | 'fileName'>,
  type: 'attachment_added' | 'attachment_removed',
): Promise<void> {
  await addEvent(tx, docket, type, actor.userId, { kind: row.kind, fileName: row.fileName });
  await tx.update(dockets).set({ updatedAt: new Date() }).where(eq(dockets.id, docket.id));
}
