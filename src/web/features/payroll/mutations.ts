import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYROLL_ERROR_CODES, type PayrollSettings } from '../../../shared/payroll/schemas';
import type { PayPeriod } from '../../../shared/payroll/hours';
import { api } from '../../lib/api';
import { failureOf, toastFailure } from '../../lib/failure';
import { ApiError } from '../../lib/request';
import { toast } from '../../lib/toast-store';
import { useWritingMutation } from '../../lib/use-writing-mutation';
import { completedDocketsQuery, latestRunQuery, payrollSettingsQuery } from './queries';
import {
  failureTitle,
  SUBMIT_FAILED,
  SUBMIT_FALLBACK,
  submissionBody,
  type EmployeeSheet,
} from './submission';

/** The toast text of a refused submission: the server's message, else 002 §8's fallbacks. */
function failureDescription(error: unknown): string {
  const failure = failureOf(error);
  if (failure?.message) return failure.message;
  if (error instanceof ApiError && typeof error.body === 'string' && /<html/i.test(error.body))
    return 'Server error occurred';
  return SUBMIT_FALLBACK;
}

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
        await client.invalidateQueries({ queryKey: completedDocketsQuery(companyId, period).queryKey });
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
      client.setQueryData(payrollSettingsQuery(companyId).queryKey, settings),
    onError: (error) =>
      toastFailure('Save failed', error, 'The overtime threshold could not be saved. Please try again.'),
  });
}

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
    onSuccess: (started) => client.setQueryData(latestRunQuery(companyId, period).queryKey, { run: started }),
    onError: (error) =>
      toastFailure(SUBMIT_FAILED, error, 'The period could not be submitted. Please try again.', {
        serverErrors: true,
      }),
  });
  const start = () => run.mutate({ startDate: period.start, endDate: period.end, overtimeThreshold });
  return { isPending: run.isPending, mutate: start };
}
