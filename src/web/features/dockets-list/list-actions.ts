import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/request';
import { toast } from '../../lib/toast-store';
import { toastFailure } from '../clients/api';
import { refreshAfterChange, type Docket } from '../dockets/api';

/** A logged-in foreman approves a draft from the list (spec 001 §4), or deletes their own draft. */
export function useListActions() {
  const client = useQueryClient();
  const approve = useMutation({
    mutationFn: (docket: Docket) =>
      apiRequest<Docket>('PUT', `/api/timesheets/${docket.id}`, { status: 'approved' }),
    onSuccess: async (reply) => {
      toast({ title: 'Timesheet approved successfully' });
      await refreshAfterChange(client, reply);
    },
    onError: (error) => toastFailure('Failed to update timesheet', error, 'Please try again.'),
  });
  const remove = useMutation({
    mutationFn: (docket: Docket) => apiRequest('DELETE', `/api/timesheets/${docket.id}`).then(() => docket),
    onSuccess: async (docket) => {
      toast({ title: 'Entry deleted' });
      await refreshAfterChange(client, docket);
    },
    onError: (error) =>
      toastFailure('Deletion failed', error, 'Failed to delete the timesheet. Please try again.'),
  });
  return { approve, remove };
}
