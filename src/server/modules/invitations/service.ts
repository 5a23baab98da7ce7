import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CreateInvitation } from '../../../shared/schemas/invitations';
import { ROLE_LABELS } from '../../../shared/roles';
import type { Actor } from '../../access/sessions';
import { hashPassword } from '../../auth/passwords';
import { hashToken, newToken } from '../../auth/tokens';
import { companies, invitations, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AppContext } from '../../http/module';
import { sendEmail } from '../email/service';
import { assertAvailable, insertUser } from '../auth/service';
import { startSession } from '../auth/views';

export const INVITATION_DAYS = 7;
export const INVALID_INVITATION = 'This invitation link is not valid or has expired.';
const expiry = () => new Date(Date.now() + INVITATION_DAYS * 86_400_000);

type InvitationRow = typeof invitations.$inferSelect;

export const invitationView = (i: InvitationRow) => ({
  id: i.id,
  firstName: i.firstName,
  lastName: i.lastName,
  email: i.email,
  role: i.role,
  createdAt: i.createdAt,
  expiresAt: i.expiresAt,
});

export function createInvitationService(ctx: AppContext) {
  const db = ctx.database.db;

  async function mailInvitation(invitation: InvitationRow, token: string) {
    const [company] = await db.select().from(companies).where(eq(companies.id, invitation.companyId));
    await sendEmail(ctx, {
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
        action: { label: 'Accept invitation', url: `${ctx.config.appUrl}/signup/invite/${token}` },
      },
    });
  }

  async function ownPending(actor: Actor, id: number) {
    const [row] = await db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.id, id),
          eq(invitations.companyId, actor.companyId),
          isNull(invitations.acceptedAt),
          isNull(invitations.cancelledAt),
        ),
      );
    if (!row) throw notFound('Invitation');
    return row;
  }

  return {
    list: async (actor: Actor) =>
      (
        await db
          .select()
          .from(invitations)
          .where(
            and(
              eq(invitations.companyId, actor.companyId),
              isNull(invitations.acceptedAt),
              isNull(invitations.cancelledAt),
            ),
          )
          .orderBy(desc(invitations.createdAt))
      ).map(invitationView),

    async create(actor: Actor, input: CreateInvitation) {
      const [existingUser] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
      if (existingUser) throw conflict('An account with this email already exists');
      const [pending] = await db
        .select({ id: invitations.id })
        .from(invitations)
        .where(
          and(
            eq(invitations.companyId, actor.companyId),
            eq(sql`lower(${invitations.email})`, input.email.toLowerCase()),
            isNull(invitations.acceptedAt),
            isNull(invitations.cancelledAt),
            gt(invitations.expiresAt, sql`now()`),
          ),
        );
      if (pending) throw conflict('An invitation to this email is already pending. Resend it instead.');
      const token = newToken();
      const [row] = await db
        .insert(invitations)
        .values({
          ...input,
          companyId: actor.companyId,
          invitedById: actor.userId,
          tokenHash: hashToken(token),
          expiresAt: expiry(),
        })
        .returning();
      await mailInvitation(row!, token);
      return invitationView(row!);
    },

    async resend(actor: Actor, id: number) {
      await ownPending(actor, id);
      const token = newToken();
      const [row] = await db
        .update(invitations)
        .set({ tokenHash: hashToken(token), expiresAt: expiry() })
        .where(eq(invitations.id, id))
        .returning();
      await mailInvitation(row!, token);
      return invitationView(row!);
    },

    async cancel(actor: Actor, id: number) {
      await ownPending(actor, id);
      await db.update(invitations).set({ cancelledAt: new Date() }).where(eq(invitations.id, id));
    },

    /** The invitation behind a link, if it can still be accepted. */
    async findOpen(token: string) {
      const [row] = await db
        .select({ invitation: invitations, companyName: companies.name })
        .from(invitations)
        .innerJoin(companies, eq(companies.id, invitations.companyId))
        .where(
          and(
            eq(invitations.tokenHash, hashToken(token)),
            isNull(invitations.acceptedAt),
            isNull(invitations.cancelledAt),
            gt(invitations.expiresAt, sql`now()`),
          ),
        );
      if (!row) throw notFound('Invitation');
      return row;
    },

    async accept(
      token: string,
      input: { username: string; password: string },
      meta: { ipAddress: string; userAgent?: string },
    ) {
      const passwordHash = await hashPassword(input.password);
      const userId = await db.transaction(async (tx) => {
        const [invitation] = await tx
          .update(invitations)
          .set({ acceptedAt: new Date() })
          .where(
            and(
              eq(invitations.tokenHash, hashToken(token)),
              isNull(invitations.acceptedAt),
              isNull(invitations.cancelledAt),
              gt(invitations.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!invitation) throw badRequest(INVALID_INVITATION);
        await assertAvailable(tx, input.username, invitation.email);
        const user = await insertUser(tx, {
          companyId: invitation.companyId,
          username: input.username,
          email: invitation.email,
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          role: invitation.role,
          passwordHash,
        });
        await tx
          .update(invitations)
          .set({ acceptedUserId: user.id })
          .where(eq(invitations.id, invitation.id));
        return user.id;
      });
      return startSession(db, userId, meta);
    },
  };
}
