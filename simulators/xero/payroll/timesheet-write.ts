import { randomUUID } from 'node:crypto';
import { parseRequestDate } from '../xero-date';
import {
  TIMESHEET_STATUSES,
  type Payroll,
  type Timesheet,
  type TimesheetLine,
  type TimesheetStatus,
} from './model';
import { daysIn, periodStartingOn } from './periods';

type Sent = Record<string, unknown>;

/** Xero's words where they are known (see docs/decisions.md, "Xero simulator: Payroll AU"). */
export const TIMESHEET_MESSAGES = {
  period: "Provided period doesn't correspond with a pay period",
  duplicate: 'This timesheet already exists, please provide the timesheet ID',
  units: (days: number) =>
    `The number of units must be provided for each of the ${days} days of the timesheet period`,
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;

function readLines(
  sent: unknown,
  payroll: Payroll,
  days: number | null,
  now: number,
  errors: string[],
): TimesheetLine[] {
  if (sent === undefined || sent === null) return [];
  if (!Array.isArray(sent)) {
    errors.push('TimesheetLines must be an array');
    return [];
  }
  return sent.map((line: Sent) => {
    const rateId = text(line?.EarningsRateID);
    if (!rateId) errors.push('EarningsRateID is required on every timesheet line');
    else if (!payroll.earningsRates.some((rate) => rate.EarningsRateID === rateId))
      errors.push(`The Earnings Rate ${rateId} could not be found`);
    const units = line?.NumberOfUnits;
    const numbers =
      Array.isArray(units) && units.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)
        ? (units as number[])
        : null;
    if (!numbers) errors.push('NumberOfUnits must be a list of numbers, none negative');
    else if (days !== null && numbers.length !== days) errors.push(TIMESHEET_MESSAGES.units(days));
    const tracking = text(line?.TrackingItemID);
    return {
      EarningsRateID: rateId ?? '',
      ...(tracking ? { TrackingItemID: tracking } : {}),
      NumberOfUnits: numbers ?? [],
      updatedAt: now,
    };
  });
}

/**
 * Creates a timesheet, or replaces the one `TimesheetID` (or `id`, from the path) names. The period
 * must be one of the employee's pay calendar periods exactly, every line must have one number per day
 * of it, and an employee has one timesheet per period. Nothing is stored when refused.
 */
export function writeTimesheet(
  payroll: Payroll,
  sent: Sent,
  now: number,
  id?: string,
): { timesheet: Timesheet } | { errors: string[] } {
  const errors: string[] = [];
  const timesheetId = id?.toLowerCase() ?? text(sent.TimesheetID);
  const existing = timesheetId
    ? payroll.timesheets.find((one) => one.TimesheetID === timesheetId)
    : undefined;
  if (timesheetId && !existing)
    return { errors: [`The timesheet with TimesheetID ${timesheetId} could not be found`] };
  if (existing?.Status === 'PROCESSED') return { errors: ['A processed timesheet cannot be changed'] };

  const employeeId = text(sent.EmployeeID) ?? existing?.EmployeeID;
  const employee = employeeId ? payroll.employees.find((one) => one.EmployeeID === employeeId) : undefined;
  if (!employeeId) errors.push('EmployeeID is required');
  else if (!employee) errors.push(`The employee with EmployeeID ${employeeId} could not be found`);
  const start =
    sent.StartDate === undefined ? (existing?.startDate ?? null) : parseRequestDate(sent.StartDate);
  const end = sent.EndDate === undefined ? (existing?.endDate ?? null) : parseRequestDate(sent.EndDate);
  if (start === null) errors.push('StartDate is required, as a date');
  if (end === null) errors.push('EndDate is required, as a date');
  const status = sent.Status === undefined ? (existing?.Status ?? 'DRAFT') : sent.Status;
  if (!TIMESHEET_STATUSES.includes(status as TimesheetStatus) || status === 'PROCESSED')
    errors.push('Status must be DRAFT, APPROVED, REJECTED or REQUESTED');

  let days: number | null = null;
  if (employee && start !== null && end !== null) {
    const calendar = payroll.calendars.find((one) => one.PayrollCalendarID === employee.PayrollCalendarID);
    const period = calendar ? periodStartingOn(calendar, start) : null;
    if (!calendar) errors.push('The employee has no payroll calendar');
    else if (!period || period.end !== end) errors.push(TIMESHEET_MESSAGES.period);
    else {
      days = daysIn(period);
      const clash = payroll.timesheets.find(
        (one) =>
          one !== existing &&
          one.EmployeeID === employee.EmployeeID &&
          one.startDate === start &&
          one.endDate === end,
      );
      if (clash) errors.push(TIMESHEET_MESSAGES.duplicate);
    }
  }
  const lines = readLines(sent.TimesheetLines ?? existing?.TimesheetLines, payroll, days, now, errors);
  if (errors.length > 0 || !employee || start === null || end === null) return { errors };

  const fields = {
    EmployeeID: employee.EmployeeID,
    startDate: start,
    endDate: end,
    Status: status as TimesheetStatus,
    TimesheetLines: lines,
    updatedAt: now,
  };
  if (existing) return { timesheet: Object.assign(existing, fields) };
  const timesheet: Timesheet = { TimesheetID: randomUUID(), ...fields };
  payroll.timesheets.push(timesheet);
  return { timesheet };
}
