import type { ReportId } from '../../../shared/reports/reports';
import type { ReportOf } from '../../../shared/reports/schemas';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../db/read-cache';
import { budgetsReport } from './budgets';
import { clientsReport } from './clients';
import { assertFiltersKnown, type ReportFilters } from './filters';
import { labourByWorker } from './labour-by-worker';
import type { ReportDefinition } from './report-definition';
import { trend } from './trend';
import { workByProject } from './work-by-project';

/** Keeps a report's sums under its setting: `load`'s, or the read cache's copy of them. */
type Keep = <S>(load: () => Promise<S>, setting: number) => Promise<S>;
type Runner<R extends ReportId> = (
  db: Db,
  companyId: number,
  q: ReportFilters,
  keep: Keep,
) => Promise<ReportOf<R>>;

const runner =
  <R extends ReportId, S>(report: ReportDefinition<R, S>): Runner<R> =>
  async (db, companyId, q, keep) => {
    const setting = report.setting ? await report.setting(db, companyId) : 0;
    const sums = await keep(() => report.sums(db, companyId, q, setting), setting);
    return report.reply(db, companyId, q, sums);
  };

const REPORTS: { [R in ReportId]: Runner<R> } = {
  'work-by-project': runner(workByProject),
  'labour-by-worker': runner(labourByWorker),
  clients: runner(clientsReport),
  trend: runner(trend),
  budgets: runner(budgetsReport),
};

/** The cache key of a report's sums: the company, the report, its setting and every filter. */
const keyOf = (companyId: number, reportId: ReportId, setting: number, q: ReportFilters) =>
  [
    'report',
    companyId,
    reportId,
    setting,
    q.from,
    q.to,
    q.projectId ?? '',
    q.clientId ?? '',
    q.workerId ?? '',
  ].join('/');

/**
 * One report of the company over the filters (issue 26). A project, client or worker of another
 * company is a 404. The sums (the database's aggregation of the range's dockets, the heavy part)
 * are kept in the read cache, scoped to the whole company: any committed change of its dockets,
 * items, projects or people drops them (db/changes.ts); names are read fresh each time, and
 * Labour's overtime threshold (no change clock follows payroll settings) is read first and keys them.
 */
export async function computeReport<R extends ReportId>(
  db: Db,
  companyId: number,
  reportId: R,
  q: ReportFilters,
  reads?: ReadCache,
): Promise<ReportOf<R>> {
  await assertFiltersKnown(db, companyId, q);
  const filters: ReportFilters = {
    from: q.from,
    to: q.to,
    ...(q.projectId === undefined ? {} : { projectId: q.projectId }),
    ...(q.clientId === undefined ? {} : { clientId: q.clientId }),
    ...(q.workerId === undefined ? {} : { workerId: q.workerId }),
  };
  const scope = { company: companyId, everything: true };
  const keep: Keep = (load, setting) =>
    reads ? reads.read(keyOf(companyId, reportId, setting, filters), load, () => true, scope) : load();
  return (REPORTS[reportId] as Runner<R>)(db, companyId, filters, keep);
}
