import type { ReportId } from '../../../shared/reports/reports';
import type { ReportOf } from '../../../shared/reports/schemas';
import type { Db } from '../../db/client';
import type { ReportFilters } from './filters';

/**
 * A report in two steps: `sums`, the company's rows added up (by the database, in ids and exact
 * integers: the heavy part, kept in the read cache), and `reply`, those sums named and shaped with
 * what is read fresh (names). `setting`, when a report has one, is what its sums also depend on that
 * no change clock follows (Labour's overtime threshold): read fresh first, it is part of the cache key.
 */
export type ReportDefinition<R extends ReportId, S> = {
  setting?: (db: Db, companyId: number) => Promise<number>;
  sums: (db: Db, companyId: number, q: ReportFilters, setting: number) => Promise<S>;
  reply: (db: Db, companyId: number, q: ReportFilters, sums: S) => Promise<ReportOf<R>>;
};
