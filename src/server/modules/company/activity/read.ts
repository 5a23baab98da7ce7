import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ActivityFilter, ActivityListQuery } from '../../../../shared/company/activity-schemas';
import type { ActivityKind, ActivitySubject } from '../../../../shared/company/activity-kinds';
import { addDays } from '../../../../shared/dates';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { activityEntries, companies } from '../../../db/schema';

/** The company's time zone: the Activity screen's dates are its calendar days. */
export async function companyTimeZone(db: Db, companyId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!.timeZone;
}

/** The start of a calendar day in the company's zone, as an instant. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** The actor's company's entries that match the filter (another company's are never among them). */
function matching(actor: Actor, filter: ActivityFilter, timeZone: string): SQL {
  const t = activityEntries;
  return and(
    eq(t.companyId, actor.companyId),
    filter.userId !== undefined ? eq(t.userId, filter.userId) : undefined,
    filter.kind !== undefined ? eq(t.kind, filter.kind) : undefined,
    filter.from ? sql`${t.at} >= ${dayStart(filter.from, timeZone)}` : undefined,
    filter.to ? sql`${t.at} < ${dayStart(addDays(filter.to, 1), timeZone)}` : undefined,
  )!;
}

const entries = (db: Db, where: SQL) =>
  db
    .select()
    .from(activityEntries)
    .where(where)
    .orderBy(desc(activityEntries.at), desc(activityEntries.id))
    .$dynamic();

/** Rows as the reply names them (kind and subject typed as the trail writes them). */
const typed = (rows: (typeof activityEntries.$inferSelect)[]) =>
  rows.map(({ companyId: _company, ...row }) => ({
    ...row,
    kind: row.kind as ActivityKind,
    subjectType: row.subjectType as ActivitySubject,
  }));

/** GET …/activity: a page of the filtered trail, newest first, and how many match in all. */
export async function listActivity(db: Db, actor: Actor, query: ActivityListQuery) {
  const where = matching(actor, query, await companyTimeZone(db, actor.companyId));
  const [page, [total]] = await Promise.all([
    entries(db, where).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(activityEntries).where(where),
  ]);
  return { entries: typed(page), total: total!.n };
}

/** The filtered trail for the CSV, newest first, at most `max` rows. */
export async function activityForCsv(db: Db, actor: Actor, filter: ActivityFilter, max: number) {
  const timeZone = await companyTimeZone(db, actor.companyId);
  return { timeZone, entries: typed(await entries(db, matching(actor, filter, timeZone)).limit(max)) };
}
