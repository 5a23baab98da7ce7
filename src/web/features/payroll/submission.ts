import type { ErrorCode } from '../../../shared/api/error-codes';
import { failureOf } from '../../lib/failure';
import { ApiError } from '../../lib/request';
import { PAYROLL_ERROR_CODES, SUBMISSION_PROJECT_NAME } from '../../../shared/payroll/schemas';
import {
  timesheetUnits,
  type PayPeriod,
  type PayrollDay,
  type PayrollTotals,
} from '../../../shared/payroll/hours';

/** 002 §8: the title of a refused payroll submission, by the refusal's code. */
const FAILURE_TITLES: Partial<Record<ErrorCode, string>> = {
  [PAYROLL_ERROR_CODES.payPeriod]: 'Pay Period Mismatch',
  [PAYROLL_ERROR_CODES.validation]: 'Xero Validation Error',
  [PAYROLL_ERROR_CODES.unauthorized]: 'Xero Authorization Failed',
  [PAYROLL_ERROR_CODES.scope]: 'Missing Permissions',
};

export const SUBMIT_FAILED = 'Xero Submission Failed';
export const SUBMIT_FALLBACK = 'Failed to submit timesheet to Xero';

export const failureTitle = (code: ErrorCode | null): string =>
  (code ? FAILURE_TITLES[code] : undefined) ?? SUBMIT_FAILED;

export type EmployeeSheet = { userId: number; name: string; days: PayrollDay[]; totals: PayrollTotals };

/** 002 §3: one employee's period as the screen shows it; the server recomputes it and compares. */
export function submissionBody(sheet: EmployeeSheet, period: PayPeriod, overtimeThreshold: number) {
  const units = timesheetUnits(sheet.days);
  return {
    startDate: period.start,
    endDate: period.end,
    overtimeThreshold,
    timesheetEntries: [
      {
        workerId: sheet.userId,
        ordinaryHoursArray: units.ordinary,
        overtimeHoursArray: units.overtime,
        totalOrdinaryHours: Number(sheet.totals.ordinary),
        totalOvertimeHours: Number(sheet.totals.overtime),
        totalHours: Number(sheet.totals.total),
        projectName: SUBMISSION_PROJECT_NAME,
        description: `${sheet.name}, ${period.start} to ${period.end}`,
      },
    ],
  };
}

/** The toast text of a refused submission: the server's message, else 002 §8's fallbacks. */
export function failureDescription(error: unknown): string {
  const failure = failureOf(error);
  if (failure?.message) return failure.message;
  if (error instanceof ApiError && typeof error.body === 'string' && /<html/i.test(error.body))
    return 'Server error occurred';
  return SUBMIT_FALLBACK;
}
