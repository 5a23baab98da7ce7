import { backOffice, type MatrixRow } from './matrix-harness';

/**
 * Tax codes and Xero contacts (002 §5 invoice dialog, §2 Xero settings tab: admin and office). Each
 * caller reaches only their own company: the matrix companies are not connected to Xero, so the calls
 * that go to Xero answer 409 (not connected) for every back-office caller, another company's admin included.
 */
export const xeroAccountingRows: MatrixRow[] = [
  {
    route: 'GET /api/xero/tax-codes',
    call: () => ({ method: 'GET', url: '/api/xero/tax-codes' }),
    expect: { ...backOffice(200), otherAdmin: 200 },
  },
  {
    route: 'POST /api/xero/sync-tax-codes',
    call: () => ({ method: 'POST', url: '/api/xero/sync-tax-codes' }),
    expect: { ...backOffice(409), otherAdmin: 409 },
  },
  {
    route: 'GET /api/xero/contacts',
    call: () => ({ method: 'GET', url: '/api/xero/contacts?search=acme' }),
    expect: { ...backOffice(409), otherAdmin: 409 },
  },
];
