import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { CompanyUpdate } from '../../../shared/company/schemas';
import { can, type Role } from '../../../shared/roles';
import { forgetUserSessions, revokeUserSessions, type Actor } from '../../access/sessions';
import { newCompanyCode } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { withUniqueCode } from '../../db/errors';
import { companies, employeeMappings, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { companyView, userView } from '../auth/views';
import { assertPrefixFree } from '../invoicing/invoices/prefix';
import { assertKeepsFullControl, lockUser } from './people';
import { recordActivity } from '../../access/activity';
import { companySubject, userSubject } from './activity/subjects';

export async function getCompany(db: Db, actor: Actor) {
  const [row] = await db.select().from(companies).where(eq(companies.id, actor.companyId));
  return companyView(row!, actor.role);
}

export async function updateCompany(db: Db, actor: Actor, input: CompanyUpdate) {
  if (input.invoicePrefix !== undefined) await assertPrefixFree(db, actor.companyId, input.invoicePrefix);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, actor.companyId)).for('update');
    const [after] = await tx
      .update(companies)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(companies.id, actor.companyId))
      .returning();
    await recordActivity(tx, actor, {
      kind: 'company.updated',
      subject: companySubject(after!),
      before,
      after,
    });
    return after!;
  });
  return companyView(row, actor.role);
}

/** The company's users with the Xero Payroll employee each is mapped to (002 §3 User.xeroId). */
const withXeroIds = (db: Db, actor: Actor, only?: SQL) =>
  db
    .select({ user: users, xeroId: employeeMappings.xeroEmployeeId })
    .from(users)
    .leftJoin(
      employeeMappings,
      and(eq(employeeMappings.userId, users.id), eq(employeeMappings.companyId, actor.companyId)),
    )
    .where(and(eq(users.companyId, actor.companyId), only))
    .orderBy(asc(users.firstName), asc(users.lastName));

/** Settings → Users: every member of the company. */
export const listUsers = async (db: Db, actor: Actor) =>
  (await withXeroIds(db, actor)).map(({ user, xeroId }) => ({
    ...userView(user),
    createdAt: user.createdAt,
    xeroId,
  }));

/** Names for pickers: everyone in the company may see who their colleagues are. */
export async function listUserNames(db: Db, actor: Actor) {
  return (await withXeroIds(db, actor, eq(users.isActive, true))).map(
    ({ user: { id, firstName, lastName, role } }) => ({ id, firstName, lastName, role }),
  );
}

/** A user's profile: their own, or anyone's in the company for admin and office. */
export async function getUser(db: Db, actor: Actor, id: number) {
  if (id !== actor.userId && !can(actor.role, 'users.list')) throw forbidden();
  const [row] = await withXeroIds(db, actor, eq(users.id, id));
  if (!row) throw notFound('User');
  return { ...userView(row.user), xeroId: row.xeroId };
}

/**
 * Only admin changes roles, never their own (the screen shows "You"), and never the last admin's.
 * A change ends the person's sessions (docs/security.md): they sign in again into the new role's screens.
 */
export async function changeRole(db: Db, actor: Actor, id: number, role: Role) {
  if (id === actor.userId) throw forbidden('You cannot change your own role');
  const row = await db.transaction(async (tx) => {
    const user = await lockUser(tx, actor, id);
    await assertKeepsFullControl(tx, actor.companyId, user, role);
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (user.role !== role) await revokeUserSessions(tx, id);
    await recordActivity(tx, actor, {
      kind: 'user.role_changed',
      subject: userSubject(user),
      before: { role: user.role },
      after: { role },
    });
    return updated!;
  });
  // Again after the commit: a request resolved between the revocation and the commit is not kept.
  forgetUserSessions(id);
  return userView(row);
}

/** A new company code when the old one has leaked: the old one stops working at once. */
export async function newCode(db: Db, actor: Actor) {
  const row = await withUniqueCode('companies_code_key', newCompanyCode, (code) =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(companies)
        .set({ code, updatedAt: new Date() })
        .where(eq(companies.id, actor.companyId))
        .returning();
      // The codes themselves stay out of the trail: a join code is a credential.
      await recordActivity(tx, actor, { kind: 'company.code_issued', subject: companySubject(updated!) });
      return updated!;
    }),
  );
  return companyView(row, actor.role);
}
