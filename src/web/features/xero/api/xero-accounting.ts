import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';

/**
 * The Xero reads and the tax-code sync that Settings → Xero and the 'Create Xero Invoice' dialog
 * share (002 §7 'Accounting provider'): two features, so they live here, below both.
 */
export const xeroStatusQuery = () => apiQuery('GET /api/xero/status');
export const taxCodesQuery = () => apiQuery('GET /api/xero/tax-codes');

/** Whether the company is connected to Xero, and to which organisation. */
export const useXeroConnection = () => useQuery(xeroStatusQuery());

/** The company's tax codes as last synced from Xero (none before the first sync). */
export const useTaxCodes = (enabled = true) => useQuery({ ...taxCodesQuery(), enabled });

/**
 * 'Sync Tax Codes': reads the organisation's tax rates from Xero and makes them the company's tax
 * codes. 002 §8 names two failure titles: Settings → Xero says 'Sync Failed', the invoice dialog's
 * 'Sync Tax Codes Required' says 'Tax Codes Sync Failed'; both with the server's message.
 */
export function useSyncTaxCodes(failureTitle: 'Sync Failed' | 'Tax Codes Sync Failed') {
  const client = useQueryClient();
  return useWritingMutation({
    mutationFn: (_: void, idempotencyKey) => api('POST /api/xero/sync-tax-codes', { idempotencyKey }),
    onSuccess: async ({ count }) => {
      await client.invalidateQueries({ queryKey: taxCodesQuery().queryKey });
      toast({
        title: 'Tax codes synced',
        description: count === 1 ? '1 tax code from Xero.' : `${count} tax codes from Xero.`,
      });
    },
    onError: (error) =>
      toastFailure(failureTitle, error, 'Unable to sync tax codes from Xero. Please try again.', {
        serverErrors: true,
      }),
  });
}
