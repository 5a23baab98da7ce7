import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayPeriod } from '../../../../shared/payroll/hours';
import { PAYROLL_ERROR_CODES } from '../../../../shared/payroll/schemas';
import { api } from '../../../lib/api';
import { failureOf } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { failureDescription, failureTitle, submissionBody, type EmployeeSheet } from '../submission';
import { getCompletedDocketsQuery } from './get-completed-dockets';

/** Submit to Xero for one employee: the reply's message on success, 002 §8's titles on refusal. */
export function useSubmitEmployee(companyId: number, period: PayPeriod, overtimeThreshold: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sheet: EmployeeSheet) =>
      api('POST /api/weekly-timesheets/:userId/confirm-xero-submission', {
        params: { userId: sheet.userId },
        body: submissionBody(sheet, period, overtimeThreshold),
      }),
    onSuccess: (reply) =>
      toast({
        title: 'Timesheets submitted to Xero successfully',
        description: `${reply.message} (${reply.summary.totalHours} hours).`,
      }),
    onError: async (error) => {
      const code = failureOf(error)?.code ?? null;
      if (code === PAYROLL_ERROR_CODES.hoursChanged) {
        await client.invalidateQueries({ queryKey: getCompletedDocketsQuery(companyId, period).queryKey });
        toast({
          variant: 'destructive',
          title: 'Hours changed',
          description: `${failureDescription(error)} The hours shown have been refreshed.`,
        });
        return;
      }
      toast({ variant: 'destructive', title: failureTitle(code), description: failureDescription(error) });
    },
  });
}
