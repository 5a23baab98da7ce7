import type { MatrixWorld } from './matrix-fixtures';
import { backOffice, type MatrixRow } from './matrix-harness';

const companyUrl = (w: MatrixWorld, tail: string) => `/api/companies/${w.team.company.id}/xero/${tail}`;

/**
 * Automatic Xero invoices (issue 27: admin and office, 'xero.accounting'; PRO or the trial, which
 * the matrix companies are on). Another company's admin gets 404 from a path naming our company.
 * The matrix companies keep the mode off, so a run finds nothing to send.
 */
export const xeroAutoInvoiceRows: MatrixRow[] = [
  {
    route: 'GET /api/companies/:companyId/xero/auto-invoice-settings',
    call: (w) => ({ method: 'GET', url: companyUrl(w, 'auto-invoice-settings') }),
    expect: backOffice(200),
  },
  {
    route: 'PUT /api/companies/:companyId/xero/auto-invoice-settings',
    call: (w) => ({
      method: 'PUT',
      url: companyUrl(w, 'auto-invoice-settings'),
      payload: { autoInvoice: 'off' },
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/xero/auto-invoices',
    call: (w) => ({ method: 'GET', url: companyUrl(w, 'auto-invoices?status=failed') }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/companies/:companyId/xero/auto-invoices/run',
    call: (w) => ({ method: 'POST', url: companyUrl(w, 'auto-invoices/run') }),
    expect: backOffice(200),
  },
];
