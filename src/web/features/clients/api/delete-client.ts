import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import type { Client } from './get-clients';
import { refreshClientLists } from './keys';

export function useDeleteClient(companyId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: Client) => api('DELETE /api/clients/:id', { params: { id: client.id } }),
    onSuccess: async (_reply, client) => {
      await refreshClientLists(queryClient, companyId);
      toast({ title: 'Client deleted', description: `${client.name} and its contacts were removed.` });
      onDone();
    },
    onError: (error) => toastFailure('Deletion failed', error, 'Failed to delete client. Please try again.'),
  });
}
