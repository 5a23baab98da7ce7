import { eq } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates';
import { PROJECT_BUDGET_FIELDS, PROJECT_MSG, type ProjectInput } from '../../../shared/projects/schemas';
import { hasBudget, projectBudgetOf, type ProjectBudgets } from '../../../shared/projects/budget';
import type { ProjectBudgetReply } from '../../../shared/projects/schemas';
import { can } from '../../../shared/roles';
import type { Actor } from '../../access/sessions';
import type { Db, Tx } from '../../db/client';
import { projectUsage } from '../../db/project-usage';
import { companies } from '../../db/schema';
import { forbidden } from '../../errors';

type Budgeted = ProjectBudgets & { id: number };

/**
 * The budgets of the projects with their use up to today in the company's time zone (issue 26), for
 * a role that may read them ('projects.readBudget': admin and office); null for anyone else, whose
 * replies carry no budget. A project without a budget maps to null (its use is not added up).
 */
export async function projectBudgets(
  db: Db | Tx,
  actor: Actor,
  projects: Budgeted[],
): Promise<Map<number, ProjectBudgetReply | null> | null> {
  if (!can(actor.role, 'projects.readBudget')) return null;
  const budgeted = projects.filter(hasBudget);
  if (!budgeted.length) return new Map(projects.map((p) => [p.id, null]));
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const today = todayIn(company!.timeZone);
  const usage = await projectUsage(
    db,
    actor.companyId,
    budgeted.map((p) => p.id),
    today,
  );
  return new Map(projects.map((p) => [p.id, hasBudget(p) ? projectBudgetOf(p, usage.get(p.id)!) : null]));
}

/** A project row with its `budget` for a role that may read it (a single project's reply). */
export async function withBudget<P extends Budgeted>(db: Db | Tx, actor: Actor, project: P) {
  const budgets = await projectBudgets(db, actor, [project]);
  return budgets ? { ...project, budget: budgets.get(project.id) ?? null } : project;
}

/**
 * Only a role with 'projects.budget' (admin) sets or changes a budget: another role sending a budget
 * field that differs from the stored one is refused. A budget field equal to the stored one (a form
 * sending it back) is no change and is left out of the input. Both sides are decimal strings with 2
 * places (the schema's and numeric(12, 2)'s), or null.
 */
export function budgetChangeOf<I extends Partial<ProjectInput>>(
  actor: Actor,
  stored: ProjectBudgets,
  input: I,
): I {
  const unchanged = PROJECT_BUDGET_FIELDS.filter((field) => field in input && input[field] === stored[field]);
  const changed = PROJECT_BUDGET_FIELDS.some(
    (field) => input[field] !== undefined && input[field] !== stored[field],
  );
  if (changed && !can(actor.role, 'projects.budget')) throw forbidden(PROJECT_MSG.budgetAdminOnly);
  const rest = { ...input };
  for (const field of unchanged) delete rest[field];
  return rest;
}
