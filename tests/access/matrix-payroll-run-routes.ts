import { payrollRuns } from '../../src/server/db/schema';
import type { MatrixWorld } from './matrix-fixtures';
import { backOffice, type MatrixRow } from './matrix-harness';

const runsUrl = (w: MatrixWorld, tail = '') => `/api/companies/${w.team.company.id}/payroll/runs${tail}`;

/** A finished run of the team's company, to read back. */
async function aRun(w: MatrixWorld) {
  const [run] = await w.db
    .insert(payrollRuns)
    .values({
      companyId: w.team.company.id,
      periodStart: '2026-11-16',
      periodEnd: '2026-11-22',
      overtimeThreshold: 8,
      status: 'done',
    })
    .returning({ id: payrollRuns.id });
  return run!.id;
}

/**
 * The whole period's run (issue 15; 'payroll.submit' to start, 'payroll.read' to follow: admin and
 * office). The matrix companies are not connected to Xero, so a start of a real pay period (their
 * own weekly periods, Monday to Sunday) is refused with 409; another company's admin gets 404 from a
 * path naming our company.
 */
export const payrollRunRows: MatrixRow[] = [
  {
    route: 'POST /api/companies/:companyId/payroll/runs',
    call: (w) => ({
      method: 'POST',
      url: runsUrl(w),
      payload: { startDate: '2026-11-23', endDate: '2026-11-29', overtimeThreshold: 8 },
    }),
    expect: backOffice(409),
  },
  {
    route: 'GET /api/companies/:companyId/payroll/runs',
    call: (w) => ({ method: 'GET', url: runsUrl(w, '?startDate=2026-11-23&endDate=2026-11-29') }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/payroll/runs/:runId',
    call: async (w) => ({ method: 'GET', url: runsUrl(w, `/${await aRun(w)}`) }),
    expect: backOffice(200),
  },
];
