import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';

const statusQuery = () => apiQuery('GET /api/xero/status');

/** Whether the company is connected to Xero, and to which organisation. */
export const useXeroConnection = () => useQuery(statusQuery());

/** Disconnect: revokes at Xero and forgets the connection; the status is read again. */
export function useDisconnectXero() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/xero/disconnect'),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: statusQuery().queryKey });
      toast({ title: 'Disconnected from Xero' });
    },
    onError: (error) =>
      toastFailure('Failed to Disconnect', error, 'Unable to disconnect from Xero. Please try again.'),
  });
}
