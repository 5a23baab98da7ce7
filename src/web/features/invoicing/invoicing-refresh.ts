import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../lib/api';
import { invoicingKeys } from './api/keys';

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
    queryKeyOf('/api/companies/:companyId/timesheets', { companyId }),
    queryKeyOf('/api/companies/:companyId/dashboard', { companyId }),
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
