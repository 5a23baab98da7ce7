import { fresh, type MatrixWorld } from './matrix-fixtures';
import { backOffice, type MatrixRow } from './matrix-harness';

const companyUrl = (w: MatrixWorld, tail: string) => `/api/companies/${w.team.company.id}/${tail}`;

/**
 * The payroll view and its submissions (002 §6: admin and office; 'payroll.read', 'payroll.submit').
 * Another company's admin gets 404 from a path naming our company, our user or our docket. The matrix
 * companies are neither mapped nor connected to Xero, so a submission of the team's worker is refused
 * with 409 (no counted dockets, not mapped, or not connected); a submission of chosen dockets answers
 * 200 with each period's result (a draft docket is skipped).
 */
export const payrollRows: MatrixRow[] = [
  {
    route: 'GET /api/companies/:companyId/timesheets/completed',
    call: (w) => ({
      method: 'GET',
      url: companyUrl(w, 'timesheets/completed?start=2026-11-16&end=2026-11-29&countOnTimesheet=true'),
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/payroll/csv',
    call: (w) => ({ method: 'GET', url: companyUrl(w, 'payroll/csv?start=2026-11-16&end=2026-11-22') }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/weekly-timesheets/:userId/confirm-xero-submission',
    call: (w) => ({
      method: 'POST',
      url: `/api/weekly-timesheets/${w.team.worker.id}/confirm-xero-submission`,
      payload: { startDate: '2026-11-23', endDate: '2026-11-29', timesheetEntries: [], overtimeThreshold: 8 },
    }),
    expect: backOffice(409),
  },
  {
    route: 'POST /api/xero/timesheets',
    call: async (w) => ({
      method: 'POST',
      url: '/api/xero/timesheets',
      payload: { timesheetIds: [(await fresh.docket(w)).id] },
    }),
    expect: backOffice(200),
  },
];
