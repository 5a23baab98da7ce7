import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fullName } from '../../../../shared/people';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { getEmployeeMappingsQuery } from './get-employee-mappings';

/** The mapping dialog's Save: the user is paid as this Xero employee. */
export function useMapXeroEmployee(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, xeroId }: { userId: number; xeroId: string }) =>
      api('POST /api/users/:userId/map-xero-employee', { params: { userId }, body: { xeroId } }),
    onSuccess: async (mapping) => {
      await client.invalidateQueries({ queryKey: getEmployeeMappingsQuery(companyId).queryKey });
      toast({
        title: 'User mapped',
        description: `${fullName(mapping)} is paid as ${mapping.xeroDisplayName ?? 'this Xero employee'}.`,
      });
    },
    onError: (error) =>
      toastFailure('Mapping failed', error, 'Failed to map the user to a Xero employee. Please try again.', {
        serverErrors: true,
      }),
  });
}
