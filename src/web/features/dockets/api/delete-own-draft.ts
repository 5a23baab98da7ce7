import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { toastFailure } from '../../../lib/failure';
import type { Docket } from '../types';
import { refreshAfterChange } from './keys';

/** A logged-in foreman deletes their own draft from the list (spec 001 §4). */
export function useDeleteOwnDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (docket: Docket) =>
      api('DELETE /api/timesheets/:id', { params: { id: docket.id } }).then(() => docket),
    onSuccess: async (docket) => {
      toast({ title: 'Entry deleted' });
      await refreshAfterChange(client, docket);
    },
    onError: (error) =>
      toastFailure('Deletion failed', error, 'Failed to delete the timesheet. Please try again.'),
  });
}
