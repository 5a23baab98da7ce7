import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoInvoiceBatchStatus } from '../../../../shared/xero/sync-schemas';
import { api, apiQuery, queryKeyOf } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';

/** The automatic invoices (issue 27), of one status or all: the Xero logs screen and the dashboard read them. */
export const getAutoInvoicesQuery = (companyId: number, status?: AutoInvoiceBatchStatus) =>
  apiQuery('GET /api/companies/:companyId/xero/auto-invoices', {
    params: { companyId },
    query: status ? { status } : {},
  });

export const useAutoInvoices = (companyId: number, status?: AutoInvoiceBatchStatus) =>
  useQuery(getAutoInvoicesQuery(companyId, status));

/** 'Send last week's invoices now': the weekly job for this company, now, and the failed ones again. */
export function useRunAutoInvoices(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/companies/:companyId/xero/auto-invoices/run', { params: { companyId } }),
    onSuccess: ({ batches }) => {
      void client.invalidateQueries({
        queryKey: queryKeyOf('/api/companies/:companyId/xero/auto-invoices', { companyId }),
      });
      const made = batches.filter((batch) => batch.status === 'invoiced').length;
      const left = batches.length - made;
      toast({
        title: made ? `${made} invoice${made === 1 ? '' : 's'} sent to Xero` : 'Nothing new to invoice',
        ...(left ? { description: `${left} could not be invoiced: see Xero logs` } : {}),
      });
    },
    onError: (error) => toastFailure('Send failed', error, 'Failed to send the invoices. Please try again.'),
  });
}
