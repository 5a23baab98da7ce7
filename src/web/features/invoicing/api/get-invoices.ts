import { useInfiniteQuery } from '@tanstack/react-query';
import { api, type ReplyOf } from '../../../lib/api';
import { invoicingKeys } from './keys';

/** A row of the invoices list as the call sends it: the product's own invoice, or one sent to Xero. */
export type ListedInvoice = ReplyOf<'GET /api/companies/:companyId/invoices'>['invoices'][number];
/** The product's own invoice: it has a PDF and a CSV, and may be e-mailed and voided. */
export type IssuedInvoice = Extract<ListedInvoice, { source: 'sitedockets' }>;
/** An invoice sent to Xero: it is opened, sent and voided in Xero. */
export type XeroListedInvoice = Extract<ListedInvoice, { source: 'xero' }>;

/** Invoices per page; Load More asks for the next page and keeps what is loaded. */
export const ISSUED_PAGE_SIZE = 10;

/** The company's invoices (its own and those sent to Xero), newest date first, paged on the server. */
export function useIssuedInvoices(companyId: number) {
  return useInfiniteQuery({
    queryKey: invoicingKeys.invoices(companyId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/companies/:companyId/invoices', {
        params: { companyId },
        query: { offset: pageParam, limit: ISSUED_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.invoices.length, 0);
      return loaded < last.total && last.invoices.length > 0 ? loaded : undefined;
    },
  });
}
