import { and, eq, sql } from 'drizzle-orm';
import type { Grant } from '../../../access/grants';
import type { Tx } from '../../../db/client';
import { projectForemen } from '../../../db/schema';
import { badRequest, forbidden } from '../../../errors';
import { approveWithSignature, type AttachmentSeal } from './approve';
import { projectForeman } from './service';
import type { VisibleDocket } from '../access';

type GrantApprover = { foremanId?: number; foremanName?: string; foremanEmail?: string };

/**
 * An e-mailed link approves only as the foreman it was sent to, and only while the docket still
 * waits for them: any other approver in the body is refused, never silently recorded.
 */
async function linkForeman(tx: Tx, grant: Grant, docket: VisibleDocket, input: GrantApprover) {
  const sentTo = grant.foremanId === null ? undefined : await projectForeman(tx, docket, grant.foremanId);
  if (!sentTo || docket.foremanId !== sentTo.id)
    throw forbidden('This docket is no longer waiting for your approval. Ask the office for a new link.');
  const typedEmail = input.foremanEmail?.trim().toLowerCase();
  if (
    (input.foremanId !== undefined && input.foremanId !== sentTo.id) ||
    (typedEmail !== undefined && typedEmail !== sentTo.foremanEmail.toLowerCase())
  )
    throw forbidden(`This approval link was sent to ${sentTo.foremanName}: only they can approve with it.`);
  return sentTo;
}

/**
 * Without an account (project code or e-mailed link): the approver is one of the project's
 * foremen, or types a name and e-mail, which adds them to the project's list (DECISIONS).
 */
export async function approveWithGrant(
  tx: Tx,
  grant: Grant,
  docket: VisibleDocket,
  input: { signature: string } & GrantApprover,
  seal: AttachmentSeal,
) {
  let foreman;
  const chosen = input.foremanId;
  if (grant.kind === 'approval_link') {
    foreman = await linkForeman(tx, grant, docket, input);
  } else if (chosen) {
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
  return approveWithSignature(
    tx,
    docket,
    input.signature,
    {
      name: foreman.foremanName,
      role: 'foreman',
      method: grant.kind === 'approval_link' ? 'approval_link' : 'project_code',
      userId: null,
      foreman,
    },
    seal,
  );
}
