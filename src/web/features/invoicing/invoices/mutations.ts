import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todayIn } from '../../../../shared/dates';
import type { DocketInvoiceInput } from '../../../../shared/invoicing/invoices-schemas';
import { api } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { refreshAfterInvoicing } from '../api/invoicing-refresh';
import { toast } from '../../../lib/toast-store';
import { toastFailure } from '../../clients/api';

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

/** POST /api/timesheets/export-pdfs: the ticked dockets' PDFs as one ZIP named with today's date (002 §9). */
export function useExportPdfs(timeZone: string, onDone: () => void) {
  return useMutation({
    mutationFn: async (timesheetIds: number[]) => {
      const res = await api('POST /api/timesheets/export-pdfs', { body: { timesheetIds } });
      return { blob: await res.blob(), fileName: `dockets-${todayIn(timeZone)}.zip` };
    },
    onSuccess: ({ blob, fileName }, ids) => {
      saveFile(blob, fileName);
      toast({ title: `${ids.length} PDF${ids.length === 1 ? '' : 's'} exported`, description: fileName });
      onDone();
    },
    onError: (error) => toastFailure('Export failed', error, 'Failed to export PDF files. Please try again.'),
  });
}
