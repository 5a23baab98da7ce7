import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { PAYROLL_ERROR_CODES, type PayrollSettings } from '../../../shared/schemas/payroll';
import type { PayPeriod } from '../../../shared/payroll';
import { api } from '../../lib/api';
import { failureOf, toastFailure } from '../../lib/failure';
import { attemptFor, type Attempt } from '../../lib/idempotency';
import { ApiError } from '../../lib/request';
import { toast } from '../../lib/toast-store';
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

/** 'Submit whole period': starts the run (one Idempotency-Key per body, so a retry is not a second run). */
export function useStartRun(companyId: number, period: PayPeriod, overtimeThreshold: number) {
  const client = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  return useMutation({
    mutationFn: () => {
      const body = { startDate: period.start, endDate: period.end, overtimeThreshold };
      const current = attemptFor(attempt.current, body);
      attempt.current = current;
      return api('POST /api/companies/:companyId/payroll/runs', {
        params: { companyId },
        body,
        idempotencyKey: current.key,
      });
    },
    onSuccess: async (run) => {
      attempt.current = null;
      client.setQueryData(latestRunQuery(companyId, period).queryKey, { run });
    },
    onError: (error) =>
      toastFailure(SUBMIT_FAILED, error, 'The period could not be submitted. Please try again.', {
        serverErrors: true,
      }),
  });
}
