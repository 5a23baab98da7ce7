import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { addDays, mondayOf, todayIn } from '../../../shared/dates';
import { can } from '../../../shared/roles';
import type { DocketReply } from '../../../shared/dockets/schemas';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../db/read-cache';
import { companies, dockets, projects, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { findProject, seesAllProjects, visibleProjects } from '../projects/access';
import { visibleDockets } from './access';
import { docketReply, docketViews, seesMoney } from './views';
import { weekDockets } from './week-statement';

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

const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

/** The largest reply the read cache keeps: a week holds a few dozen dockets at most. */
const KEEP_AT_MOST = 100;

/**
 * A worker's dockets for a day or a range (the week and day views), in one statement: their own, or
 * any worker's of the company for admin and office (read-only there). A person's own dockets are
 * always among those they may see (visibleDockets), so the worker and the company decide here.
 * Dockets of archived or completed projects are left out. The hottest read of the product: a day's
 * or a week's reply is kept in the read cache until that worker's data or the company's projects
 * may have changed (db/read-cache.ts).
 */
export async function listWorkerDockets(
  db: Db,
  reads: ReadCache,
  actor: Actor,
  workerId: number,
  range: Range,
) {
  if (workerId !== actor.userId && !can(actor.role, 'dockets.readCompany'))
    throw forbidden('You can only see your own dockets');
  const from = range.date ?? range.startDate ?? FIRST_DAY;
  const to = range.date ?? range.endDate ?? LAST_DAY;
  const money = seesMoney(actor);
  const bounded = from !== FIRST_DAY && to !== LAST_DAY;
  return reads.read(
    `worker-dockets/${actor.companyId}/${workerId}/${from}/${to}/${money ? 'money' : 'no-money'}`,
    () => readWorkerDockets(db, actor, workerId, from, to, money),
    (replies) => bounded && replies.length <= KEEP_AT_MOST,
    // The reply reads the worker's dockets, their items, the worker's row and the company's projects.
    { company: actor.companyId, worker: workerId },
  );
}

async function readWorkerDockets(
  db: Db,
  actor: Actor,
  workerId: number,
  from: string,
  to: string,
  money: boolean,
) {
  if (workerId !== actor.userId) {
    const [worker] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, workerId), eq(users.companyId, actor.companyId)));
    if (!worker) throw notFound('User');
  }
  const found = await weekDockets(db, { companyId: actor.companyId, workerId, from, to });
  const replies = found.map(({ docket, context, items }) => docketReply(docket, context, items, money));
  return replies.sort(byDayAndStart);
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
  if (userId !== actor.userId && !seesAllProjects(actor))
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
