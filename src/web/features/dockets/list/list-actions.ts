import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { toastFailure } from '../../clients/api';
import { refreshAfterChange, type Docket } from '../api';

/** A logged-in foreman approves a draft from the list (spec 001 §4), or deletes their own draft. */
export function useListActions() {
  const client = useQueryClient();
  const approve = useWritingMutation({
    mutationFn: (docket: Docket, idempotencyKey) =>
      api('PUT /api/timesheets/:id', {
        params: { id: docket.id },
        body: { status: 'approved' },
        idempotencyKey,
      }),
    onSuccess: async (reply) => {
      toast({ title: 'Timesheet approved successfully' });
      await refreshAfterChange(client, reply);
    },
    onError: (error) => toastFailure('Failed to update timesheet', error, 'Please try again.'),
  });
  const remove = useMutation({
    mutationFn: (docket: Docket) =>
      api('DELETE /api/timesheets/:id', { params: { id: docket.id } }).then(() => docket),
    onSuccess: async (docket) => {
      toast({ title: 'Entry deleted' });
      await refreshAfterChange(client, docket);
    },
    onError: (error) =>
      toastFailure('Deletion failed', error, 'Failed to delete the timesheet. Please try again.'),
  });
  return { approve, remove };
}
