import { stringify } from 'csv-stringify/sync';
import type { ReportReply } from '../../../shared/reports/schemas';
import { safeCell } from '../../integrations/csv/safe-cell';
import { reportTableOf } from './report-table';

/**
 * A report's table as CSV: one header row, then the screen table's rows and its totals. Money and
 * hours as plain decimals ("1234.50", no $ or separators), dates yyyy-MM-dd; a name a spreadsheet
 * would read as a formula is defused like every CSV the product writes (safeCell).
 */
export function reportCsvOf(report: ReportReply): string {
  const { columns, rows } = reportTableOf(report);
  return stringify([columns.map((c) => c.name), ...rows.map((row) => row.cells.map(safeCell))], {
    record_delimiter: 'windows',
  });
}

/** 'work-by-project-2026-07-01-to-2027-06-30.csv': the report and its range. */
export const reportFileName = (
  report: Pick<ReportReply, 'report' | 'from' | 'to'>,
  extension: 'csv' | 'pdf',
): string => `${report.report}-${report.from}-to-${report.to}.${extension}`;
