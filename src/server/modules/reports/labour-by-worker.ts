import { and, sql } from 'drizzle-orm';
import { mondayOf } from '../../../shared/dates';
import { hoursOfHundredths, hundredthsOfMinutes } from '../../../shared/hours';
import { splitDay } from '../../../shared/payroll/hours';
import { weeksOfRange } from '../../../shared/reports/reports';
import type { LabourByWorkerReport } from '../../../shared/reports/schemas';
import type { Db } from '../../db/client';
import { countedScope } from '../../db/docket-counting';
import { docketFiguresSql, rowsOf } from '../../db/docket-figures';
import { readPayrollSettings } from '../payroll/company-payroll';
import { docketIds, filtered, type ReportFilters } from './filters';
import { byName, peopleNames } from './labels';
import type { ReportDefinition } from './report-definition';

/** One worker's day: minutes worked on counted dockets, and of them on non-billable ones. */
type DayRow = { worker_id: number; date: string; minutes: string; non_billable: string };

/** Hundredths of an hour of a set of days, each day rounded first (payroll's totals). */
type Hundredths = { ordinary: number; overtime: number; nonBillable: number };
const NONE: Hundredths = { ordinary: 0, overtime: 0, nonBillable: 0 };

/** What is kept: the threshold the days were split at, and each worker's weeks worked (by Monday). */
type LabourSums = { threshold: number; workers: { workerId: number; weeks: [string, Hundredths][] }[] };

const plus = (a: Hundredths, b: Hundredths): Hundredths => ({
  ordinary: a.ordinary + b.ordinary,
  overtime: a.overtime + b.overtime,
  nonBillable: a.nonBillable + b.nonBillable,
});

const shown = (h: Hundredths) => ({
  ordinary: hoursOfHundredths(h.ordinary),
  overtime: hoursOfHundredths(h.overtime),
  total: hoursOfHundredths(h.ordinary + h.overtime),
  nonBillable: hoursOfHundredths(h.nonBillable),
});

/**
 * A worker's day as payroll shows it (shared/payroll/hours.ts): its counted minutes split at the
 * threshold by `splitDay`, each part rounded to the hundredth (payrollDays, payrollTotals). A day
 * without work adds nothing, so only the days worked are visited.
 */
function dayHundredths(day: DayRow, threshold: number): Hundredths {
  const { ordinaryMinutes, overtimeMinutes } = splitDay(Number(day.minutes), threshold);
  return {
    ordinary: hundredthsOfMinutes(ordinaryMinutes),
    overtime: hundredthsOfMinutes(overtimeMinutes),
    nonBillable: hundredthsOfMinutes(Number(day.non_billable)),
  };
}

/** The company's overtime threshold (whole hours), as the payroll view reads it. */
const setting = async (db: Db, companyId: number) =>
  (await readPayrollSettings(db, companyId)).overtimeThresholdHours;

/** Payroll's counted dockets (approved, Count on Timesheet on) the filters pick, per worker and day, split. */
async function sums(db: Db, companyId: number, q: ReportFilters, threshold: number): Promise<LabourSums> {
  const days = await rowsOf<DayRow>(
    db,
    sql`select d.worker_id, d.date::text as date, sum(f.minutes)::bigint as minutes,
      sum(case when d.entry_type = 'non-billable' then f.minutes else 0 end)::bigint as non_billable
    from ${docketFiguresSql(docketIds(and(filtered(companyId, q), countedScope())!))} f
    join dockets d on d.id = f.docket_id
    group by 1, 2`,
  );
  const weekOf = new Map<string, string>();
  const byWorker = new Map<number, Map<string, Hundredths>>();
  for (const day of days) {
    const workerId = Number(day.worker_id);
    let week = weekOf.get(day.date);
    if (week === undefined) weekOf.set(day.date, (week = mondayOf(day.date)));
    let weeks = byWorker.get(workerId);
    if (!weeks) byWorker.set(workerId, (weeks = new Map()));
    weeks.set(week, plus(weeks.get(week) ?? NONE, dayHundredths(day, threshold)));
  }
  return { threshold, workers: [...byWorker].map(([workerId, weeks]) => ({ workerId, weeks: [...weeks] })) };
}

async function reply(
  db: Db,
  companyId: number,
  q: ReportFilters,
  { threshold, workers }: LabourSums,
): Promise<LabourByWorkerReport> {
  const names = await peopleNames(db, companyId);
  const weeks = weeksOfRange(q);
  let totals = NONE;
  const rows = workers.map(({ workerId, weeks: worked }) => {
    const perWeek = new Map(worked);
    const sum = worked.reduce((all, [, h]) => plus(all, h), NONE);
    totals = plus(totals, sum);
    return {
      workerId,
      workerName: names.get(workerId) ?? '',
      weeks: weeks.map((weekStart) => ({ weekStart, ...shown(perWeek.get(weekStart) ?? NONE) })),
      totals: shown(sum),
    };
  });
  rows.sort(
    byName(
      (r) => r.workerName,
      (r) => r.workerId,
    ),
  );
  return {
    report: 'labour-by-worker',
    from: q.from,
    to: q.to,
    overtimeThreshold: threshold,
    rows,
    totals: shown(totals),
  };
}

/**
 * Labour by worker (issue 26): payroll's counted dockets of the range (approved, Count on Timesheet
 * on; the filters narrow them), each worker's days split into ordinary and overtime at the company's
 * threshold by payroll's own rules (shared/payroll/hours.ts), days rounded then summed per Monday
 * week: a worker's totals are the payroll view's for the same period to the hundredth. Non-billable
 * hours are those of the counted non-billable dockets, rounded per day alike.
 */
export const labourByWorker: ReportDefinition<'labour-by-worker', LabourSums> = { setting, sums, reply };
