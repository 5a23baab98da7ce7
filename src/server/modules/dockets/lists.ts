import { and, asc, desc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { addDays, mondayOf, todayIn } from '../../../shared/dates';
import type { DocketReply } from '../../../shared/schemas/dockets';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { companies, dockets, projects, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { findProject, visibleProjects } from '../projects/access';
import { visibleDockets } from './access';
import { docketViews } from './views';

type Range = { date?: string; startDate?: string; endDate?: string };

function inRange({ date, startDate, endDate }: Range): SQL | undefined {
  if (date) return eq(dockets.date, date);
  return and(
    startDate ? gte(dockets.date, startDate) : undefined,
    endDate ? lte(dockets.date, endDate) : undefined,
  );
}

/** Earliest start of a docket: its own for non-billable work, else its first work item's. */
const startOf = (d: DocketReply) =>
  d.startTime ?? d.lineItems.map((i) => i.startTime ?? '99:99').sort()[0] ?? '99:99';
const byDayAndStart = (a: DocketReply, b: DocketReply) =>
  a.date.localeCompare(b.date) || startOf(a).localeCompare(startOf(b)) || a.id - b.id;

/**
 * A worker's dockets for a day or a range (the week and day views). Their own, or any worker's of
 * the company for admin and office (read-only there). Dockets of completed projects are left out.
 */
export async function listWorkerDockets(db: Db, actor: Actor, workerId: number, range: Range) {
  if (workerId !== actor.userId && actor.role !== 'admin' && actor.role !== 'office')
    throw forbidden('You can only see your own dockets');
  const [worker] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, workerId), eq(users.companyId, actor.companyId)));
  if (!worker) throw notFound('User');
  const rows = await db
    .select({ d: dockets })
    .from(dockets)
    .leftJoin(projects, eq(projects.id, dockets.projectId))
    .where(
      and(
        visibleDockets(db, actor),
        eq(dockets.workerId, workerId),
        inRange(range),
        or(isNull(dockets.projectId), eq(projects.isActive, true)),
      ),
    )
    .orderBy(asc(dockets.date), asc(dockets.id));
  return (
    await docketViews(
      db,
      actor,
      rows.map((r) => r.d),
    )
  ).sort(byDayAndStart);
}

export type CompanyDocketFilter = Range & { billableOnly?: boolean; status?: string; limit: number };

/** The company's dockets as the actor may see them, newest first. */
export async function listCompanyDockets(db: Db, actor: Actor, filter: CompanyDocketFilter) {
  const rows = await db
    .select()
    .from(dockets)
    .where(
      and(
        visibleDockets(db, actor),
        inRange(filter),
        filter.billableOnly ? eq(dockets.entryType, 'billable') : undefined,
        filter.status
          ? eq(dockets.status, filter.status as (typeof dockets.$inferSelect)['status'])
          : undefined,
      ),
    )
    .orderBy(desc(dockets.date), desc(dockets.id))
    .limit(filter.limit);
  return docketViews(db, actor, rows);
}

export async function listProjectDockets(db: Db, actor: Actor, projectId: number) {
  await findProject(db, actor, projectId);
  const rows = await db
    .select()
    .from(dockets)
    .where(and(visibleDockets(db, actor), eq(dockets.projectId, projectId)))
    .orderBy(desc(dockets.date), desc(dockets.id))
    .limit(500);
  return docketViews(db, actor, rows);
}

/** Active projects a person can record work on: their assigned ones (all of the company for admin and office). */
export async function assignedProjects(db: Db, actor: Actor, userId: number) {
  if (userId !== actor.userId && actor.role !== 'admin' && actor.role !== 'office')
    throw forbidden('You can only see your own projects');
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, actor.companyId)));
  if (!user) throw notFound('User');
  const as: Actor = { ...actor, userId: user.id, role: user.role };
  return db
    .select()
    .from(projects)
    .where(and(visibleProjects(db, as), eq(projects.isActive, true)))
    .orderBy(asc(projects.name));
}

/** This week (Monday start) in the company's time zone. */
export async function companyWeek(db: Db, companyId: number) {
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const today = todayIn(company!.timeZone);
  const start = mondayOf(today);
  return { today, start, end: addDays(start, 6) };
}
