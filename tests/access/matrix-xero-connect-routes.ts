import { backOffice, type MatrixRow } from './matrix-harness';

/**
 * Connecting to Xero (002 §2 Settings → Xero: admin and office). Each acts on the caller's own company;
 * the matrix company's accounting software is not Xero, so a ticket is refused there (409) after the
 * access check, and disconnecting a company that is not connected is a plain 200.
 */
export const xeroConnectRows: MatrixRow[] = [
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
