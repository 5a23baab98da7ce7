import type { ReportId } from '../../../../shared/reports/reports';
import { api } from '../../../lib/api';
import { downloadReply } from '../../../lib/download';
import type { ReportFilters } from '../report-address';

export type ReportFormat = 'csv' | 'pdf';

/** The report as CSV (its table) or PDF (printable), saved under the server's file name. */
export async function downloadReport(
  companyId: number,
  report: ReportId,
  filters: ReportFilters,
  format: ReportFormat,
) {
  const input = { params: { companyId, report }, query: filters };
  const res =
    format === 'csv'
      ? await api('GET /api/companies/:companyId/reports/:report/csv', input)
      : await api('GET /api/companies/:companyId/reports/:report/pdf', input);
  await downloadReply(res, `${report}-${filters.from}-to-${filters.to}.${format}`);
}
