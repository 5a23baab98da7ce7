import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionResult } from '../../../../shared/payroll/schemas';
import { WEEKLY_MSG } from '../../../../shared/payroll/weekly-timesheets-schemas';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { failureTitle } from '../submission';
import { weeklyKey } from './keys';

/**
 * Submit to Xero: the week's approved sheets. All sent: 'Timesheets submitted to Xero
 * successfully'; any refused: a toast with the first refusal's title and message (the results
 * panel lists every sheet).
 */
export function useSubmitWeek(onResults: (results: SubmissionResult[]) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (weekEnding: string) =>
      api('POST /api/weekly-timesheets/submit-xero', { body: { weekEnding } }),
    onSuccess: async ({ results }) => {
      await client.invalidateQueries({ queryKey: weeklyKey() });
      onResults(results);
      const failed = results.filter((r) => r.status === 'failed');
      if (failed.length === 0) toast({ title: WEEKLY_MSG.submitted });
      else
        toast({
          variant: 'destructive',
          title: failureTitle(failed[0]!.code),
          description: `${failed[0]!.workerName}: ${failed[0]!.message ?? 'Failed to submit timesheet to Xero'}`,
        });
    },
    onError: (error) =>
      toastFailure('Xero Submission Failed', error, 'Failed to submit timesheet to Xero', {
        serverErrors: true,
      }),
  });
}
