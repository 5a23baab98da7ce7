import { useQuery } from '@tanstack/react-query';
import { api, type ReplyOf } from '../../../lib/api';
import { invoicingKeys } from './keys';

export type BillingItem = ReplyOf<'POST /api/timesheets/line-items'>[number];

/** A docket's billing items (POST /api/timesheets/line-items), read when its row is expanded. */
export function useBillingItems(companyId: number, docketId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...invoicingKeys.invoiceDockets(companyId), 'items', docketId],
    queryFn: ({ signal }) =>
      api('POST /api/timesheets/line-items', { body: { docketIds: [docketId] }, signal }),
    enabled,
  });
}
