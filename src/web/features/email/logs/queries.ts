import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';
import type { EmailLog, LogFilter } from './types';

const emailLogsQuery = (filter: LogFilter) =>
  apiQuery('GET /api/admin/email-logs', { query: filter === 'all' ? undefined : { status: filter } });

/** The key every filter's read starts with (invalidate it to re-read them all). */
export const emailLogsPrefix = emailLogsQuery('all').queryKey;

/** The log, or the part of it with one status (newest first). Always re-read when the screen opens. */
export function useEmailLogs(filter: LogFilter) {
  return useQuery({ ...emailLogsQuery(filter), staleTime: 0 });
}

export function countLogs(logs: readonly EmailLog[]) {
  return {
    total: logs.length,
    success: logs.filter((log) => log.status === 'success').length,
    failed: logs.filter((log) => log.status === 'failed').length,
    notSent: logs.filter((log) => log.status === 'not_sent').length,
  };
}
