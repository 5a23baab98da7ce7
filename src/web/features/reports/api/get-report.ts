import { useQuery } from '@tanstack/react-query';
import type { ReportId } from '../../../../shared/reports/reports';
import type { ReportReply } from '../../../../shared/reports/schemas';
import { apiQuery } from '../../../lib/api';
import type { ReportFilters } from '../report-address';

/** One report over the filters (issue 26). */
export const reportQuery = (companyId: number, report: ReportId, filters: ReportFilters) =>
  apiQuery('GET /api/companies/:companyId/reports/:report', {
    params: { companyId, report },
    query: filters,
  });

/**
 * The report, read again each time the screen opens; while new filters load, the same report's
 * previous figures stay (another report's never do: its table has other columns).
 */
export const useReport = (companyId: number, report: ReportId, filters: ReportFilters) =>
  useQuery({
    ...reportQuery(companyId, report, filters),
    staleTime: 0,
    placeholderData: (previous: ReportReply | undefined) =>
      previous?.report === report ? previous : undefined,
  });
