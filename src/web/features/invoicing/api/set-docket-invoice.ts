import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocketInvoiceInput } from '../../../../shared/invoicing/invoices-schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { refreshAfterInvoicing } from '../invoicing-refresh';
import type { InvoiceRow } from './get-approved-dockets';

/** PATCH /api/timesheets/:id/invoice: invoiced with a number, or un-invoiced (002 §4 'Docket invoicing'). */
export function useSetInvoiceStatus(companyId: number, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DocketInvoiceInput }) =>
      api('PATCH /api/timesheets/:id/invoice', { params: { id }, body }),
    onSuccess: async (docket) => {
      toast({
        title: docket.invoiced ? 'Invoice status updated' : 'Marked as not invoiced',
        description: docket.invoiced
          ? `Docket #${docket.id} is on invoice ${docket.invoiceNumber ?? ''}.`
          : `Docket #${docket.id} is ready for invoice again.`,
      });
      onDone();
      await refreshAfterInvoicing(client, companyId);
    },
    onError: (error) => toastFailure('Error', error, 'Failed to update invoice status'),
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
