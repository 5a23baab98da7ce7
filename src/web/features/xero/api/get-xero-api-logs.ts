import { useQuery } from '@tanstack/react-query';
import type { XeroLogFilter } from '../../../../shared/xero/logs-schemas';
import { apiQuery } from '../../../lib/api';
import { POLL_MS } from '../logs/poll';

export const getXeroApiLogsQuery = (filter: XeroLogFilter, limit: number) =>
  apiQuery('GET /api/xero-api-logs', { query: { filter, limit } });

/** /admin/xero-logs: one filter's newest calls and the filter's count. */
export const useXeroApiLogs = (filter: XeroLogFilter, limit: number) =>
  useQuery({
    ...getXeroApiLogsQuery(filter, limit),
    refetchInterval: POLL_MS.logs,
    placeholderData: (prev) => prev,
  });
