import { and, eq, exists, type Placeholder } from 'drizzle-orm';
import { can } from '../../../shared/roles';
import type { Actor } from '../../access/sessions';
import type { Db, Tx } from '../../db/client';
import { projectAssignments, projects } from '../../db/schema';
import { notFound } from '../../errors';

/** Who looks: an actor, or for a prepared statement the same with placeholders for the ids. */
type Viewer = Pick<Actor, 'role'> & { companyId: number | Placeholder; userId: number | Placeholder };

/** Admin and office see every project of their company; others only those they are assigned to. */
export const seesAllProjects = (actor: Pick<Actor, 'role'>) => can(actor.role, 'projects.readAll');

/** The condition "this project is visible to the actor", for any query over projects. */
export function visibleProjects(db: Db | Tx, actor: Viewer) {
  const company = eq(projects.companyId, actor.companyId);
  if (seesAllProjects(actor)) return company;
  return and(
    company,
    exists(
      db
        .select({ one: projectAssignments.id })
        .from(projectAssignments)
        .where(
          and(eq(projectAssignments.projectId, projects.id), eq(projectAssignments.userId, actor.userId)),
        ),
    ),
  );
}

/** A project the actor may see, or 404 (another company's project does not exist for them). */
export async function findProject(db: Db | Tx, actor: Actor, id: number) {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), visibleProjects(db, actor)));
  if (!project) throw notFound('Project');
  return project;
}
