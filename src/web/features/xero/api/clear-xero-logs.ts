import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useRefreshXero } from '../logs/use-refresh-xero';

/** Clear Logs: the company's record of calls, then every list and counter is read again. */
export function useClearXeroLogs(onDone: () => void) {
  const refresh = useRefreshXero();
  return useMutation({
    mutationFn: () => api('DELETE /api/xero/logs'),
    onSuccess: async (reply) => {
      await refresh();
      toast({ title: 'Logs cleared', description: `${reply.deleted} logged calls deleted.` });
      onDone();
    },
    onError: (error) => toastFailure('Error', error, 'Failed to clear logs'),
  });
}
