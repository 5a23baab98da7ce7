import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';
import type { LogFilter } from '../logs/types';

export const getEmailLogsQuery = (filter: LogFilter) =>
  apiQuery('GET /api/admin/email-logs', { query: filter === 'all' ? undefined : { status: filter } });

/** The key every filter's read starts with (invalidate it to re-read them all). */
export const emailLogsPrefix = getEmailLogsQuery('all').queryKey;

/** The log, or the part of it with one status (newest first). Always re-read when the screen opens. */
export function useEmailLogs(filter: LogFilter) {
  return useQuery({ ...getEmailLogsQuery(filter), staleTime: 0 });
}
