import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { toastFailure } from '../../../lib/failure';
import type { Docket } from '../types';
import { refreshAfterChange } from './keys';

/** A logged-in foreman approves a draft from the list (spec 001 §4). */
export function useApproveDraft() {
  const client = useQueryClient();
  return useWritingMutation({
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
}
