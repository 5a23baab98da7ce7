import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { exportsQuery } from './get-exports';

/** Export company data: starts one (or answers the one being made); the list then follows it. */
export function useStartExport(companyId: number) {
  const client = useQueryClient();
  return useWritingMutation({
    mutationFn: (_: void, idempotencyKey) =>
      api('POST /api/companies/:companyId/exports', { params: { companyId }, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: exportsQuery(companyId).queryKey }),
    onError: (error) =>
      toastFailure('Export not started', error, 'The export could not be started. Please try again.'),
  });
}
