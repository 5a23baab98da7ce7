import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useAuth } from '../../auth/api';
import { failureText } from '../../../lib/failure';
import { companyKey } from './get-company';

/** POST /api/companies/{companyId}/code (admin only): a new company code; the old one stops working. */
export function useNewCompanyCode(companyId: number) {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: () => api('POST /api/companies/:companyId/code', { params: { companyId } }),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKey(companyId), company);
      void refreshSession().catch(() => undefined);
      toast({
        title: 'New company code',
        description: `Workers now join with C-${company.code ?? ''}. The old code no longer works.`,
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Update failed',
        description: failureText(error, 'Failed to issue a new company code. Please try again.'),
      }),
  });
}
