import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ReplyOf } from '../../../../lib/api';
import { toastDelivery } from '../../../../lib/delivery-toast';
import { downloadReply } from '../../../../lib/download';
import { toastFailure } from '../../../../lib/failure';
import { invoicingKeys, refreshAfterInvoicing } from '../../api/invoicing-refresh';
import { toast } from '../../../../lib/toast-store';
import { useWritingMutation } from '../../../../lib/use-writing-mutation';

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

/**
 * Void: the invoice keeps its number, its dockets return to Ready for Invoice. One press voids once:
 * a repeat of its Idempotency-Key is answered with the first void, not 'already void'.
 */
export function useVoidInvoice(companyId: number, onDone: () => void) {
  const client = useQueryClient();
  return useWritingMutation({
    mutationFn: (invoice: IssuedInvoice, idempotencyKey) =>
      api('POST /api/invoices/:id/void', { params: { id: invoice.id }, idempotencyKey }),
    onSuccess: async (invoice) => {
      toast({
        title: `${invoice.number} voided`,
        description: `Its ${invoice.docketCount === 1 ? 'docket is' : `${invoice.docketCount} dockets are`} ready for invoice again.`,
      });
      onDone();
      await refreshAfterInvoicing(client, companyId);
    },
    onError: (error) => toastFailure('Void failed', error, 'Failed to void the invoice. Please try again.'),
  });
}

/** E-mail the invoice PDF to the given address (the contact's, prefilled); one press, one e-mail. */
export function useEmailInvoice(invoice: IssuedInvoice, onDone: () => void) {
  return useWritingMutation({
    mutationFn: (email: string, idempotencyKey) =>
      api('POST /api/invoices/:id/email', {
        params: { id: invoice.id },
        body: { email },
        idempotencyKey,
      }),
    onSuccess: ({ status }, email) => {
      toastDelivery({
        status,
        to: email,
        what: `Invoice ${invoice.number}`,
        sent: { title: `Invoice ${invoice.number} sent`, description: `E-mailed to ${email}.` },
        instead: 'Download the PDF and send it yourself.',
      });
      onDone();
    },
    onError: (error) =>
      toastFailure('Failed to send email', error, 'The invoice could not be e-mailed. Please try again.'),
  });
}

/** GET the invoice's PDF or CSV and hand it to the browser's downloads. */
export async function downloadInvoice(invoice: Pick<IssuedInvoice, 'id' | 'number'>, kind: 'pdf' | 'csv') {
  const params = { id: invoice.id };
  const res =
    kind === 'pdf'
      ? await api('GET /api/invoices/:id/pdf', { params })
      : await api('GET /api/invoices/:id/csv', { params });
  await downloadReply(res, `${invoice.number}.${kind}`);
}
