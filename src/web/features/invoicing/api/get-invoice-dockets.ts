import { useInfiniteQuery } from '@tanstack/react-query';
import { INVOICE_PAGE_SIZE, type InvoiceFilter } from '../../../../shared/invoicing/schemas';
import { api, type ReplyOf } from '../../../lib/api';
import { invoicingKeys } from './keys';

/** One docket of the /invoices table, with its totals to the cent. */
export type InvoiceDocket = ReplyOf<'GET /api/companies/:companyId/invoice-dockets'>['dockets'][number];

/** The /invoices filter card: which dockets and which project ('all' or a project id). */
export type DocketFilter = { invoice: InvoiceFilter; projectId: 'all' | number };

/**
 * The filtered dockets, 5 at a time (002 §9): the server filters and pages, 'Load More' asks for
 * the next 5 and keeps what is loaded.
 */
export function useInvoiceDockets(companyId: number, filter: DocketFilter) {
  return useInfiniteQuery({
    queryKey: [...invoicingKeys.invoiceDockets(companyId), filter],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/companies/:companyId/invoice-dockets', {
        params: { companyId },
        query: { ...filter, offset: pageParam, limit: INVOICE_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.dockets.length, 0);
      return loaded < last.total && last.dockets.length > 0 ? loaded : undefined;
    },
  });
}
