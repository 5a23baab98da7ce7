import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projectForemen, type projects, type users } from '../../db/schema';
import { fullNameOnce } from '../../../shared/people';

type Project = Pick<typeof projects.$inferSelect, 'id' | 'companyId'>;
type User = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email'>;

/**
 * A foreman who signs up with a project code becomes one of the project's approvers (the foreman
 * choice on the preview and on code access). If the office had already added them by e-mail, that
 * entry becomes theirs instead of a second one.
 */
export async function joinForemanChoice(tx: Tx, project: Project, user: User) {
  const [listed] = await tx
    .update(projectForemen)
    .set({ userId: user.id })
    .where(
      and(
        eq(projectForemen.projectId, project.id),
        eq(sql`lower(${projectForemen.foremanEmail})`, user.email.toLowerCase()),
      ),
    )
    .returning({ id: projectForemen.id });
  if (listed) return;
  await tx.insert(projectForemen).values({
    companyId: project.companyId,
    projectId: project.id,
    userId: user.id,
    foremanName: fullNameOnce(user),
    foremanEmail: user.email,
  });
}
