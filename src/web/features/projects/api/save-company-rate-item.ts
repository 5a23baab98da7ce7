import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { failure } from '../rate-items/rate-item-failure';
import { rateItemsKey } from './keys';
import type { RateItemValues } from './types';

/** Create (no id) or update a billable item. */
export function useSaveRateItem(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: RateItemValues }) =>
      id
        ? api('PUT /api/companies/:companyId/rate-items/:id', { params: { companyId, id }, body: values })
        : api('POST /api/companies/:companyId/rate-items', { params: { companyId }, body: values }),
    onSuccess: (item, { id }) => {
      void queryClient.invalidateQueries({ queryKey: rateItemsKey(companyId) });
      toast(
        id
          ? { title: 'Rate item updated', description: `${item.name} has been saved.` }
          : { title: 'Rate item created', description: `${item.name} is ready to add to projects.` },
      );
    },
    onError: (_error, { id }) =>
      id ? failure('Update failed', 'update') : failure('Creation failed', 'create'),
  });
}
