import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../../../shared/api/error-codes';
import type { ApprovalMethod } from '../../../../shared/dockets/approval-provenance';
import { canMove } from '../../../../shared/dockets/docket-policy';
import type { Role } from '../../../../shared/roles';
import type { Tx } from '../../../db/client';
import { dockets } from '../../../db/schema';
import { conflict } from '../../../errors';
import { addEvent } from '../events';
import { docketView } from '../views';
import { contentHash } from './content-hash';
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
 * Every signed approval goes through here: the signature is checked, the docket approved with its
 * approver, and the fingerprint of exactly what was approved stored with it (tamper evidence).
 */
export async function approveWithSignature(
  tx: Tx,
  docket: VisibleDocket,
  signatureInput: unknown,
  approver: Approver,
) {
  const signature = checkSignature(signatureInput);
  if (!canMove(docket, 'approved'))
    throw docket.status === 'void' ? conflict('A void docket cannot be approved') : alreadyApproved();
  const view = await docketView(tx, { money: false }, docket);
  const hash = contentHash(view, signature, approver.name);
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
  });
  return row!;
}
