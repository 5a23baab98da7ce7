import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyUpdate } from '../../../../shared/schemas/company';
import type { CompanyReply } from '../../../../shared/schemas/users';
import { apiRequest } from '../../../lib/request';
import { toast } from '../../../lib/toast-store';
import { failureText } from '../../../lib/failure';
import { useAuth } from '../../auth/api';

export const companyKey = (companyId: number) => ['/api/companies', companyId] as const;

export const useCompany = (companyId: number) => useQuery<CompanyReply>({ queryKey: companyKey(companyId) });

/** PUT /api/companies/{companyId}; the session's copy of the company is read again afterwards. */
export function useUpdateCompany(companyId: number) {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: (values: CompanyUpdate) =>
      apiRequest<CompanyReply>('PUT', `/api/companies/${companyId}`, values),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKey(companyId), company);
      void refreshSession().catch(() => undefined);
      toast({ title: 'Company updated', description: 'Your company details have been saved.' });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Update failed',
        description: failureText(error, 'Failed to update company information. Please try again.'),
      }),
  });
}
