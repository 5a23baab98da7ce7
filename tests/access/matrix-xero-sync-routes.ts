import { everyone, backOffice, type MatrixRow } from './matrix-harness';

/**
 * Payments coming back from Xero (issue 27). 'Check payments now' is the back office's
 * ('xero.accounting'): the matrix companies are not connected to Xero, so every back-office caller,
 * another company's admin included (their own company), gets 409. Xero's webhook is public,
 * protected by its signature: a delivery without one is 401 for everyone (the matrix server has no
 * XERO_WEBHOOK_KEY, and the session a caller carries counts for nothing).
 */
export const xeroSyncRows: MatrixRow[] = [
  {
    route: 'POST /api/xero/reconcile',
    call: () => ({ method: 'POST', url: '/api/xero/reconcile' }),
    expect: { ...backOffice(409), otherAdmin: 409 },
  },
  {
    route: 'POST /api/xero/webhooks',
    call: () => ({
      method: 'POST',
      url: '/api/xero/webhooks',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [], firstEventSequence: 0, lastEventSequence: 0, entropy: 'ABC' }),
    }),
    expect: everyone(401),
  },
];
