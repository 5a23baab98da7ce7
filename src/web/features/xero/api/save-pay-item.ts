import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { savePayItemBody } from '../../../../shared/payroll/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { getPayrollSettingsQuery } from './get-payroll-settings';

/** 'Save' on an earnings rate: it becomes the ordinary or the overtime hours rate. */
export function useSavePayItem(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof savePayItemBody>) =>
      api('POST /api/companies/:companyId/xero/pay-items', { params: { companyId }, body }),
    onSuccess: (saved, rate) => {
      client.setQueryData(getPayrollSettingsQuery(companyId).queryKey, saved);
      const which = rate.earningsType === 'OVERTIMEEARNINGS' ? 'overtime' : 'ordinary';
      toast({ title: 'Earnings rate saved', description: `${rate.name} is now the ${which} hours rate.` });
    },
    onError: (error) =>
      toastFailure('Save failed', error, 'Failed to save the earnings rate. Please try again.'),
  });
}
