import type { QueryClient } from '@tanstack/react-query';
import { invoiceDocketsKey } from '../queries';

/** The company's invoices list (GET /api/companies/:companyId/invoices), every page and filter. */
export const issuedInvoicesKey = (companyId: number) => ['/api/companies', companyId, 'invoices'] as const;

/**
 * After an invoice is created or voided its dockets change state (Invoiced with its number, or
 * Ready for Invoice again): the invoices list, the /invoices table, each docket, the company's
 * docket lists, the dashboard and invoice management read again (002 §4 'Docket invoicing').
 */
export function refreshAfterInvoiceChange(client: QueryClient, companyId: number) {
  return Promise.all(
    [
      issuedInvoicesKey(companyId),
      invoiceDocketsKey(companyId),
      ['/api/companies', companyId, 'timesheets'],
      ['/api/companies', companyId, 'dashboard'],
      ['/api/timesheets'],
      ['/api/admin/timesheets'],
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
