import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/sessions';
import { issueGrant, type Grant } from '../../access/grants';
import type { Tx } from '../../db/client';
import { docketEvents, dockets, projectForemen, users } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import type { EmailRequest } from '../email/service';
import { assertCanEdit, findDocket } from '../dockets/access';
import { addEvent } from '../dockets/events';
import { approveWithSignature } from './approve';

type DocketRow = typeof dockets.$inferSelect;

export async function projectForeman(tx: Tx, docket: DocketRow, foremanId: number | null | undefined) {
  if (!foremanId) throw badRequest('Please select a foreman first');
  const [foreman] = await tx
    .select()
    .from(projectForemen)
    .where(and(eq(projectForemen.id, foremanId), eq(projectForemen.projectId, docket.projectId ?? -1)));
  if (!foreman) throw badRequest('That foreman is not on this project');
  return foreman;
}

const editable = async (tx: Tx, actor: Actor, id: number) => {
  const docket = await findDocket(tx, actor, id);
  assertCanEdit(actor, docket);
  if (docket.entryType !== 'billable') throw conflict('Non-billable activity needs no approval');
  return docket;
};

export async function assignForeman(tx: Tx, actor: Actor, id: number, foremanId: number | null | undefined) {
  const docket = await editable(tx, actor, id);
  const f = await projectForeman(tx, docket, foremanId);
  await tx
    .update(dockets)
    .set({ foremanId: f.id, foremanName: f.foremanName, foremanEmail: f.foremanEmail, updatedAt: new Date() })
    .where(eq(dockets.id, id));
  await addEvent(tx, docket, 'foreman_assigned', actor.userId, { foremanName: f.foremanName });
}

export async function unlinkForeman(tx: Tx, actor: Actor, id: number) {
  const docket = await editable(tx, actor, id);
  if (docket.status === 'approved') throw conflict('An approved docket keeps its approver');
  await tx
    .update(dockets)
    .set({
      foremanId: null,
      foremanName: null,
      foremanEmail: null,
      status: docket.status === 'pending_approval' ? 'draft' : docket.status,
      updatedAt: new Date(),
    })
    .where(eq(dockets.id, id));
  await addEvent(tx, docket, 'unlinked_foreman', actor.userId, { foremanName: docket.foremanName });
}

/**
 * Puts the docket in the foreman's hands (pending approval, the timeline saying who was asked and
 * when) and returns the e-mail with a signed, expiring link to it, to send once this commits.
 */
export async function prepareApprovalRequest(
  appUrl: string,
  tx: Tx,
  actor: Actor,
  id: number,
  foremanId: number | null | undefined,
): Promise<EmailRequest> {
  const docket = await editable(tx, actor, id);
  if (docket.status === 'approved') throw conflict('This docket is already approved');
  const f = await projectForeman(tx, docket, foremanId ?? docket.foremanId);
  const [sentBefore] = await tx
    .select({ id: docketEvents.id })
    .from(docketEvents)
    .where(and(eq(docketEvents.docketId, id), eq(docketEvents.eventType, 'approval_request_sent')));
  const grant = await issueGrant(tx, {
    companyId: docket.companyId,
    projectId: docket.projectId!,
    docketId: id,
    foremanId: f.id,
    kind: 'approval_link',
  });
  const [worker] = await tx.select().from(users).where(eq(users.id, docket.workerId));
  await tx
    .update(dockets)
    .set({
      status: 'pending_approval',
      foremanId: f.id,
      foremanName: f.foremanName,
      foremanEmail: f.foremanEmail,
      updatedAt: new Date(),
    })
    .where(eq(dockets.id, id));
  if (docket.status !== 'pending_approval')
    await addEvent(tx, docket, 'pending_approval', actor.userId, { foremanName: f.foremanName });
  const link = `${appUrl}/timesheet-preview/${id}?grant=${grant.token}`;
  await addEvent(tx, docket, sentBefore ? 'resent_approval_request' : 'approval_request_sent', actor.userId, {
    recipient: f.foremanEmail,
    foremanName: f.foremanName,
  });
  return {
    companyId: docket.companyId,
    type: 'approval_request',
    to: f.foremanEmail,
    related: { type: 'timesheet', id },
    content: {
      subject: `Docket to approve: ${worker!.firstName} ${worker!.lastName}, ${docket.date}`,
      heading: 'A docket is waiting for your signature',
      paragraphs: [
        `Hi ${f.foremanName},`,
        `${worker!.firstName} ${worker!.lastName} has sent you their docket for ${docket.date} to approve.`,
        'Open it on your phone, check the work, and sign with your finger. No account or password is needed.',
        'The link works for 7 days and only for this docket.',
      ],
      action: { label: 'Review and sign the docket', url: link },
    },
  };
}

/** Signed in: the foreman signs on this device (often the worker's phone, handed over on site). */
export async function approveSignedIn(
  tx: Tx,
  actor: Actor,
  id: number,
  input: { signature: string; foremanId?: number | null },
) {
  const docket = await findDocket(tx, actor, id);
  if (docket.status === 'void' || docket.invoiced) throw conflict('This docket cannot be approved');
  if (actor.role === 'foreman' && !input.foremanId) {
    const [me] = await tx.select().from(users).where(eq(users.id, actor.userId));
    return approveWithSignature(tx, docket, input.signature, {
      name: `${me!.firstName} ${me!.lastName}`,
      role: 'foreman',
      method: 'signature_on_device',
      userId: actor.userId,
    });
  }
  if (!input.signature) throw badRequest('Signature is required for approval');
  const f = await projectForeman(tx, docket, input.foremanId ?? docket.foremanId);
  return approveWithSignature(tx, docket, input.signature, {
    name: f.foremanName,
    role: 'foreman',
    method: 'signature_on_device',
    userId: actor.userId,
    foreman: f,
  });
}

/**
 * Without an account (project code or e-mailed link): the approver is one of the project's
 * foremen, or types a name and e-mail, which adds them to the project's list (DECISIONS).
 */
export async function approveWithGrant(
  tx: Tx,
  grant: Grant,
  docket: DocketRow,
  input: { signature: string; foremanId?: number; foremanName?: string; foremanEmail?: string },
) {
  let foreman;
  const chosen = input.foremanId ?? grant.foremanId ?? undefined;
  if (chosen) {
    foreman = await projectForeman(tx, docket, chosen);
  } else {
    const name = input.foremanName?.trim();
    const email = input.foremanEmail?.trim();
    if (!name || !email) throw badRequest('Please select a foreman first');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('Valid email is required');
    const [existing] = await tx
      .select()
      .from(projectForemen)
      .where(
        and(
          eq(projectForemen.projectId, grant.projectId),
          eq(sql`lower(${projectForemen.foremanEmail})`, email.toLowerCase()),
        ),
      );
    foreman =
      existing ??
      (
        await tx
          .insert(projectForemen)
          .values({
            companyId: grant.companyId,
            projectId: grant.projectId,
            foremanName: name,
            foremanEmail: email,
          })
          .returning()
      )[0]!;
  }
  return approveWithSignature(tx, docket, input.signature, {
    name: foreman.foremanName,
    role: 'foreman',
    method: grant.kind === 'approval_link' ? 'approval_link' : 'project_code',
    userId: null,
    foreman,
  });
}
