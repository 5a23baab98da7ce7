import { useQueryClient } from '@tanstack/react-query';
import type { PayPeriod } from '../../../../shared/payroll/hours';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { useWritingMutation } from '../../../lib/use-writing-mutation';
import { SUBMIT_FAILED } from '../submission';
import { getLatestRunQuery } from './get-latest-run';

type RunBody = { startDate: string; endDate: string; overtimeThreshold: number };

/**
 * 'Submit whole period': starts the run, one press at a time (a retry of the same period keeps its
 * Idempotency-Key, so it is not a second run).
 */
export function useStartRun(companyId: number, period: PayPeriod, overtimeThreshold: number) {
  const client = useQueryClient();
  const run = useWritingMutation({
    mutationFn: (body: RunBody, idempotencyKey) =>
      api('POST /api/companies/:companyId/payroll/runs', { params: { companyId }, body, idempotencyKey }),
    onSuccess: (started) =>
      client.setQueryData(getLatestRunQuery(companyId, period).queryKey, { run: started }),
    onError: (error) =>
      toastFailure(SUBMIT_FAILED, error, 'The period could not be submitted. Please try again.', {
        serverErrors: true,
      }),
  });
  const start = () => run.mutate({ startDate: period.start, endDate: period.end, overtimeThreshold });
  return { isPending: run.isPending, mutate: start };
}
