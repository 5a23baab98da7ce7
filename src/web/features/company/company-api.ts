import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyUpdate } from '../../../shared/company/schemas';
import { api, apiQuery } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { failureText } from '../../lib/failure';
import { useAuth } from '../auth/api';

const companyQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId', { params: { companyId } });

export const companyKey = (companyId: number) => companyQuery(companyId).queryKey;

export const useCompany = (companyId: number) => useQuery(companyQuery(companyId));

/** PUT /api/companies/{companyId}; the session's copy of the company is read again afterwards. */
export function useUpdateCompany(companyId: number) {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: (values: CompanyUpdate) =>
      api('PUT /api/companies/:companyId', { params: { companyId }, body: values }),
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
