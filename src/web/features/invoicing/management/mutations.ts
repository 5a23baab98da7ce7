import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkInvoicedInput } from '../../../../shared/invoicing/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { refreshAfterInvoicing } from '../api/invoicing-refresh';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import type { InvoiceRow } from './api';

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

type InvoiceChange = { row: InvoiceRow; invoiceNumber: string | null };

/** PATCH /api/timesheets/:id/invoice: a new number (invoiced stays true), or un-invoiced (null). */
export function useChangeInvoice(companyId: number, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ row, invoiceNumber }: InvoiceChange) =>
      api('PATCH /api/timesheets/:id/invoice', {
        params: { id: row.id },
        body: { invoiced: invoiceNumber !== null, invoiceNumber },
      }),
    onSuccess: async (_docket, { row, invoiceNumber }) => {
      await refreshAfterInvoicing(client, companyId);
      toast(
        invoiceNumber === null
          ? {
              title: 'Marked not invoiced',
              description: `${row.workerName}'s timesheet is ready to invoice again.`,
            }
          : {
              title: 'Invoice number updated',
              description: `${row.workerName}'s timesheet is on ${invoiceNumber}.`,
            },
      );
      onDone();
    },
    onError: (error) => toastFailure('Error', error, 'Failed to update invoice status'),
  });
}
