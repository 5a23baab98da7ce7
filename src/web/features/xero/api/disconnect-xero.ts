import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { getXeroStatusQuery } from './get-xero-status';

/** Disconnect: revokes at Xero and forgets the connection; the status is read again. */
export function useDisconnectXero() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/xero/disconnect'),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: getXeroStatusQuery().queryKey });
      toast({ title: 'Disconnected from Xero' });
    },
    onError: (error) =>
      toastFailure('Failed to Disconnect', error, 'Unable to disconnect from Xero. Please try again.'),
  });
}
