import type { MatrixWorld } from './matrix-fixtures';
import { backOffice, type MatrixRow } from './matrix-harness';

const companyUrl = (w: MatrixWorld, tail: string) => `/api/companies/${w.team.company.id}/${tail}`;
const RANGE = 'from=2026-11-01&to=2026-11-30';

/**
 * The reports (issue 26): admin and office ('reports.read'), on PRO or the trial (the matrix
 * companies are in their trial); workers and foremen 403, another company's admin 404.
 */
export const reportRows: MatrixRow[] = [
  {
    route: 'GET /api/companies/:companyId/reports/:report',
    call: (w) => ({
      method: 'GET',
      url: companyUrl(w, `reports/work-by-project?${RANGE}&projectId=${w.project.id}`),
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/reports/:report/csv',
    call: (w) => ({ method: 'GET', url: companyUrl(w, `reports/labour-by-worker/csv?${RANGE}`) }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/reports/:report/pdf',
    call: (w) => ({
      method: 'GET',
      url: companyUrl(w, `reports/clients/pdf?${RANGE}&clientId=${w.client.id}`),
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/report-dockets',
    call: (w) => ({
      method: 'GET',
      url: companyUrl(w, `report-dockets?${RANGE}&workerId=${w.team.worker.id}&state=not-approved`),
    }),
    expect: backOffice(200),
  },
];
