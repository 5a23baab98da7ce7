import { and, eq, ne, sql } from 'drizzle-orm';
import { weeksOfRange } from '../../../shared/reports/reports';
import type { TrendReport } from '../../../shared/reports/schemas';
import type { Db } from '../../db/client';
import { docketFiguresSql, rowsOf } from '../../db/docket-figures';
import { dockets } from '../../db/schema';
import { docketIds, filtered, type ReportFilters } from './filters';
import { figuresReply, sumsOf, total, type SumsRow } from './figures';
import { byName, projectLabels } from './labels';
import type { ReportDefinition } from './report-definition';

type WeekRow = SumsRow & { week: string; project_id: number };

/** Work by project's dockets (billable, not void) by Monday week and project. */
const sums = (db: Db, companyId: number, q: ReportFilters) =>
  rowsOf<WeekRow>(
    db,
    sql`select date_trunc('week', d.date)::date::text as week, d.project_id,
      sum(f.minutes)::bigint as minutes, sum(f.net_cents)::bigint as net_cents, sum(f.tax_cents)::bigint as tax_cents
    from ${docketFiguresSql(
      docketIds(and(filtered(companyId, q), eq(dockets.entryType, 'billable'), ne(dockets.status, 'void'))!),
    )} f
    join dockets d on d.id = f.docket_id
    group by 1, 2`,
  );

async function reply(db: Db, companyId: number, q: ReportFilters, found: WeekRow[]): Promise<TrendReport> {
  const labels = await projectLabels(db, companyId);
  const weeks = weeksOfRange(q).map((weekStart) => {
    const own = found.filter((row) => row.week === weekStart);
    const projects = own
      .map((row) => ({
        projectId: Number(row.project_id),
        projectName: labels.get(Number(row.project_id))?.name ?? '',
        figures: figuresReply(sumsOf(row)),
      }))
      .sort(
        byName(
          (p) => p.projectName,
          (p) => p.projectId,
        ),
      );
    return { weekStart, figures: figuresReply(total(own.map(sumsOf))), projects };
  });
  return { report: 'trend', from: q.from, to: q.to, weeks, totals: figuresReply(total(found.map(sumsOf))) };
}

/**
 * Trend (issue 26): Work by project's dockets (billable, not void) of the range, hours and value per
 * Monday week, in all and per project; every week of the range is listed, empty ones with zeros.
 */
export const trend: ReportDefinition<'trend', WeekRow[]> = { sums, reply };
