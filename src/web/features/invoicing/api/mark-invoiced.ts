import { useQueryClient } from '@tanstack/react-query';
import type { MarkInvoicedInput } from '../../../../shared/invoicing/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { refreshAfterInvoicing } from '../invoicing-refresh';

const timesheets = (count: number) => `${count} timesheet${count === 1 ? '' : 's'}`;

/**
 * Mark as Invoiced (spec 002 §4, §7, §8): all or nothing on the server. A refusal (409 names the
 * docket that is not ready) is shown as the server said it, and the lists are read again since they
 * changed under the screen.
 */
export function useMarkInvoiced(companyId: number, onDone: () => void) {
  const client = useQueryClient();
  return useWritingMutation({
    mutationFn: (body: MarkInvoicedInput, idempotencyKey) =>
      api('POST /api/admin/timesheets/mark-invoiced', { body, idempotencyKey }),
    onSuccess: async (reply) => {
      await refreshAfterInvoicing(client, companyId);
      toast({
        title: 'Marked as invoiced',
        description: reply.invoiceNumber
          ? `${timesheets(reply.count)} marked invoiced on ${reply.invoiceNumber}.`
          : `${timesheets(reply.count)} marked invoiced.`,
      });
      onDone();
    },
    onError: (error) => {
      toastFailure('Error', error, 'Failed to mark dockets as invoiced');
      void refreshAfterInvoicing(client, companyId);
    },
  });
}
