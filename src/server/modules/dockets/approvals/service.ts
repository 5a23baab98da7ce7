import { and, eq } from 'drizzle-orm';
import { formatInstant, longCalendarDate } from '../../../../shared/dates';
import { denial, type DocketAction } from '../../../../shared/dockets/docket-policy';
import { fullName } from '../../../../shared/people';
import { can } from '../../../../shared/roles';
import type { Actor } from '../../../access/sessions';
import { issueGrant } from '../../../access/grants';
import type { Tx } from '../../../db/client';
import { companies, docketEvents, dockets, projectForemen, users } from '../../../db/schema';
import { badRequest, conflict, type AppError } from '../../../errors';
import type { EmailRequest } from '../../email/service';
import { assertMay, findDocket } from '../access';
import { addEvent } from '../events';
import { offeredForemen } from '../../projects/offered-foremen';
import { alreadyApproved, approveWithSignature, type AttachmentSeal } from './approve';

type DocketRow = typeof dockets.$inferSelect;

export async function projectForeman(tx: Tx, docket: DocketRow, foremanId: number | null | undefined) {
  if (!foremanId) throw badRequest('Please select a foreman first');
  const [foreman] = await tx
    .select()
    .from(projectForemen)
    .where(and(eq(projectForemen.id, foremanId), offeredForemen(docket.projectId ?? -1)));
  if (!foreman) throw badRequest('That foreman is not on this project');
  return foreman;
}

const editable = async (tx: Tx, actor: Actor, id: number, action: DocketAction, status?: () => AppError) => {
  const docket = await findDocket(tx, actor, id);
  assertMay(actor, action, docket, {
    nonBillable: () => conflict('Non-billable activity needs no approval'),
    ...(status ? { status } : {}),
  });
  return docket;
};

export async function assignForeman(tx: Tx, actor: Actor, id: number, foremanId: number | null | undefined) {
  const docket = await editable(tx, actor, id, 'assignForeman');
  const f = await projectForeman(tx, docket, foremanId);
  await tx
    .update(dockets)
    .set({ foremanId: f.id, foremanName: f.foremanName, foremanEmail: f.foremanEmail, updatedAt: new Date() })
    .where(eq(dockets.id, id));
  await addEvent(tx, docket, 'foreman_assigned', actor.userId, { foremanName: f.foremanName });
  return docket;
}

export async function unlinkForeman(tx: Tx, actor: Actor, id: number) {
  const docket = await editable(tx, actor, id, 'unlinkForeman', () =>
    conflict('An approved docket keeps its approver'),
  );
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
  return docket;
}

/**
 * Puts the docket in the foreman's hands (pending approval, the timeline saying who was asked and
 * when) and returns the e-mail with a signed, expiring link to it, to send once this commits, and
 * the timeline event that then records what became of it (events.ts recordDelivery).
 */
export async function prepareApprovalRequest(
  appUrl: string,
  tx: Tx,
  actor: Actor,
  id: number,
  foremanId: number | null | undefined,
): Promise<{ mail: EmailRequest; eventId: number }> {
  const docket = await editable(tx, actor, id, 'sendForApproval', alreadyApproved);
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
  const [company] = await tx.select().from(companies).where(eq(companies.id, docket.companyId));
  const day = longCalendarDate(docket.date);
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
  const eventId = await addEvent(
    tx,
    docket,
    sentBefore ? 'resent_approval_request' : 'approval_request_sent',
    actor.userId,
    { recipient: f.foremanEmail, foremanName: f.foremanName },
  );
  const mail: EmailRequest = {
    companyId: docket.companyId,
    type: 'approval_request',
    to: f.foremanEmail,
    related: { type: 'timesheet', id },
    content: {
      subject: `Docket to approve: ${fullName(worker!)}, ${day}`,
      heading: 'A docket is waiting for your signature',
      paragraphs: [
        `Hi ${f.foremanName},`,
        `${fullName(worker!)} has sent you their docket for ${day} to approve.`,
        'Open it on your phone, check the work, and sign with your finger. No account or password is needed.',
        `The link works only for this docket, until ${formatInstant(grant.expiresAt, company!.timeZone)}.`,
      ],
      action: { label: 'Review and sign the docket', url: link },
    },
  };
  return { mail, eventId };
}

/**
 * Signed in: a foreman signs as themselves (foreman_account), or the chosen project foreman signs
 * on this signed-in person's phone, handed over on site (worker_phone: shown as a hand-over, never
 * as a remote signature).
 */
export async function approveSignedIn(
  tx: Tx,
  actor: Actor,
  id: number,
  input: { signature: string; foremanId?: number | null },
  seal: AttachmentSeal,
) {
  const docket = await findDocket(tx, actor, id);
  // An approved docket is refused after the signature is checked (approveWithSignature).
  const why = denial(actor, 'approve', docket);
  if (why === 'void' || why === 'invoiced') throw conflict('This docket cannot be approved');
  const [me] = await tx.select().from(users).where(eq(users.id, actor.userId));
  const myName = fullName(me!);
  const signsAsSelf = can(actor.role, 'dockets.signAsSelf');
  if (signsAsSelf && !input.foremanId) {
    await approveWithSignature(
      tx,
      docket,
      input.signature,
      {
        name: myName,
        role: 'foreman',
        method: 'foreman_account',
        userId: actor.userId,
      },
      seal,
    );
    return docket;
  }
  if (!input.signature) throw badRequest('Signature is required for approval');
  const f = await projectForeman(tx, docket, input.foremanId ?? docket.foremanId);
  const self = signsAsSelf && f.foremanEmail.toLowerCase() === me!.email.toLowerCase();
  await approveWithSignature(
    tx,
    docket,
    input.signature,
    {
      name: f.foremanName,
      role: 'foreman',
      method: self ? 'foreman_account' : 'worker_phone',
      userId: actor.userId,
      foreman: f,
      ...(self ? {} : { deviceOwner: myName }),
    },
    seal,
  );
  return docket;
}
