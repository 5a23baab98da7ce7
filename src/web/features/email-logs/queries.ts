import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/query-client';
import type { EmailLog, LogFilter } from './types';

export const emailLogsPrefix = ['/api/admin/email-logs'] as const;

/** The log, or the part of it with one status (newest first). Always re-read when the screen opens. */
export function useEmailLogs(filter: LogFilter) {
  return useQuery({
    queryKey: filter === 'all' ? emailLogsPrefix : [...emailLogsPrefix, { status: filter }],
    queryFn: getQueryFn<EmailLog[]>({ on401: 'throw' }),
    staleTime: 0,
  });
}

export function countLogs(logs: readonly EmailLog[]) {
  return {
    total: logs.length,
    success: logs.filter((log) => log.status === 'success').length,
    failed: logs.filter((log) => log.status === 'failed').length,
    notSent: logs.filter((log) => log.status === 'not_sent').length,
  };
}
