import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { failure } from '../rate-items/rate-item-failure';
import { rateItemsKey } from './keys';
import type { CompanyRateItem } from './types';

export function useDeleteRateItem(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CompanyRateItem) =>
      api('DELETE /api/companies/:companyId/rate-items/:id', { params: { companyId, id: item.id } }),
    onSuccess: (_reply, item) => {
      void queryClient.invalidateQueries({ queryKey: rateItemsKey(companyId) });
      toast({ title: 'Rate item deleted', description: `${item.name} has been removed.` });
    },
    onError: () => failure('Deletion failed', 'delete'),
  });
}
