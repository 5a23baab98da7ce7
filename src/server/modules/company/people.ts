import { and, eq, inArray } from 'drizzle-orm';
import { can, PERMISSIONS, type Role } from '../../../shared/roles';
import { forgetUserSessions, revokeUserSessions, type Actor } from '../../access/sessions';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { userView } from '../auth/views';
import { recordActivity } from '../../access/activity';
import { userSubject } from './activity/subjects';

export const OWN_ACCOUNT = 'You cannot deactivate your own account';
export const LAST_ADMIN = 'The company needs at least one active admin';

/**
 * Refuses a change that would leave the company without an active holder of full control (an
 * admin): `user` leaves (next role null) or takes `nextRole`. The holders' rows are locked first,
 * so two admins removing each other at the same moment cannot both succeed.
 */
export async function assertKeepsFullControl(
  tx: Tx,
  companyId: number,
  user: { id: number; role: Role },
  nextRole: Role | null,
) {
  if (!can(user.role, 'company.fullControl')) return;
  if (nextRole && can(nextRole, 'company.fullControl')) return;
  const holders = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.role, [...PERMISSIONS['company.fullControl']]),
        eq(users.isActive, true),
      ),
    )
    .for('update');
  if (!holders.some((h) => h.id !== user.id)) throw conflict(LAST_ADMIN);
}

/** The company's user with this id, locked for the change, or 404. */
export async function lockUser(tx: Tx, actor: Actor, id: number) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, actor.companyId)))
    .for('update');
  if (!user) throw notFound('User');
  return user;
}

/**
 * Admin deactivates or reactivates a person (DECISIONS 'Removing people'): never a deletion, so
 * their dockets, approvals and history keep their author. Deactivation ends every session at once.
 */
export async function setActive(db: Db, actor: Actor, id: number, isActive: boolean) {
  if (!isActive && id === actor.userId) throw forbidden(OWN_ACCOUNT);
  const row = await db.transaction(async (tx) => {
    const user = await lockUser(tx, actor, id);
    if (user.isActive === isActive) return user;
    if (!isActive) await assertKeepsFullControl(tx, actor.companyId, user, null);
    const [updated] = await tx
      .update(users)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!isActive) await revokeUserSessions(tx, id);
    const kind = isActive ? 'user.reactivated' : 'user.deactivated';
    await recordActivity(tx, actor, { kind, subject: userSubject(user), before: user, after: updated });
    return updated!;
  });
  // Again after the commit: a request resolved between the revocation and the commit is not kept.
  forgetUserSessions(id);
  return userView(row);
}
