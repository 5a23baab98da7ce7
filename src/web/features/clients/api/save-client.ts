import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { clientBody } from '../../../../shared/clients/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { refreshClientLists } from './keys';

export type ClientValues = z.output<typeof clientBody>;

/** Add Client (no id: POST) or Edit Client (PUT): the one form's save. */
export function useSaveClient(companyId: number, clientId: number | null, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ClientValues) =>
      clientId === null
        ? api('POST /api/companies/:companyId/clients', { params: { companyId }, body: values })
        : api('PUT /api/clients/:id', { params: { id: clientId }, body: values }),
    onSuccess: async (client) => {
      await refreshClientLists(queryClient, companyId);
      toast({ title: clientId === null ? 'Client added' : 'Client updated', description: client.name });
      onDone();
    },
    onError: (error) =>
      clientId === null
        ? toastFailure('Creation failed', error, 'Failed to create client. Please try again.')
        : toastFailure('Update failed', error, 'Failed to update client. Please try again.'),
  });
}
