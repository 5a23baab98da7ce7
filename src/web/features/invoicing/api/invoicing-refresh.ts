import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/**
 * The reads an invoicing change touches (002 §4 'Docket invoicing'), by their query keys: /invoices
 * (its table and its invoices list) and /admin/invoicing (approved and invoiced lists) are two
 * features that read the same dockets, so their keys live here, below both.
 */
export const invoicingKeys = {
  /** Prefix of every read of the /invoices table: each filter's pages and the dockets' billing items. */
  invoiceDockets: (companyId: number) =>
    apiQuery('GET /api/companies/:companyId/invoice-dockets', { params: { companyId } }).queryKey,
  /** The company's invoices list, every page. */
  invoices: (companyId: number) =>
    apiQuery('GET /api/companies/:companyId/invoices', { params: { companyId } }).queryKey,
  approved: apiQuery('GET /api/admin/timesheets/approved').queryKey,
  invoiced: apiQuery('GET /api/admin/timesheets/invoiced').queryKey,
};

/**
 * After any invoicing change (a docket's invoice status or number, Mark as Invoiced, an invoice
 * created or voided): the /invoices table and invoices list, invoice management's two lists, the
 * company's dockets and dashboard, each docket and invoice, and the workers' own docket lists, whose
 * badges now read Invoiced or Approved.
 */
export function refreshAfterInvoicing(client: QueryClient, companyId: number) {
  const keys = [
    invoicingKeys.invoiceDockets(companyId),
    invoicingKeys.invoices(companyId),
    invoicingKeys.approved,
    invoicingKeys.invoiced,
    apiQuery('GET /api/companies/:companyId/timesheets', { params: { companyId } }).queryKey,
    apiQuery('GET /api/companies/:companyId/dashboard', { params: { companyId } }).queryKey,
    // Each docket (GET /api/timesheets/:id) and each invoice (GET /api/invoices/:id).
    ['/api/timesheets'],
    ['/api/invoices'],
  ];
  return Promise.all([
    ...keys.map((queryKey) => client.invalidateQueries({ queryKey })),
    client.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === '/api/users' && queryKey[2] === 'timesheets',
    }),
  ]);
}
