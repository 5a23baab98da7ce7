import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyUpdate } from '../../../../shared/company/schemas';
import { api } from '../../../lib/api';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useAuth } from '../../auth/api';
import { companyKey } from './get-company';

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
