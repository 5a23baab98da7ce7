import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { projectAssignments, projectForemen, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { findProject } from './access';
import { offeredForemen } from './offered-foremen';

export const DEACTIVATED_PERSON =
  'This person has been deactivated. Reactivate them in Settings → Users first.';

export async function listAssignments(db: Db, actor: Actor, projectId: number) {
  await findProject(db, actor, projectId);
  const rows = await db
    .select({
      a: projectAssignments,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      role: users.role,
    })
    .from(projectAssignments)
    .innerJoin(users, eq(users.id, projectAssignments.userId))
    .where(eq(projectAssignments.projectId, projectId))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map(({ a, ...user }) => ({
    id: a.id,
    projectId: a.projectId,
    userId: a.userId,
    role: a.role,
    user,
  }));
}

/** Puts a company user on the project's team (a role change is delete and re-create, spec 002 §4). */
export async function addAssignment(
  db: Db,
  actor: Actor,
  projectId: number,
  input: { userId: number; role: 'worker' | 'foreman' },
) {
  await findProject(db, actor, projectId);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.companyId, actor.companyId)));
  if (!user) throw badRequest('That person is not a member of this company');
  if (!user.isActive) throw badRequest(DEACTIVATED_PERSON);
  try {
    const [row] = await db
      .insert(projectAssignments)
      .values({ companyId: actor.companyId, projectId, userId: user.id, role: input.role })
      .returning();
    const { firstName, lastName, username, role } = user;
    return {
      id: row!.id,
      projectId,
      userId: user.id,
      role: row!.role,
      user: { firstName, lastName, username, role },
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('This person is already on the project team');
    throw err;
  }
}

export async function removeAssignment(db: Db, actor: Actor, projectId: number, assignmentId: number) {
  await findProject(db, actor, projectId);
  const [row] = await db
    .delete(projectAssignments)
    .where(
      and(
        eq(projectAssignments.id, assignmentId),
        eq(projectAssignments.projectId, projectId),
        eq(projectAssignments.companyId, actor.companyId),
      ),
    )
    .returning();
  if (!row) throw notFound('Assignment');
}

export async function listForemen(db: Db, actor: Actor, projectId: number) {
  await findProject(db, actor, projectId);
  return db
    .select()
    .from(projectForemen)
    .where(offeredForemen(projectId))
    .orderBy(asc(projectForemen.foremanName));
}

/** A code-access foreman: the same e-mail on the same project is the same person. */
export async function addForeman(
  db: Db,
  actor: Actor,
  projectId: number,
  input: { foremanName: string; foremanEmail: string },
) {
  await findProject(db, actor, projectId);
  const existing = await db.select().from(projectForemen).where(eq(projectForemen.projectId, projectId));
  const same = existing.find((f) => f.foremanEmail.toLowerCase() === input.foremanEmail.toLowerCase());
  if (same) return same;
  const [row] = await db
    .insert(projectForemen)
    .values({ ...input, projectId, companyId: actor.companyId })
    .returning();
  return row!;
}

export async function removeForeman(db: Db, actor: Actor, projectId: number, foremanId: number) {
  await findProject(db, actor, projectId);
  const [row] = await db
    .delete(projectForemen)
    .where(
      and(
        eq(projectForemen.id, foremanId),
        eq(projectForemen.projectId, projectId),
        eq(projectForemen.companyId, actor.companyId),
      ),
    )
    .returning();
  if (!row) throw notFound('Foreman');
}
