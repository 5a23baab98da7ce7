import { defineRoutes } from '../api/route';
import { companyParams } from '../schemas/params';
import { reportDocketsQuery, reportDocketsReply, reportParams, reportQuery, reportReply } from './schemas';

const tag = 'Reports';

/**
 * The reports (issue 26): admin and office, on PRO or the trial. Money as decimal strings; the
 * figures are the invoices' and payroll's own (docket-math, payroll hours).
 */
export const reportRoutes = defineRoutes({
  getReport: {
    method: 'GET',
    path: '/api/companies/:companyId/reports/:report',
    summary:
      'One report over a date range (work-by-project, labour-by-worker, clients, trend, budgets), filtered by project, client or worker',
    tag,
    access: 'reports.read',
    plan: 'pro',
    planFeature: 'reports',
    params: reportParams,
    query: reportQuery,
    reply: { 200: reportReply },
  },
  reportCsv: {
    method: 'GET',
    path: '/api/companies/:companyId/reports/:report/csv',
    summary: "A report's table as CSV",
    tag,
    access: 'reports.read',
    plan: 'pro',
    planFeature: 'reports',
    params: reportParams,
    query: reportQuery,
    reply: { file: 'text/csv', description: "The report's table, one row per line of the screen's table" },
  },
  reportPdf: {
    method: 'GET',
    path: '/api/companies/:companyId/reports/:report/pdf',
    summary: 'A report as a printable PDF',
    tag,
    access: 'reports.read',
    plan: 'pro',
    planFeature: 'reports',
    params: reportParams,
    query: reportQuery,
    reply: { file: 'application/pdf', description: "The report's totals and table" },
  },
  reportDockets: {
    method: 'GET',
    path: '/api/companies/:companyId/report-dockets',
    summary:
      "The dockets behind a report's row (its filters, a docket state), newest first, a page at a time",
    tag,
    access: 'reports.read',
    plan: 'pro',
    planFeature: 'reports',
    params: companyParams,
    query: reportDocketsQuery,
    reply: { 200: reportDocketsReply },
  },
});
