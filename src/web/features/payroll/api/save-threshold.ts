import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayrollSettings } from '../../../../shared/payroll/schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { getPayrollSettingsQuery } from '../../xero/api';

/** Saves a new daily overtime threshold for the company (PATCH …/payroll-preferences). */
export function useSaveThreshold(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (overtimeThresholdHours: number) =>
      api('PATCH /api/companies/:companyId/payroll-preferences', {
        params: { companyId },
        body: { overtimeThresholdHours },
      }),
    onSuccess: (settings: PayrollSettings) =>
      client.setQueryData(getPayrollSettingsQuery(companyId).queryKey, settings),
    onError: (error) =>
      toastFailure('Save failed', error, 'The overtime threshold could not be saved. Please try again.'),
  });
}
