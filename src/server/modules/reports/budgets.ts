import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import { hundredths } from '../../../shared/hundredths';
import { percentUsed, projectBudgetFlag } from '../../../shared/projects/budget';
import { weeksOfRange } from '../../../shared/reports/reports';
import type { BudgetsReport } from '../../../shared/reports/schemas';
import type { Db } from '../../db/client';
import { inTotalsScope } from '../../db/docket-counting';
import { docketFiguresSql, rowsOf } from '../../db/docket-figures';
import { dockets, projects } from '../../db/schema';
import { docketIds, filtered, type ReportFilters } from './filters';
import { figuresReply, plus, sumsOf, twoPlaces, ZERO, type Sums, type SumsRow } from './figures';
import { byName } from './labels';
import type { ReportDefinition } from './report-definition';

type Budgeted = {
  id: number;
  name: string;
  code: string;
  budgetHours: string | null;
  budgetValue: string | null;
};
type WeekRow = SumsRow & { project_id: number; week: string };
type BudgetSums = { projects: Budgeted[]; weeks: WeekRow[] };

/** The company's projects with a budget the filters pick (a budget is the whole project's: no worker filter). */
function budgeted(db: Db, companyId: number, q: ReportFilters) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      code: projects.code,
      budgetHours: projects.budgetHours,
      budgetValue: projects.budgetValue,
    })
    .from(projects)
    .where(
      and(
        eq(projects.companyId, companyId),
        or(isNotNull(projects.budgetHours), isNotNull(projects.budgetValue)),
        q.projectId === undefined ? undefined : eq(projects.id, q.projectId),
        q.clientId === undefined ? undefined : eq(projects.clientId, q.clientId),
      ),
    );
}

/**
 * Per project and week of the range, the sums of its dockets (not void) up to the range's end, those
 * before the range's first week counted in its first: the burn line, whose last point is what the
 * project has used (the same dockets and rules as db/project-usage.ts, which the card and dashboard read).
 */
async function sums(db: Db, companyId: number, q: ReportFilters): Promise<BudgetSums> {
  const found = await budgeted(db, companyId, q);
  if (found.length === 0) return { projects: [], weeks: [] };
  const ids = found.map((p) => p.id);
  const firstWeek = weeksOfRange(q)[0]!;
  const whole = { from: q.from, to: q.to };
  const weeks = await rowsOf<WeekRow>(
    db,
    sql`select d.project_id, greatest(date_trunc('week', d.date)::date, ${firstWeek}::date)::text as week,
      sum(f.minutes)::bigint as minutes, sum(f.net_cents)::bigint as net_cents, sum(f.tax_cents)::bigint as tax_cents
    from ${docketFiguresSql(
      docketIds(
        and(filtered(companyId, whole, { upTo: true }), inArray(dockets.projectId, ids), inTotalsScope())!,
      ),
    )} f
    join dockets d on d.id = f.docket_id
    group by 1, 2`,
  );
  return { projects: found, weeks };
}

/** What is left of a budget (negative past it), or null without one. */
const remaining = (budget: string | null, used: string) =>
  budget === null ? null : twoPlaces(hundredths(budget) - hundredths(used));

async function reply(_db: Db, _companyId: number, q: ReportFilters, s: BudgetSums): Promise<BudgetsReport> {
  const weeks = weeksOfRange(q);
  const rows = s.projects.map((project) => {
    const own = s.weeks.filter((row) => Number(row.project_id) === project.id);
    let sofar: Sums = ZERO;
    const burn = weeks.map((week) => {
      for (const row of own) if (row.week === week) sofar = plus(sofar, sumsOf(row));
      const end = addDays(week, 6);
      const shown = figuresReply(sofar);
      return { weekEnd: end < q.to ? end : q.to, hours: shown.hours, value: shown.net };
    });
    const { hours, net } = figuresReply(sofar);
    const used = { hours, net };
    const budget = { hours: project.budgetHours, value: project.budgetValue };
    return {
      projectId: project.id,
      projectName: project.name,
      projectCode: project.code,
      budgetHours: project.budgetHours,
      budgetValue: project.budgetValue,
      usedHours: used.hours,
      usedValue: used.net,
      remainingHours: remaining(project.budgetHours, used.hours),
      remainingValue: remaining(project.budgetValue, used.net),
      percentHours: percentUsed(project.budgetHours, used.hours),
      percentValue: percentUsed(project.budgetValue, used.net),
      flag: projectBudgetFlag(budget, used),
      burn,
    };
  });
  rows.sort(
    byName(
      (r) => r.projectName,
      (r) => r.projectId,
    ),
  );
  return { report: 'budgets', from: q.from, to: q.to, rows };
}

/**
 * Budgets (issue 26): each project with a budget (hours and/or value ex GST), what it has used up to
 * the range's end (its dockets not void, from the first: the range's start does not limit use), what
 * is left, the percent used and the 80 % / 100 % flag, and the burn line: use at the end of each
 * week of the range (the last week ends on the range's last day).
 */
export const budgetsReport: ReportDefinition<'budgets', BudgetSums> = { sums, reply };
