import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoInvoiceMode } from '../../../../shared/xero/sync-schemas';
import { api, apiQuery } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';

/** Settings → Xero 'Automatic invoices' (issue 27): the company's mode. */
export const getAutoInvoiceSettingsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/xero/auto-invoice-settings', { params: { companyId } });

export const useAutoInvoiceSettings = (companyId: number) => useQuery(getAutoInvoiceSettingsQuery(companyId));

export function useSaveAutoInvoiceSettings(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (autoInvoice: AutoInvoiceMode) =>
      api('PUT /api/companies/:companyId/xero/auto-invoice-settings', {
        params: { companyId },
        body: { autoInvoice },
      }),
    onSuccess: (saved) => {
      client.setQueryData(getAutoInvoiceSettingsQuery(companyId).queryKey, saved);
      toast({ title: 'Automatic invoices saved' });
    },
    onError: (error) =>
      toastFailure('Save failed', error, 'Failed to save the automatic invoices. Please try again.'),
  });
}
