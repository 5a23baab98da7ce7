import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { projectAssignments, projects } from '../../db/schema';

/** Projects the actor may see: the whole company for admin and office, assigned ones for others. */
export async function listProjects(db: Db, actor: Actor) {
  const mine =
    actor.role === 'admin' || actor.role === 'office'
      ? undefined
      : inArray(
          projects.id,
          db
            .select({ id: projectAssignments.projectId })
            .from(projectAssignments)
            .where(eq(projectAssignments.userId, actor.userId)),
        );
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, actor.companyId), mine))
    .orderBy(asc(projects.name));
}
