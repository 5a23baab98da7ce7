import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { failure } from '../rate-items/rate-item-failure';
import { rateItemsKey } from './keys';

/** Switches "add to every new project" on or off. */
export function useToggleAutoCreate(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, autoCreate }: { id: number; autoCreate: boolean }) =>
      api('PUT /api/companies/:companyId/rate-items/:id', {
        params: { companyId, id },
        body: { autoCreate },
      }),
    onSuccess: (item) => {
      void queryClient.invalidateQueries({ queryKey: rateItemsKey(companyId) });
      toast({
        title: 'Rate item updated',
        description: item.autoCreate
          ? `${item.name} will be added to new projects automatically.`
          : `${item.name} will no longer be added to new projects.`,
      });
    },
    onError: () => failure('Update failed', 'update'),
  });
}
