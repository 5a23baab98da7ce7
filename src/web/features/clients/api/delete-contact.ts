import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import type { Contact } from './get-contacts';
import { clientKeys, refreshClientLists } from './keys';

export function useDeleteContact(companyId: number, clientId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: Contact) => api('DELETE /api/client-contacts/:id', { params: { id: contact.id } }),
    onSuccess: async (_reply, contact) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.contacts(clientId) }),
        refreshClientLists(queryClient, companyId),
      ]);
      toast({ title: 'Contact deleted', description: contact.name });
      onDone();
    },
    onError: (error) => toastFailure('Error', error, 'Failed to delete contact'),
  });
}
