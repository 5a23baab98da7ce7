import { and, asc, eq } from 'drizzle-orm';
import { can } from '../../../../shared/roles';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { companyRateItems, projectRateItems } from '../../../db/schema';
import { badRequest, notFound } from '../../../errors';
import { findProject } from '../access';
import { recordActivity } from '../../../access/activity';

const itemSubject = (item: { id: number; name: string }) => ({
  type: 'rate_item' as const,
  id: item.id,
  label: item.name,
});
const projectItemSubject = (item: { id: number; name: string }) => ({
  ...itemSubject(item),
  type: 'project_rate_item' as const,
});

type CompanyItemInput = {
  name?: string;
  description?: string;
  unit?: string;
  rate?: number;
  taxRate?: number;
  autoCreate?: boolean;
};
type ProjectItemInput = Omit<CompanyItemInput, 'autoCreate'> & {
  companyRateItemId?: number | null;
  overtimeEnabled?: boolean;
};

/** Numbers from the API become exact decimal strings for the database. */
const decimals = <T extends { rate?: number; taxRate?: number }>({ rate, taxRate, ...rest }: T) => ({
  ...rest,
  ...(rate !== undefined ? { rate: rate.toFixed(2) } : {}),
  ...(taxRate !== undefined ? { taxRate: taxRate.toFixed(2) } : {}),
});

export const listCompanyItems = (db: Db, actor: Actor) =>
  db
    .select()
    .from(companyRateItems)
    .where(eq(companyRateItems.companyId, actor.companyId))
    .orderBy(asc(companyRateItems.name));

export async function createCompanyItem(
  db: Db,
  actor: Actor,
  input: CompanyItemInput & { name: string; unit: string; rate: number },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companyRateItems)
      .values({ ...decimals(input), rate: input.rate.toFixed(2), companyId: actor.companyId })
      .returning();
    await recordActivity(tx, actor, { kind: 'rate_item.created', subject: itemSubject(row!), after: row });
    return row!;
  });
}

export async function updateCompanyItem(db: Db, actor: Actor, id: number, input: CompanyItemInput) {
  const own = and(eq(companyRateItems.id, id), eq(companyRateItems.companyId, actor.companyId));
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(companyRateItems).where(own).for('update');
    if (!before) throw notFound('Rate item');
    const [row] = await tx
      .update(companyRateItems)
      .set({ ...decimals(input), updatedAt: new Date() })
      .where(own)
      .returning();
    await recordActivity(tx, actor, {
      kind: 'rate_item.updated',
      subject: itemSubject(row!),
      before,
      after: row,
    });
    return row!;
  });
}

/** Deleting a company item leaves project items made from it as they are (they keep their own copy). */
export async function deleteCompanyItem(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(companyRateItems)
      .where(and(eq(companyRateItems.id, id), eq(companyRateItems.companyId, actor.companyId)))
      .returning();
    if (!row) throw notFound('Rate item');
    await recordActivity(tx, actor, { kind: 'rate_item.deleted', subject: itemSubject(row), before: row });
  });
}

type ProjectItemRow = typeof projectRateItems.$inferSelect;
/** Workers see a rate item's name and unit, never its rate or tax. */
export function projectItemView(actor: Actor, item: ProjectItemRow) {
  const { id, projectId, companyRateItemId, name, description, unit, overtimeEnabled, rate, taxRate } = item;
  const base = { id, projectId, companyRateItemId, name, description, unit, overtimeEnabled };
  return can(actor.role, 'money.read') ? { ...base, rate, taxRate } : base;
}

export async function listProjectItems(db: Db, actor: Actor, projectId: number) {
  await findProject(db, actor, projectId);
  const rows = await db
    .select()
    .from(projectRateItems)
    .where(and(eq(projectRateItems.projectId, projectId), eq(projectRateItems.isActive, true)))
    .orderBy(asc(projectRateItems.name));
  return rows.map((r) => projectItemView(actor, r));
}

export async function createProjectItem(
  db: Db,
  actor: Actor,
  projectId: number,
  input: ProjectItemInput & { name: string; unit: string; rate: number },
) {
  await findProject(db, actor, projectId);
  if (input.companyRateItemId != null) {
    const [source] = await db
      .select({ id: companyRateItems.id })
      .from(companyRateItems)
      .where(
        and(
          eq(companyRateItems.id, input.companyRateItemId),
          eq(companyRateItems.companyId, actor.companyId),
        ),
      );
    if (!source) throw badRequest('Rate item not found');
  }
  const row = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(projectRateItems)
      .values({ ...decimals(input), rate: input.rate.toFixed(2), projectId, companyId: actor.companyId })
      .returning();
    await recordActivity(tx, actor, {
      kind: 'rate_item.created',
      subject: projectItemSubject(made!),
      after: made,
    });
    return made!;
  });
  return projectItemView(actor, row);
}

async function ownProjectItem(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(projectRateItems)
    .where(and(eq(projectRateItems.id, id), eq(projectRateItems.companyId, actor.companyId)));
  if (!row) throw notFound('Rate item');
  await findProject(db, actor, row.projectId);
  return row;
}

export async function updateProjectItem(
  db: Db,
  actor: Actor,
  id: number,
  input: Omit<ProjectItemInput, 'companyRateItemId'>,
) {
  const before = await ownProjectItem(db, actor, id);
  const row = await db.transaction(async (tx) => {
    const [after] = await tx
      .update(projectRateItems)
      .set({ ...decimals(input), updatedAt: new Date() })
      .where(eq(projectRateItems.id, id))
      .returning();
    await recordActivity(tx, actor, {
      kind: 'rate_item.updated',
      subject: projectItemSubject(after!),
      before,
      after,
    });
    return after!;
  });
  return projectItemView(actor, row);
}

/** Dockets keep their copy of the item's name and rate, so removing it changes no recorded work. */
export async function deleteProjectItem(db: Db, actor: Actor, id: number) {
  const before = await ownProjectItem(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(projectRateItems).where(eq(projectRateItems.id, id));
    await recordActivity(tx, actor, {
      kind: 'rate_item.deleted',
      subject: projectItemSubject(before),
      before,
    });
  });
}
