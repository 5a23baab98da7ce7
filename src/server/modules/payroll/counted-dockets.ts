import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { countedScope } from '../../db/docket-counting';
import { docketLineItems, dockets, projects, users } from '../../db/schema';
import { docketMinutes, type TimeRange } from '../../../shared/dockets/docket-math';
import { hoursOfMinutes } from '../../../shared/hours';
import { fullName } from '../../../shared/people';
import type { CompletedDocket } from '../../../shared/payroll/schemas';

export interface CountedDocketsQuery {
  /** The period, both ends included (ISO dates). */
  start: string;
  end: string;
  /** Only these workers (all when absent). */
  userIds?: number[];
  /** true (the payroll view, every submission): only dockets with Count on Timesheet on. */
  countOnTimesheetOnly: boolean;
}

const li = docketLineItems;

/**
 * A billable docket's time items (start, end, break) as one JSON array, read alongside the docket:
 * hours worked are computed from them by the shared docket math, never in SQL. Quantity items are
 * left out, they add no hours.
 */
const timeItems = sql<TimeRange[]>`coalesce((
  select jsonb_agg(jsonb_build_object('startTime', ${li.startTime}, 'endTime', ${li.endTime},
    'breakMinutes', ${li.breakMinutes}))
  from ${li}
  where ${li.docketId} = ${dockets.id} and ${li.entryType} = 'time'
), '[]'::jsonb)`;

/**
 * The counted dockets of a company's period (002 §7 'timesheets/completed'; DECISIONS 'Hours and
 * money'): those the shared counting rule counts (shared/dockets/docket-counting.ts, here its SQL
 * scope; every approved one when Count on Timesheet is not asked for), dated within the period,
 * each with its hours worked. One statement for the whole period (the company/status/date index),
 * only the columns the hours need; ordered by date, worker, id. No money.
 */
export async function countedDockets(
  db: Db | Tx,
  companyId: number,
  q: CountedDocketsQuery,
): Promise<CompletedDocket[]> {
  if (q.userIds && q.userIds.length === 0) return [];
  const rows = await db
    .select({
      id: dockets.id,
      userId: dockets.workerId,
      firstName: users.firstName,
      lastName: users.lastName,
      date: dockets.date,
      projectId: dockets.projectId,
      projectName: projects.name,
      projectCode: projects.code,
      countOnTimesheet: dockets.countOnTimesheet,
      entryType: dockets.entryType,
      startTime: dockets.startTime,
      endTime: dockets.endTime,
      breakMinutes: dockets.breakMinutes,
      items: sql<TimeRange[] | null>`case when ${dockets.entryType} = 'billable' then ${timeItems} end`,
    })
    .from(dockets)
    .innerJoin(users, eq(users.id, dockets.workerId))
    .leftJoin(projects, eq(projects.id, dockets.projectId))
    .where(
      and(
        eq(dockets.companyId, companyId),
        countedScope({ onTimesheetOnly: q.countOnTimesheetOnly }),
        gte(dockets.date, q.start),
        lte(dockets.date, q.end),
        q.userIds ? inArray(dockets.workerId, q.userIds) : undefined,
      ),
    )
    .orderBy(asc(dockets.date), asc(dockets.workerId), asc(dockets.id));
  return rows.map((row) => {
    const workedMinutes = docketMinutes({
      entryType: row.entryType,
      startTime: row.startTime,
      endTime: row.endTime,
      breakMinutes: row.breakMinutes,
      lineItems: (row.items ?? []).map((item) => ({ ...item, entryType: 'time' as const })),
    });
    return {
      id: row.id,
      userId: row.userId,
      workerName: fullName(row),
      date: row.date,
      projectId: row.projectId,
      projectName: row.projectName,
      projectCode: row.projectCode,
      countOnTimesheet: row.countOnTimesheet,
      workedMinutes,
      hoursWorked: hoursOfMinutes(workedMinutes),
    };
  });
}
