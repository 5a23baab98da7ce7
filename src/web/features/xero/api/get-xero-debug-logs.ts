import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReplyOf } from '../../../lib/api';
import { POLL_MS } from '../logs/poll';

/** One Xero call as both admin screens show it. */
export type XeroCall = ReplyOf<'GET /api/xero/logs'>['logs'][number];

export const getXeroDebugLogsQuery = (errorsOnly: boolean) =>
  apiQuery('GET /api/xero/logs', { query: { errors_only: errorsOnly ? 'true' : 'false', count: 50 } });

export const useXeroDebugLogs = (errorsOnly: boolean) =>
  useQuery({ ...getXeroDebugLogsQuery(errorsOnly), refetchInterval: POLL_MS.debugLogs });
