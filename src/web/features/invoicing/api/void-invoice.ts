import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { refreshAfterInvoicing } from '../invoicing-refresh';
import type { IssuedInvoice } from './get-invoices';

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
