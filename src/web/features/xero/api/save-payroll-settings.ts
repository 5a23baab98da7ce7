import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayrollSettingsBody } from '../../../../shared/payroll/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { getPayrollSettingsQuery } from './get-payroll-settings';

/** The payroll settings panel's Save (the four earnings rate fields). */
export function useSavePayrollSettings(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollSettingsBody) =>
      api('POST /api/companies/:companyId/xero/payroll-settings', { params: { companyId }, body }),
    onSuccess: (saved) => {
      client.setQueryData(getPayrollSettingsQuery(companyId).queryKey, saved);
      toast({ title: 'Payroll settings saved', description: 'Timesheets go to Xero with these rates.' });
    },
    onError: (error) =>
      toastFailure('Save failed', error, 'Failed to save payroll settings. Please try again.'),
  });
}
