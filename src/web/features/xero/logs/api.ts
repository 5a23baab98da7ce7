import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { XeroLogFilter } from '../../../../shared/xero/logs-schemas';
import { api, apiQuery } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';

/** Polling of 002 §9: the logs list every 30 s, debug logs every 2 s, statistics and status every 5 s. */
export const POLL_MS = { logs: 30_000, debugLogs: 2_000, stats: 5_000, status: 5_000 } as const;

const apiLogsQuery = (filter: XeroLogFilter, limit: number) =>
  apiQuery('GET /api/xero-api-logs', { query: { filter, limit } });
const debugLogsQuery = (errorsOnly: boolean) =>
  apiQuery('GET /api/xero/logs', { query: { errors_only: errorsOnly ? 'true' : 'false', count: 50 } });
const statsQuery = () => apiQuery('GET /api/xero/logs/stats');
const statusQuery = () => apiQuery('GET /api/xero/status');

/** The keys every read of the call record starts with (invalidate them to re-read them all). */
export const xeroLogKeys = [
  apiLogsQuery('all', 1).queryKey.slice(0, 1),
  debugLogsQuery(false).queryKey.slice(0, 1),
  statsQuery().queryKey,
] as const;

/** /admin/xero-logs: one filter's newest calls and the filter's count. */
export const useXeroApiLogs = (filter: XeroLogFilter, limit: number) =>
  useQuery({
    ...apiLogsQuery(filter, limit),
    refetchInterval: POLL_MS.logs,
    placeholderData: (prev) => prev,
  });

export const useXeroDebugLogs = (errorsOnly: boolean) =>
  useQuery({ ...debugLogsQuery(errorsOnly), refetchInterval: POLL_MS.debugLogs });

export const useXeroLogStats = (refetchInterval: number) => useQuery({ ...statsQuery(), refetchInterval });

export const useXeroStatus = () => useQuery({ ...statusQuery(), refetchInterval: POLL_MS.status });

/** Re-reads every list, the counters and the status (Refresh, Refresh All). */
export function useRefreshXero() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      ...xeroLogKeys.map((queryKey) => client.invalidateQueries({ queryKey })),
      client.invalidateQueries({ queryKey: statusQuery().queryKey }),
    ]);
}

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
