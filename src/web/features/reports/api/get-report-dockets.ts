import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DocketState } from '../../../../shared/reports/schemas';
import { apiQuery, type ReplyOf } from '../../../lib/api';
import type { ReportFilters } from '../report-address';

export type ReportDockets = ReplyOf<'GET /api/companies/:companyId/report-dockets'>;

/** A report row's drill-down: the report's filters narrowed by the row. */
export type DrillFilters = ReportFilters & { state?: DocketState; billable?: 'yes' | 'no' };

export const REPORT_DOCKETS_PAGE = 50;

export const reportDocketsQuery = (companyId: number, filters: DrillFilters, page: number) =>
  apiQuery('GET /api/companies/:companyId/report-dockets', {
    params: { companyId },
    query: { ...filters, offset: page * REPORT_DOCKETS_PAGE, limit: REPORT_DOCKETS_PAGE },
  });

/** The dockets behind a row, newest first, a page at a time; read again each time it opens. */
export const useReportDockets = (companyId: number, filters: DrillFilters, page: number) =>
  useQuery({
    ...reportDocketsQuery(companyId, filters, page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
