import { msDate } from '../xero-date';
import type { EarningsRate, Payroll, PayrollCalendar, PayrollEmployee, Timesheet } from './model';

/** Records the way Payroll AU writes them: PascalCase, dates as `/Date(ms+0000)/`. */

export function calendarJson(calendar: PayrollCalendar) {
  return {
    PayrollCalendarID: calendar.PayrollCalendarID,
    Name: calendar.Name,
    CalendarType: calendar.CalendarType,
    StartDate: msDate(calendar.startDate),
    PaymentDate: msDate(calendar.paymentDate),
    UpdatedDateUTC: msDate(calendar.updatedAt),
    ReferenceDate: msDate(calendar.referenceDate),
  };
}

export function employeeJson(employee: PayrollEmployee) {
  return {
    EmployeeID: employee.EmployeeID,
    FirstName: employee.FirstName,
    LastName: employee.LastName,
    Status: employee.Status,
    Email: employee.Email,
    DateOfBirth: msDate(employee.dateOfBirth),
    StartDate: msDate(employee.startDate),
    OrdinaryEarningsRateID: employee.OrdinaryEarningsRateID,
    PayrollCalendarID: employee.PayrollCalendarID,
    UpdatedDateUTC: msDate(employee.updatedAt),
    IsSTP2Qualified: false,
  };
}

export function earningsRateJson(rate: EarningsRate) {
  const { updatedAt, ...fields } = rate;
  return {
    ...fields,
    AllowanceContributesToAnnualLeaveRate: false,
    AllowanceContributesToOvertimeRate: false,
    UpdatedDateUTC: msDate(updatedAt),
    CurrentRecord: true,
  };
}

export function payItemsJson(payroll: Payroll) {
  return {
    EarningsRates: payroll.earningsRates.map(earningsRateJson),
    ...payroll.otherPayItems,
  };
}

/** Total units over every line, to four places as Xero shows Hours. */
export function hoursOf(timesheet: Timesheet): number {
  const total = timesheet.TimesheetLines.flatMap((line) => line.NumberOfUnits).reduce((sum, n) => sum + n, 0);
  return Math.round(total * 10_000) / 10_000;
}

export function timesheetJson(timesheet: Timesheet) {
  return {
    TimesheetID: timesheet.TimesheetID,
    EmployeeID: timesheet.EmployeeID,
    StartDate: msDate(timesheet.startDate),
    EndDate: msDate(timesheet.endDate),
    Status: timesheet.Status,
    Hours: hoursOf(timesheet),
    TimesheetLines: timesheet.TimesheetLines.map((line) => ({
      EarningsRateID: line.EarningsRateID,
      ...(line.TrackingItemID ? { TrackingItemID: line.TrackingItemID } : {}),
      NumberOfUnits: line.NumberOfUnits,
      UpdatedDateUTC: msDate(line.updatedAt),
    })),
    UpdatedDateUTC: msDate(timesheet.updatedAt),
  };
}
