import { queryKeyOf } from '../../../lib/api';
import { getXeroApiLogsQuery } from './get-xero-api-logs';
import { getXeroDebugLogsQuery } from './get-xero-debug-logs';
import { getXeroLogStatsQuery } from './get-xero-log-stats';

/** The keys every read of the call record starts with (invalidate them to re-read them all). */
export const xeroLogKeys = [
  getXeroApiLogsQuery('all', 1).queryKey.slice(0, 1),
  getXeroDebugLogsQuery(false).queryKey.slice(0, 1),
  getXeroLogStatsQuery().queryKey,
] as const;

/** Every pay-cycles read of the company (the payroll view's), whatever its date. */
export const payCyclesKey = (companyId: number) =>
  queryKeyOf('/api/companies/:companyId/xero/pay-cycles', { companyId });
