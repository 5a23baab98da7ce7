import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { getTaxCodesQuery } from './get-tax-codes';

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
      await client.invalidateQueries({ queryKey: getTaxCodesQuery().queryKey });
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
