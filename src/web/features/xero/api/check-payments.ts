import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { invoicingKeys } from '../../invoicing/api/keys';

/**
 * 'Check payments now' (issue 27): the reconcile run for this company at once (POST /api/xero/reconcile),
 * then the invoices list read again so what Xero said shows.
 */
export function useCheckPayments(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/xero/reconcile', {}),
    onSuccess: ({ read, changed }) => {
      void client.invalidateQueries({ queryKey: invoicingKeys.invoices(companyId) });
      toast({
        title: 'Payments checked',
        description: `${read} invoice${read === 1 ? '' : 's'} read from Xero, ${changed} changed.`,
      });
    },
    onError: (error) =>
      toastFailure('Check failed', error, 'Failed to check payments in Xero. Please try again.'),
  });
}
