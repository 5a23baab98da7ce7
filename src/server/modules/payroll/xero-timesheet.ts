import { AppError } from '../../errors';
import {
  XeroApiError,
  XeroConnectionExpiredError,
  XeroMissingPermissionsError,
} from '../../integrations/xero/api-errors';
import type { XeroClient } from '../../integrations/xero/client';
import { PAGE_SIZE } from './xero/xero-payroll-replies';
import { PAYROLL_ERROR_CODES } from '../../../shared/payroll/schemas';
import type { PayPeriod } from '../../../shared/payroll/hours';

/**
 * One Xero Payroll AU timesheet (../shared/reference/xero-and-stripe.md, 'Payroll AU'): an
 * employee's pay period with an ordinary and an overtime line, one number per day. Every submission
 * of the product (one employee, chosen dockets, the whole period, weekly timesheets) sends through
 * here, and every refusal becomes one of 002 §8's titles by its `code`.
 */

const PAYROLL = '/payroll.xro/1.0';

/** Payroll AU writes dates as `/Date(ms+0000)/` (UTC midnight of the day). */
export const payrollDate = (date: string): string => `/Date(${Date.parse(`${date}T00:00:00Z`)}+0000)/`;

export interface XeroTimesheetLines {
  employeeId: string;
  period: PayPeriod;
  ordinaryRateId: string;
  overtimeRateId: string;
  /** One value per day of the period. */
  ordinary: number[];
  overtime: number[];
}

/**
 * A submission Xero (or the state of the company's Xero set-up) refused: the reply's `code` is one
 * of PAYROLL_ERROR_CODES (the details' `code` replaces the error kind's in the body, see
 * http/error-handler.ts), `xeroDetails` Xero's own body when it gave one (002 §7).
 */
export class PayrollSubmissionError extends AppError {
  constructor(
    kind: 'CONFLICT' | 'UPSTREAM',
    message: string,
    readonly reason: (typeof PAYROLL_ERROR_CODES)[keyof typeof PAYROLL_ERROR_CODES],
    xeroDetails?: unknown,
  ) {
    super(kind, message, { code: reason, ...(xeroDetails === undefined ? {} : { xeroDetails }) });
  }
}

/**
 * Xero's validation messages in a refusal: `ValidationErrors` on the body or on the echoed objects,
 * which Payroll AU lists under the resource's name (`Timesheets`) and Accounting under `Elements`.
 */
function validationMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  const echoed = Object.values(b).filter(Array.isArray).flat() as Record<string, unknown>[];
  const lists = [b, ...echoed];
  return lists.flatMap((one) =>
    Array.isArray(one?.ValidationErrors)
      ? (one.ValidationErrors as { Message?: unknown }[])
          .map((v) => v.Message)
          .filter((m): m is string => typeof m === 'string')
      : [],
  );
}

/** Maps what the client threw on a payroll write to the submission's refusal (or lets others through). */
export function payrollFailure(error: unknown): unknown {
  if (error instanceof XeroMissingPermissionsError)
    return new PayrollSubmissionError(
      'CONFLICT',
      'Xero did not grant payroll access (insufficient_scope). Reconnect to Xero to grant payroll access.',
      PAYROLL_ERROR_CODES.scope,
    );
  if (error instanceof XeroConnectionExpiredError) {
    return new PayrollSubmissionError(
      'CONFLICT',
      `Unauthorized: ${error.message}`,
      PAYROLL_ERROR_CODES.unauthorized,
    );
  }
  if (error instanceof XeroApiError) {
    const messages = validationMessages(error.body);
    if (messages.some((m) => /correspond with a pay period/i.test(m)))
      return new PayrollSubmissionError(
        'CONFLICT',
        `The dates do not match a pay period in Xero: ${messages.join('; ')}`,
        PAYROLL_ERROR_CODES.payPeriod,
        error.body,
      );
    if (messages.length > 0)
      return new PayrollSubmissionError(
        'CONFLICT',
        `ValidationException: ${messages.join('; ')}`,
        PAYROLL_ERROR_CODES.validation,
        error.body,
      );
    return new PayrollSubmissionError(
      'UPSTREAM',
      error.message,
      PAYROLL_ERROR_CODES.failed,
      error.body ?? undefined,
    );
  }
  return error;
}

/**
 * The timesheet Xero holds for the employee's period, if any (after a send whose reply was lost).
 * Payroll AU filters timesheets by employee (`where`) but documents no filter on their dates, and
 * lists 100 a page: every page is read until the period's timesheet or a short page.
 */
export async function findXeroTimesheet(
  client: XeroClient,
  employeeId: string,
  period: PayPeriod,
): Promise<string | null> {
  const start = payrollDate(period.start).slice(6, -7);
  for (let page = 1; ; page++) {
    const reply = await client.call({
      operation: 'getTimesheets',
      method: 'GET',
      path: `${PAYROLL}/Timesheets`,
      query: { where: `EmployeeID==Guid("${employeeId}")`, page },
    });
    const list =
      (reply.body as { Timesheets?: { TimesheetID?: string; StartDate?: string }[] })?.Timesheets ?? [];
    const found = list.find((t) => typeof t.StartDate === 'string' && t.StartDate.includes(start));
    if (found?.TimesheetID) return found.TimesheetID;
    if (list.length < PAGE_SIZE) return null;
  }
}

/**
 * Creates the employee's timesheet for the period, or replaces the one `xeroTimesheetId` names (Xero
 * refuses a second timesheet for a period). The Idempotency-Key makes a repeat after a lost reply
 * return Xero's first answer instead of a second timesheet.
 */
export async function sendXeroTimesheet(
  client: XeroClient,
  lines: XeroTimesheetLines,
  options: { xeroTimesheetId: string | null; idempotencyKey: string },
): Promise<{ xeroTimesheetId: string }> {
  const timesheet = {
    ...(options.xeroTimesheetId ? { TimesheetID: options.xeroTimesheetId } : {}),
    EmployeeID: lines.employeeId,
    StartDate: payrollDate(lines.period.start),
    EndDate: payrollDate(lines.period.end),
    Status: 'DRAFT',
    TimesheetLines: [
      { EarningsRateID: lines.ordinaryRateId, NumberOfUnits: lines.ordinary },
      { EarningsRateID: lines.overtimeRateId, NumberOfUnits: lines.overtime },
    ],
  };
  try {
    const reply = await client.call({
      operation: options.xeroTimesheetId ? 'updateTimesheet' : 'createTimesheet',
      method: 'POST',
      path: `${PAYROLL}/Timesheets${options.xeroTimesheetId ? `/${options.xeroTimesheetId}` : ''}`,
      body: [timesheet],
      idempotencyKey: options.idempotencyKey,
    });
    const made = (reply.body as { Timesheets?: { TimesheetID?: string }[] })?.Timesheets?.[0]?.TimesheetID;
    if (!made)
      throw new PayrollSubmissionError(
        'UPSTREAM',
        'Xero did not return the timesheet',
        PAYROLL_ERROR_CODES.failed,
      );
    return { xeroTimesheetId: made };
  } catch (error) {
    throw payrollFailure(error);
  }
}
