import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CreateInvitation } from '../../../../shared/auth/invitations-schemas';
import type { Actor } from '../../../access/sessions';
import { hashPassword } from '../../../auth/passwords';
import { hashToken, newToken } from '../../../auth/tokens';
import { companies, invitations, users } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../errors';
import type { AppContext } from '../../../http/module';
import { assertMailAllowance } from '../../email/cap';
import { INVITATION_DAYS, invitationView, inviteUrl, mailInvitation } from './invitation-mail';
import { assertAvailable, insertUser } from '../service';
import { startSession } from '../views';

export const INVALID_INVITATION = 'This invitation link is not valid or has expired.';
export const NOT_YOUR_INVITATION = 'Only the person who sent this invitation can copy its link.';
const expiry = () => new Date(Date.now() + INVITATION_DAYS * 86_400_000);

export function createInvitationService(ctx: AppContext) {
  const db = ctx.database.db;

  /** A new link for the invitation (the earlier one stops working): only its hash is stored. */
  async function newLink(id: number) {
    const token = newToken();
    const [row] = await db
      .update(invitations)
      .set({ tokenHash: hashToken(token), expiresAt: expiry() })
      .where(eq(invitations.id, id))
      .returning();
    return { row: row!, token };
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
      if (existingUser) throw conflict('An account with this email already exists', { field: 'email' });
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
      if (pending)
        throw conflict('An invitation to this email is already pending. Resend it instead.', {
          field: 'email',
        });
      await assertMailAllowance(db, actor);
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
      return mailInvitation(ctx, actor, row!, token);
    },

    async resend(actor: Actor, id: number) {
      await ownPending(actor, id);
      await assertMailAllowance(db, actor);
      const { row, token } = await newLink(id);
      return mailInvitation(ctx, actor, row, token);
    },

    /**
     * The link to hand over another way (no mail server, a text message): a new one, so none is
     * ever stored or logged readable. Only the person who sent the invitation may take it: a
     * colleague cannot sign up in the invitee's place with the invited role.
     */
    async copyLink(actor: Actor, id: number) {
      const invitation = await ownPending(actor, id);
      if (invitation.invitedById !== actor.userId) throw forbidden(NOT_YOUR_INVITATION);
      const { row, token } = await newLink(id);
      return { url: inviteUrl(ctx.config.appUrl, token), expiresAt: row.expiresAt };
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
