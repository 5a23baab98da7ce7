import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactBody } from '../../../../shared/clients/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { clientKeys, refreshClientLists } from './keys';

export type ContactValues = z.output<typeof contactBody>;

/** Add Contact (no contact: POST) or Edit Contact (PUT), on one client. */
export function useSaveContact(
  companyId: number,
  clientId: number,
  contactId: number | null,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ContactValues) =>
      contactId === null
        ? api('POST /api/clients/:id/contacts', { params: { id: clientId }, body: values })
        : api('PUT /api/client-contacts/:id', { params: { id: contactId }, body: values }),
    onSuccess: async (contact) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.contacts(clientId) }),
        refreshClientLists(queryClient, companyId),
      ]);
      toast({ title: contactId === null ? 'Contact added' : 'Contact updated', description: contact.name });
      onDone();
    },
    onError: (error) =>
      toastFailure(
        'Error',
        error,
        contactId === null ? 'Failed to create contact' : 'Failed to update contact',
      ),
  });
}
