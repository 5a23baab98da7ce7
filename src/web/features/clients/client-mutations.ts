import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { clientBody, contactBody } from '../../../shared/clients/schemas';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { clientKeys, type Client, type Contact } from './api';
import { toastFailure } from '../../lib/failure';

export type ClientValues = z.output<typeof clientBody>;
export type ContactValues = z.output<typeof contactBody>;

/** Clients appear on project cards too: refresh both lists after a change. */
function useRefresh(companyId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientKeys.list(companyId) }),
      queryClient.invalidateQueries({ queryKey: ['/api/companies', companyId, 'projects'] }),
    ]);
}

/** Add Client (no id) or Edit Client. */
export function useSaveClient(companyId: number, clientId: number | null, onDone: () => void) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (values: ClientValues) =>
      clientId === null
        ? api('POST /api/companies/:companyId/clients', { params: { companyId }, body: values })
        : api('PUT /api/clients/:id', { params: { id: clientId }, body: values }),
    onSuccess: async (client) => {
      await refresh();
      toast({ title: clientId === null ? 'Client added' : 'Client updated', description: client.name });
      onDone();
    },
    onError: (error) =>
      clientId === null
        ? toastFailure('Creation failed', error, 'Failed to create client. Please try again.')
        : toastFailure('Update failed', error, 'Failed to update client. Please try again.'),
  });
}

export function useDeleteClient(companyId: number, onDone: () => void) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (client: Client) => api('DELETE /api/clients/:id', { params: { id: client.id } }),
    onSuccess: async (_reply, client) => {
      await refresh();
      toast({ title: 'Client deleted', description: `${client.name} and its contacts were removed.` });
      onDone();
    },
    onError: (error) => toastFailure('Deletion failed', error, 'Failed to delete client. Please try again.'),
  });
}

/** Add Contact (no contact) or Edit Contact, on one client. */
export function useSaveContact(
  companyId: number,
  clientId: number,
  contactId: number | null,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (values: ContactValues) =>
      contactId === null
        ? api('POST /api/clients/:id/contacts', { params: { id: clientId }, body: values })
        : api('PUT /api/client-contacts/:id', { params: { id: contactId }, body: values }),
    onSuccess: async (contact) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.contacts(clientId) }),
        refresh(),
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

export function useDeleteContact(companyId: number, clientId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (contact: Contact) => api('DELETE /api/client-contacts/:id', { params: { id: contact.id } }),
    onSuccess: async (_reply, contact) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.contacts(clientId) }),
        refresh(),
      ]);
      toast({ title: 'Contact deleted', description: contact.name });
      onDone();
    },
    onError: (error) => toastFailure('Error', error, 'Failed to delete contact'),
  });
}
