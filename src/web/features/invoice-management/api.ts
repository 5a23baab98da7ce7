import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiQuery, type ReplyOf } from '../../lib/api';

/** One docket as the invoice-management lists send it (worker, project, dates, invoice state). */
export type InvoiceRow = ReplyOf<'GET /api/admin/timesheets/approved'>[number];

/** Spec 002 §9: the approved-timesheets list is fresh for 30 s and kept for 60 s. */
const listCache = { staleTime: 30_000, gcTime: 60_000 };

const approvedQuery = () => queryOptions({ ...apiQuery('GET /api/admin/timesheets/approved'), ...listCache });
const invoicedQuery = () => queryOptions({ ...apiQuery('GET /api/admin/timesheets/invoiced'), ...listCache });

/** The two lists' query keys: another screen that invoices dockets (/invoices) invalidates them. */
export const invoiceManagementKeys = {
  approved: approvedQuery().queryKey,
  invoiced: invoicedQuery().queryKey,
};

/** The dockets ready to invoice: approved, billable, not invoiced. */
export const useApprovedDockets = () => useQuery(approvedQuery());

/** The most recently invoiced dockets. */
export const useInvoicedDockets = () => useQuery(invoicedQuery());

/**
 * After dockets were marked invoiced or un-invoiced (spec 002 §4 'Docket invoicing'): both lists,
 * the company's reads (dashboard, dockets, the /invoices table and invoices), each docket and the
 * workers' own docket lists, whose badges now read Invoiced or Approved.
 */
export function refreshAfterInvoicing(client: QueryClient, companyId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: invoiceManagementKeys.approved }),
    client.invalidateQueries({ queryKey: invoiceManagementKeys.invoiced }),
    client.invalidateQueries({ queryKey: ['/api/companies', companyId] }),
    client.invalidateQueries({ queryKey: ['/api/timesheets'] }),
    client.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === '/api/users' && queryKey[2] === 'timesheets',
    }),
  ]);
}
