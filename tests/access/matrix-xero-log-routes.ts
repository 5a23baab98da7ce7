import { backOffice, type MatrixRow } from './matrix-harness';

/** Reads of the caller's own company: another company's admin gets theirs (200), not ours. */
const ownCompany = { ...backOffice(200), otherAdmin: 200 };

/** The record of Xero calls and the connection status (002 §2 admin screens: admin and office). */
export const xeroLogRows: MatrixRow[] = [
  {
    route: 'GET /api/xero-api-logs',
    call: () => ({ method: 'GET', url: '/api/xero-api-logs?filter=errors' }),
    expect: ownCompany,
  },
  {
    route: 'GET /api/xero/logs',
    call: () => ({ method: 'GET', url: '/api/xero/logs?errors_only=true&count=50' }),
    expect: ownCompany,
  },
  {
    route: 'GET /api/xero/logs/stats',
    call: () => ({ method: 'GET', url: '/api/xero/logs/stats' }),
    expect: ownCompany,
  },
  {
    route: 'DELETE /api/xero/logs',
    call: () => ({ method: 'DELETE', url: '/api/xero/logs' }),
    expect: ownCompany,
  },
  {
    route: 'GET /api/xero/status',
    call: () => ({ method: 'GET', url: '/api/xero/status' }),
    expect: ownCompany,
  },
];
