import { backOffice, everyone, type MatrixRow } from './matrix-harness';

/**
 * Connecting to Xero (002 §2 Settings → Xero: admin and office). Each acts on the caller's own company;
 * the matrix company's accounting software is not Xero, so a ticket is refused there (409) after the
 * access check, and disconnecting a company that is not connected is a plain 200.
 */
export const xeroConnectRows: MatrixRow[] = [
  // The sign-in's browser addresses answer every caller with a redirect: a made-up ticket or state
  // goes back to Settings with a reason (the connect tests follow the real ones).
  {
    route: 'GET /auth/xero',
    call: () => ({ method: 'GET', url: '/auth/xero?ticket=not-a-ticket' }),
    expect: everyone(302),
  },
  {
    route: 'GET /auth/xero/callback',
    call: () => ({ method: 'GET', url: '/auth/xero/callback?code=abc&state=not-a-state' }),
    expect: everyone(302),
  },
  {
    route: 'POST /api/xero/connect-ticket',
    call: () => ({ method: 'POST', url: '/api/xero/connect-ticket' }),
    expect: { ...backOffice(409), otherAdmin: 409 },
  },
  {
    route: 'DELETE /api/xero/disconnect',
    call: () => ({ method: 'DELETE', url: '/api/xero/disconnect' }),
    expect: { ...backOffice(200), otherAdmin: 200 },
  },
];
