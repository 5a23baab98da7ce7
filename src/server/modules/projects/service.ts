import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { PROJECT_MSG, projectDatesHold, type ProjectInput } from '../../../shared/projects/schemas';
import { can } from '../../../shared/roles';
import { newProjectCode } from '../../auth/tokens';
import type { Actor } from '../../access/sessions';
import { recordActivity } from '../../access/activity';
import type { ActivityKind } from '../../../shared/company/activity-kinds';
import type { Db } from '../../db/client';
import { inTotalsScope } from '../../db/docket-counting';
import { withUniqueCode } from '../../db/errors';
import {
  clients,
  companyRateItems,
  dockets,
  projectAssignments,
  projectRateItems,
  projects,
} from '../../db/schema';
import { badRequest, forbidden } from '../../errors';
import { findProject, visibleProjects } from './access';
import { projectFigures } from './figures';
import { budgetChangeOf, projectBudgets, withBudget } from './budget';

type ProjectRow = typeof projects.$inferSelect;

/** Per project: dockets (not void), active rate items, and workers on the team. */
async function projectCounts(db: Db, ids: number[]) {
  if (!ids.length)
    return {
      dockets: new Map<number, number>(),
      items: new Map<number, number>(),
      workers: new Map<number, number>(),
    };
  const asMap = (rows: { id: number | null; n: number }[]) => new Map(rows.map((r) => [r.id!, r.n]));
  const docketRows = await db
    .select({ id: dockets.projectId, n: count() })
    .from(dockets)
    .where(and(inArray(dockets.projectId, ids), inTotalsScope()))
    .groupBy(dockets.projectId);
  const itemRows = await db
    .select({ id: projectRateItems.projectId, n: count() })
    .from(projectRateItems)
    .where(and(inArray(projectRateItems.projectId, ids), eq(projectRateItems.isActive, true)))
    .groupBy(projectRateItems.projectId);
  const workerRows = await db
    .select({ id: projectAssignments.projectId, n: count() })
    .from(projectAssignments)
    .where(and(inArray(projectAssignments.projectId, ids), eq(projectAssignments.role, 'worker')))
    .groupBy(projectAssignments.projectId);
  return { dockets: asMap(docketRows), items: asMap(itemRows), workers: asMap(workerRows) };
}

/** Project cards with statistics; the money value only for roles that may see money. */
export async function listProjects(db: Db, actor: Actor) {
  const rows = await db
    .select({ project: projects, clientName: clients.name })
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .where(visibleProjects(db, actor))
    .orderBy(asc(projects.name));
  const ids = rows.map((r) => r.project.id);
  const counts = await projectCounts(db, ids);
  const figures = await projectFigures(db, ids);
  const budgets = await projectBudgets(
    db,
    actor,
    rows.map((r) => r.project),
  );
  const money = can(actor.role, 'money.read');
  return rows.map(({ project, clientName }) => {
    const f = figures.get(project.id);
    return {
      ...project,
      ...(budgets ? { budget: budgets.get(project.id) ?? null } : {}),
      clientName,
      stats: {
        timesheetCount: counts.dockets.get(project.id) ?? 0,
        rateItemCount: counts.items.get(project.id) ?? 0,
        workerCount: counts.workers.get(project.id) ?? 0,
        totalHours: f?.all.hours ?? '0.00',
        ...(money
          ? { approvedValue: f?.approved.value ?? '0.00', unapprovedValue: f?.unapproved.value ?? '0.00' }
          : {}),
      },
    };
  });
}

export async function getProjectCard(db: Db, actor: Actor, id: number) {
  await findProject(db, actor, id);
  const card = (await listProjects(db, actor)).find((p) => p.id === id);
  return card!;
}

async function checkClient(db: Db, actor: Actor, clientId: number | null | undefined) {
  if (clientId == null) return;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, actor.companyId)));
  if (!client) throw badRequest('Client not found');
}

/** New Project: a unique 6-digit code; company rate items marked autoCreate are added to it. */
export async function createProject(db: Db, actor: Actor, sent: ProjectInput) {
  await checkClient(db, actor, sent.clientId);
  const input = budgetChangeOf(actor, { budgetHours: null, budgetValue: null }, sent);
  const project = await db.transaction(async (tx) => {
    const project = await withUniqueCode('projects_code_key', newProjectCode, (code) =>
      tx.transaction(
        async (sp) =>
          (
            await sp
              .insert(projects)
              .values({ ...input, code, companyId: actor.companyId })
              .returning()
          )[0]!,
      ),
    );
    const auto = await tx
      .select()
      .from(companyRateItems)
      .where(
        and(
          eq(companyRateItems.companyId, actor.companyId),
          eq(companyRateItems.autoCreate, true),
          eq(companyRateItems.isActive, true),
        ),
      );
    if (auto.length) {
      await tx.insert(projectRateItems).values(
        auto.map((item) => ({
          companyId: actor.companyId,
          projectId: project.id,
          companyRateItemId: item.id,
          name: item.name,
          description: item.description,
          unit: item.unit,
          rate: item.rate,
          taxRate: item.taxRate,
        })),
      );
    }
    // The project code stays out of the trail: a foreman's credential.
    await recordActivity(tx, actor, {
      kind: 'project.created',
      subject: projectSubject(project),
      after: { ...project, code: null },
    });
    return project;
  });
  return withBudget(db, actor, project);
}

/** Edit Project Details (admin), or only the client (admin and office). */
export async function updateProject(db: Db, actor: Actor, id: number, sent: Partial<ProjectInput>) {
  const stored = await findProject(db, actor, id);
  const input = budgetChangeOf(actor, stored, sent);
  const onlyClient = Object.keys(input).every((k) => k === 'clientId');
  if (!can(actor.role, onlyClient ? 'projects.assignClient' : 'projects.edit')) throw forbidden();
  await checkClient(db, actor, input.clientId);
  const datesSent = 'startDate' in input || 'endDate' in input;
  if (datesSent && !projectDatesHold({ ...stored, ...input }))
    throw badRequest(PROJECT_MSG.endBeforeStart, { field: 'endDate' });
  return withBudget(db, actor, await changeProject(db, actor, stored, input, 'project.updated'));
}

export async function setProjectFlag(
  db: Db,
  actor: Actor,
  id: number,
  flag: { isActive: boolean } | { requireApproval: boolean },
) {
  const stored = await findProject(db, actor, id);
  const kind = 'requireApproval' in flag ? 'project.approval_changed' : 'project.updated';
  return withBudget(db, actor, await changeProject(db, actor, stored, flag, kind));
}

/** Stores a change to a project with its entry in the activity trail, in one transaction. */
const changeProject = (
  db: Db,
  actor: Actor,
  stored: ProjectRow,
  set: Partial<ProjectRow>,
  kind: ActivityKind,
) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(projects.id, stored.id), eq(projects.companyId, actor.companyId)))
      .returning();
    await recordActivity(tx, actor, { kind, subject: projectSubject(row!), before: stored, after: row });
    return row!;
  });

const projectSubject = (project: ProjectRow) => ({
  type: 'project' as const,
  id: project.id,
  label: project.name,
});
