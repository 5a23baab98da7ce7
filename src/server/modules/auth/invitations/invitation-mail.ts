import { eq } from 'drizzle-orm';
import { ROLE_LABELS } from '../../../../shared/roles';
import type { Actor } from '../../../access/sessions';
import type { invitations } from '../../../db/schema';
import { companies } from '../../../db/schema';
import type { AppContext } from '../../../http/module';
import { sendEmail } from '../../email/service';

export const INVITATION_DAYS = 7;

export type InvitationRow = typeof invitations.$inferSelect;

export const invitationView = (i: InvitationRow) => ({
  id: i.id,
  firstName: i.firstName,
  lastName: i.lastName,
  email: i.email,
  role: i.role,
  invitedById: i.invitedById,
  createdAt: i.createdAt,
  expiresAt: i.expiresAt,
});

export const inviteUrl = (appUrl: string, token: string) => `${appUrl}/signup/invite/${token}`;

/** Mails the link, on the inviter's behalf (their hourly cap); the reply says whether it was delivered. */
export async function mailInvitation(
  ctx: AppContext,
  actor: Actor,
  invitation: InvitationRow,
  token: string,
) {
  const [company] = await ctx.database.db
    .select()
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  const log = await sendEmail(ctx, {
    sender: actor,
    companyId: invitation.companyId,
    type: 'invitation',
    to: invitation.email,
    related: { type: 'invitation', id: invitation.id },
    content: {
      subject: `You're invited to join ${company!.name} on SiteDockets`,
      heading: `Join ${company!.name} on SiteDockets`,
      paragraphs: [
        `Hi ${invitation.firstName},`,
        `${company!.name} has invited you to SiteDockets as ${ROLE_LABELS[invitation.role]}. SiteDockets is where the team records daily dockets and gets them approved.`,
        `Choose a username and password to finish setting up your account. The invitation is valid for ${INVITATION_DAYS} days.`,
      ],
      action: { label: 'Accept invitation', url: inviteUrl(ctx.config.appUrl, token) },
    },
  });
  return { ...invitationView(invitation), emailStatus: log.status };
}
