import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../../../shared/api/error-codes';
import type { ApprovalMethod } from '../../../../shared/dockets/approval-provenance';
import { canMove } from '../../../../shared/dockets/docket-policy';
import type { Role } from '../../../../shared/roles';
import type { Db, Tx } from '../../../db/client';
import { attachmentsOf } from '../../../db/docket-attachments';
import { dockets } from '../../../db/schema';
import { conflict } from '../../../errors';
import type { FileStore } from '../../../integrations/storage/file-store';
import { addEvent } from '../events';
import { docketView } from '../views';
import { contentHash, storedHashes } from './content-hash';
import { checkSignature } from './signature';
import type { VisibleDocket } from '../access';

export type Approver = {
  name: string;
  role: Role;
  method: ApprovalMethod;
  userId: number | null;
  /** worker_phone: the signed-in person whose phone the foreman signed on. */
  deviceOwner?: string;
  foreman?: { id: number; foremanName: string; foremanEmail: string };
};

/**
 * An approval (or its request) of a docket approved already, with its own code: the offline queue
 * counts a resent approval refused so as done.
 */
export const alreadyApproved = () =>
  conflict('This docket is already approved', { code: ErrorCode.ALREADY_APPROVED });

/**
 * A docket's photos and files as the store held them just before it was signed: each row's id and
 * the SHA-256 of its original read back from the store (null: missing). What the fingerprint covers.
 */
export type AttachmentSeal = { id: number; sha256: string | null }[];

/**
 * Reads the seal before the approval's transaction opens (the database store reads on the
 * installation's connection, which the embedded database's one open transaction would hold). Only
 * the company's own rows are read: the transaction checks access and compares.
 */
export async function sealAttachments(
  db: Db,
  files: FileStore,
  { companyId, docketId }: { companyId: number; docketId: number },
): Promise<AttachmentSeal> {
  const rows = (await attachmentsOf(db, docketId)).filter((row) => row.companyId === companyId);
  const hashes = await storedHashes(files, rows);
  return rows.map((row, i) => ({ id: row.id, sha256: hashes[i]! }));
}

const evidenceChanged = () =>
  conflict(
    "This docket's photos or files changed while it was being signed. Please check them and sign again.",
  );

/**
 * The hashes the fingerprint covers, once the seal is the docket's attachments as they are in the
 * transaction (none added or removed since it was read) and each original's bytes are the ones its
 * row recorded; otherwise what was signed is not what is stored, and the approval is refused.
 */
async function sealedHashes(tx: Tx, docketId: number, seal: AttachmentSeal): Promise<string[]> {
  const rows = await attachmentsOf(tx, docketId);
  const same =
    rows.length === seal.length &&
    rows.every((row, i) => row.id === seal[i]!.id && row.sha256 === seal[i]!.sha256);
  if (!same) throw evidenceChanged();
  return rows.map((row) => row.sha256);
}

/**
 * Every signed approval goes through here: the signature is checked, the docket approved with its
 * approver, and the fingerprint of exactly what was approved stored with it (tamper evidence),
 * its photos' and files' hashes (the seal, read before the transaction) among it and in the event.
 */
export async function approveWithSignature(
  tx: Tx,
  docket: VisibleDocket,
  signatureInput: unknown,
  approver: Approver,
  seal: AttachmentSeal,
) {
  const signature = checkSignature(signatureInput);
  if (!canMove(docket, 'approved'))
    throw docket.status === 'void' ? conflict('A void docket cannot be approved') : alreadyApproved();
  const attachmentHashes = await sealedHashes(tx, docket.id, seal);
  const view = await docketView(tx, { money: false }, docket);
  const hash = contentHash(view, signature, approver.name, attachmentHashes);
  const foreman = approver.foreman
    ? {
        foremanId: approver.foreman.id,
        foremanName: approver.foreman.foremanName,
        foremanEmail: approver.foreman.foremanEmail,
      }
    : {};
  const [row] = await tx
    .update(dockets)
    .set({
      ...foreman,
      status: 'approved',
      signature,
      signedAt: new Date(),
      approvedByName: approver.name,
      approvedByUserId: approver.userId,
      approvalMethod: approver.method,
      approvalDeviceOwner: approver.deviceOwner ?? null,
      contentHash: hash,
      updatedAt: new Date(),
    })
    .where(eq(dockets.id, docket.id))
    .returning();
  await addEvent(tx, docket, 'approved', approver.userId, {
    approverName: approver.name,
    approverRole: approver.role,
    approvalMethod: approver.method,
    ...(approver.deviceOwner ? { approvalDeviceOwner: approver.deviceOwner } : {}),
    foremanName: approver.foreman?.foremanName ?? approver.name,
    contentHash: hash,
    ...(attachmentHashes.length ? { attachmentHashes } : {}),
  });
  return row!;
}
