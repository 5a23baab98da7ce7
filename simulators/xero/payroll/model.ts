/** One organisation's Payroll AU records, kept beside its books (`Books.payroll`). */

export const CALENDAR_TYPES = [
  'WEEKLY',
  'FORTNIGHTLY',
  'FOURWEEKLY',
  'MONTHLY',
  'TWICEMONTHLY',
  'QUARTERLY',
] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

export const EARNINGS_TYPES = [
  'FIXED',
  'ORDINARYTIMEEARNINGS',
  'OVERTIMEEARNINGS',
  'ALLOWANCE',
  'LUMPSUMD',
  'EMPLOYMENTTERMINATIONPAYMENT',
  'LUMPSUMA',
  'LUMPSUMB',
  'BONUSESANDCOMMISSIONS',
  'LUMPSUME',
  'LUMPSUMW',
  'DIRECTORSFEES',
  'PAIDPARENTALLEAVE',
  'WORKERSCOMPENSATION',
] as const;
export type EarningsType = (typeof EARNINGS_TYPES)[number];

export const RATE_TYPES = ['FIXEDAMOUNT', 'MULTIPLE', 'RATEPERUNIT'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const TIMESHEET_STATUSES = ['DRAFT', 'PROCESSED', 'APPROVED', 'REJECTED', 'REQUESTED'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** Dates are UTC midnights in epoch ms; `updatedAt` is a timestamp. */
export interface PayrollCalendar {
  PayrollCalendarID: string;
  Name: string;
  CalendarType: CalendarType;
  /** Start of the upcoming period; every period of the calendar lines up with it. */
  startDate: number;
  paymentDate: number;
  referenceDate: number;
  updatedAt: number;
}

export interface PayrollEmployee {
  EmployeeID: string;
  FirstName: string;
  LastName: string;
  Status: 'ACTIVE' | 'TERMINATED';
  Email: string;
  dateOfBirth: number;
  startDate: number;
  OrdinaryEarningsRateID: string;
  PayrollCalendarID: string;
  updatedAt: number;
}

export interface EarningsRate {
  EarningsRateID: string;
  Name: string;
  EarningsType: EarningsType;
  RateType: RateType;
  AccountCode: string;
  /** Only with RATEPERUNIT. */
  TypeOfUnits?: string;
  RatePerUnit?: number;
  /** Only with MULTIPLE: times the employee's ordinary rate. */
  Multiplier?: number;
  /** Only with FIXEDAMOUNT. */
  Amount?: number;
  IsExemptFromTax: boolean;
  IsExemptFromSuper: boolean;
  IsReportableAsW1: boolean;
  IsQualifyingEarnings: boolean;
  AccrueLeave?: boolean;
  updatedAt: number;
}

export interface TimesheetLine {
  EarningsRateID: string;
  TrackingItemID?: string;
  NumberOfUnits: number[];
  updatedAt: number;
}

export interface Timesheet {
  TimesheetID: string;
  EmployeeID: string;
  startDate: number;
  endDate: number;
  Status: TimesheetStatus;
  TimesheetLines: TimesheetLine[];
  updatedAt: number;
}

/** The pay items Xero lists beside earnings rates; the simulator only shows them. */
export interface OtherPayItems {
  DeductionTypes: Record<string, unknown>[];
  ReimbursementTypes: Record<string, unknown>[];
  LeaveTypes: Record<string, unknown>[];
}

export interface Payroll {
  calendars: PayrollCalendar[];
  employees: PayrollEmployee[];
  earningsRates: EarningsRate[];
  otherPayItems: OtherPayItems;
  timesheets: Timesheet[];
}
