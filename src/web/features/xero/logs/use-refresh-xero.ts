import { useQueryClient } from '@tanstack/react-query';
import { getXeroStatusQuery } from '../api/get-xero-status';
import { xeroLogKeys } from '../api/keys';

/** Re-reads every list, the counters and the status (Refresh, Refresh All). */
export function useRefreshXero() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      ...xeroLogKeys.map((queryKey) => client.invalidateQueries({ queryKey })),
      client.invalidateQueries({ queryKey: getXeroStatusQuery().queryKey }),
    ]);
}
