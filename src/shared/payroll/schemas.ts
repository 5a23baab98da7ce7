import { z } from 'zod';
import { ErrorCode } from '../api/error-codes';
import { errorCodeSchema } from '../api/error-code-schema';
import { isIsoDate } from '../dates';
import { CALENDAR_TYPES, FALLBACK_CYCLES, MAX_OVERTIME_THRESHOLD } from './hours';
import { wholeNumberField } from '../schemas/decimal';
import { dateField, idField, idNumberField, limitedText, textField, tooLongMessage } from '../schemas/fields';

/**
 * Payroll (002 §2 'Payroll timesheet view', §4, §5 'Xero tab', §7 'Accounting provider' payroll
 * calls; issue 15): Xero payroll settings, pay calendars and cycles, earnings rates, employee mapping,
 * the counted dockets of a period, the submission of an employee's period and the whole period's run.
 */

/* -------------------------------------------------------------- settings */

/** 002 §4: the payroll settings panel's four required fields, word for word. */
export const PAYROLL_SETTINGS_MSG = {
  ordinaryId: 'Ordinary hours earnings rate ID is required',
  ordinaryName: 'Ordinary hours earnings rate name is required',
  overtimeId: 'Overtime hours earnings rate ID is required',
  overtimeName: 'Overtime hours earnings rate name is required',
} as const;

const required = (message: string, label: string, max: number) =>
  limitedText(label, max, { message }).min(1, message);

export const payrollSettingsBody = z.object({
  ordinaryHoursEarningsRateId: required(PAYROLL_SETTINGS_MSG.ordinaryId, 'Earnings rate ID', 64),
  ordinaryHoursEarningsRateName: required(PAYROLL_SETTINGS_MSG.ordinaryName, 'Earnings rate name', 200),
  overtimeHoursEarningsRateId: required(PAYROLL_SETTINGS_MSG.overtimeId, 'Earnings rate ID', 64),
  overtimeHoursEarningsRateName: required(PAYROLL_SETTINGS_MSG.overtimeName, 'Earnings rate name', 200),
});
export type PayrollSettingsBody = z.infer<typeof payrollSettingsBody>;

export const OVERTIME_THRESHOLD_MESSAGE = `The overtime threshold is a whole number of hours from 0 to ${MAX_OVERTIME_THRESHOLD}`;
export const overtimeThresholdField = z
  .number({ message: OVERTIME_THRESHOLD_MESSAGE })
  .int(OVERTIME_THRESHOLD_MESSAGE)
  .min(0, OVERTIME_THRESHOLD_MESSAGE)
  .max(MAX_OVERTIME_THRESHOLD, OVERTIME_THRESHOLD_MESSAGE);

/** What every payroll screen reads: the four rates, the active calendar, the threshold and the fallback periods. */
export const payrollSettingsReply = z
  .object({
    ordinaryHoursEarningsRateId: z.string().nullable(),
    ordinaryHoursEarningsRateName: z.string().nullable(),
    overtimeHoursEarningsRateId: z.string().nullable(),
    overtimeHoursEarningsRateName: z.string().nullable(),
    payrollCalendarId: z.string().nullable(),
    payrollCalendarName: z.string().nullable(),
    /** Hours a day above which work is overtime (whole hours, default 8). */
    overtimeThresholdHours: z.number(),
    /** Periods without a Xero calendar (DECISIONS): weekly Monday–Sunday, or fortnightly from a named Monday. */
    fallbackCycle: z.enum(FALLBACK_CYCLES),
    fallbackFortnightStart: z.string().nullable(),
  })
  .meta({ id: 'PayrollSettings' });
export type PayrollSettings = z.infer<typeof payrollSettingsReply>;

export const FORTNIGHT_START_MESSAGE = 'Choose the Monday a fortnight starts on';
/** PATCH …/payroll-preferences: only the fields sent change; at least one. */
export const payrollPreferencesBody = z
  .object({
    overtimeThresholdHours: overtimeThresholdField.optional(),
    fallbackCycle: z.enum(FALLBACK_CYCLES, { message: 'Periods are WEEKLY or FORTNIGHTLY' }).optional(),
    fallbackFortnightStart: dateField(FORTNIGHT_START_MESSAGE).nullable().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one setting to change');

/* -------------------------------------------------------------- calendars and cycles */

export const payrollCalendar = z
  .object({
    id: z.number(),
    xeroCalendarId: z.string(),
    name: z.string(),
    calendarType: z.enum(CALENDAR_TYPES),
    periodStartDate: z.string(),
    paymentDate: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: 'PayrollCalendar' });
export type PayrollCalendar = z.infer<typeof payrollCalendar>;

export const payrollCalendarsReply = z.object({ calendars: z.array(payrollCalendar) });

export const syncPayrollCalendarsReply = z.object({
  calendarCount: z.number(),
  /** Pay cycles of the synced calendars in the coming 12 months. */
  payCycleCount: z.number(),
});

export const setActiveCalendarBody = z.object({ calendarId: idNumberField('Choose a pay calendar') });
export const setActiveCalendarReply = z.object({ calendar: payrollCalendar });

export const payCycle = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    cycleType: z.enum(CALENDAR_TYPES),
    paymentDate: z.string(),
    periodNumber: z.number(),
  })
  .meta({ id: 'PayCycle' });
export type PayCycleReply = z.infer<typeof payCycle>;

/** GET …/xero/pay-cycles?date=: the period holding the date (default today in the company's zone). */
export const payCyclesQuery = z.object({ date: dateField().optional() });
export const payCyclesReply = z.object({
  /** 'xero': the active Xero calendar; 'fallback': no calendar, the company's own periods (the amber notice). */
  source: z.enum(['xero', 'fallback']),
  calendar: payrollCalendar.nullable(),
  /** The period holding the date, the one before and the one after. */
  cycle: payCycle,
  previous: payCycle,
  next: payCycle,
});
export type PayCyclesReply = z.infer<typeof payCyclesReply>;

/* -------------------------------------------------------------- earnings rates */

/** An earnings rate with Xero's own field names (002 §3). */
export const earningsRate = z
  .object({
    EarningsRateID: z.string(),
    Name: z.string(),
    EarningsType: z.string(),
    RateType: z.string(),
    AccountCode: z.string().nullable(),
    TypeOfUnits: z.string().nullable(),
  })
  .meta({ id: 'EarningsRate' });
export type EarningsRate = z.infer<typeof earningsRate>;
/** Xero's earnings rates: `PayItems.EarningsRates` as 002 §7 names them, and `earningsRates` (the same list). */
export const payItemsReply = z.object({
  PayItems: z.object({ EarningsRates: z.array(earningsRate) }),
  earningsRates: z.array(earningsRate),
});

/**
 * 'Save' on a rate of the View Earnings Rates dialog: an ordinary-time rate becomes the ordinary hours
 * rate, an overtime rate the overtime hours rate (the reply is the settings after). 002 §7 sends five
 * fields; without `name` the rate's name is read from Xero.
 */
export const savePayItemBody = z.object({
  earningsRateId: required('Earnings rate ID is required', 'Earnings rate ID', 64),
  name: required('Earnings rate name is required', 'Earnings rate name', 200).optional(),
  earningsType: required('Earnings type is required', 'Earnings type', 64),
  rateType: required('Rate type is required', 'Rate type', 64),
  accountCode: limitedText('Account code', 20).nullable().optional(),
  typeOfUnits: limitedText('Type of units', 50).nullable().optional(),
});

/* -------------------------------------------------------------- employees */

export const xeroEmployee = z
  .object({
    EmployeeID: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string().nullable(),
    Status: z.string(),
  })
  .meta({ id: 'XeroEmployee' });
export type XeroEmployee = z.infer<typeof xeroEmployee>;
export const xeroEmployeesReply = z.object({ employees: z.array(xeroEmployee) });

export const mapXeroEmployeeBody = z.object({
  xeroId: textField({ message: 'Choose a Xero employee' })
    .trim()
    .min(1, 'Choose a Xero employee')
    .max(64, 'Choose a Xero employee'),
});

/** A company user and the Xero employee they are paid as (null: Not Mapped). */
export const employeeMapping = z
  .object({
    userId: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    role: z.string(),
    /** False for a deactivated person: listed under 'Deactivated', still mapped and paid (issue 29). */
    isActive: z.boolean(),
    xeroEmployeeId: z.string().nullable(),
    xeroDisplayName: z.string().nullable(),
  })
  .meta({ id: 'EmployeeMapping' });
export type EmployeeMapping = z.infer<typeof employeeMapping>;
export const employeeMappingsReply = z.object({ users: z.array(employeeMapping) });
export const userIdParams = z.object({ userId: idField('Invalid user') });

/* -------------------------------------------------------------- a period's dockets */

/** The longest period the payroll calls read at once (a quarter and a bit). */
export const MAX_PERIOD_DAYS = 93;
const PERIOD_MESSAGE = `The period is a start and an end date, the end not before the start, at most ${MAX_PERIOD_DAYS} days`;

const periodDays = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
const validPeriod = (start: string, end: string) =>
  !isIsoDate(start) || !isIsoDate(end) || (end >= start && periodDays(start, end) <= MAX_PERIOD_DAYS);

/** GET /api/companies/:companyId/timesheets/completed?start=&end=&countOnTimesheet=true (002 §7). */
export const completedDocketsQuery = z
  .object({
    start: dateField('Start date is required'),
    end: dateField('End date is required'),
    /** true (the payroll view): only dockets with Count on Timesheet on; false: all counted statuses. */
    countOnTimesheet: z
      .enum(['true', 'false'], { message: 'countOnTimesheet is true or false' })
      .default('true'),
  })
  .refine((q) => validPeriod(q.start, q.end), { message: PERIOD_MESSAGE, path: ['end'] });

/** A counted docket (approved, or Complete) as payroll reads it: no money. */
export const completedDocket = z
  .object({
    id: z.number(),
    userId: z.number(),
    workerName: z.string(),
    date: z.string(),
    projectId: z.number().nullable(),
    projectName: z.string().nullable(),
    projectCode: z.string().nullable(),
    countOnTimesheet: z.boolean(),
    /** Hours worked (DECISIONS), in minutes: what a day adds up exactly. */
    workedMinutes: z.number(),
    /** The same, as hours to 2 places. */
    hoursWorked: z.string(),
  })
  .meta({ id: 'CompletedDocket' });
export type CompletedDocket = z.infer<typeof completedDocket>;
export const completedDocketsReply = z.object({ dockets: z.array(completedDocket) });

/** GET …/payroll/csv: the period as a CSV (employee, day, ordinary, overtime). */
export const payrollCsvQuery = z
  .object({
    start: dateField('Start date is required'),
    end: dateField('End date is required'),
    overtimeThreshold: wholeNumberField(0, MAX_OVERTIME_THRESHOLD, OVERTIME_THRESHOLD_MESSAGE).optional(),
  })
  .refine((q) => validPeriod(q.start, q.end), { message: PERIOD_MESSAGE, path: ['end'] });

/* -------------------------------------------------------------- submission */

/** The fixed project name of a submission entry (002 §3). */
export const SUBMISSION_PROJECT_NAME = 'General Work';

const hoursNumber = z
  .number({ message: 'Hours are numbers' })
  .min(0, 'Hours are never negative')
  .max(24 * 93);

/** What the browser shows for one employee (002 §3): the server recomputes it and compares. */
export const timesheetEntry = z.object({
  workerId: idNumberField('Invalid worker'),
  ordinaryHoursArray: z.array(hoursNumber).max(MAX_PERIOD_DAYS),
  overtimeHoursArray: z.array(hoursNumber).max(MAX_PERIOD_DAYS),
  totalOrdinaryHours: hoursNumber,
  totalOvertimeHours: hoursNumber,
  totalHours: hoursNumber,
  projectName: textField().max(100, tooLongMessage('Project name', 100)).default(SUBMISSION_PROJECT_NAME),
  description: textField().max(500, tooLongMessage('Description', 500)).optional(),
});
export type TimesheetEntry = z.input<typeof timesheetEntry>;

/** POST /api/weekly-timesheets/:userId/confirm-xero-submission (002 §7). */
export const confirmSubmissionBody = z
  .object({
    startDate: dateField('Start date is required'),
    endDate: dateField('End date is required'),
    timesheetEntries: z.array(timesheetEntry).max(1, 'Send one employee at a time'),
    overtimeThreshold: overtimeThresholdField,
  })
  .refine((b) => validPeriod(b.startDate, b.endDate), { message: PERIOD_MESSAGE, path: ['endDate'] });

/** 002 §4 and the refusals, word for word where the spec gives them. */
export const PAYROLL_MSG = {
  userNotFound: 'User not found',
  noTimesheets: 'No timesheets',
  noHours: 'No hours to submit',
  hoursChanged:
    'The dockets changed since these hours were shown. Refresh to see the hours as they are now, then submit again.',
  notMapped: 'This employee is not mapped to a Xero employee. Map them in Settings → Xero first.',
  ratesMissing:
    'Choose the ordinary and overtime earnings rates in Settings → Xero (Payroll) before submitting timesheets.',
  sent: 'Timesheet submitted to Xero',
  updated:
    'Timesheet updated in Xero: this period had been submitted before, so its Xero timesheet was replaced',
  noApproved: 'No approved timesheets to submit',
} as const;

/**
 * Codes of the submission's refusals (from the registry); the screens choose 002 §8's titles by
 * code (Pay Period Mismatch, Xero Validation Error, Xero Authorization Failed, Missing Permissions,
 * Xero Submission Failed).
 */
export const PAYROLL_ERROR_CODES = {
  payPeriod: ErrorCode.PAY_PERIOD_MISMATCH,
  validation: ErrorCode.XERO_VALIDATION,
  unauthorized: ErrorCode.XERO_UNAUTHORIZED,
  scope: ErrorCode.XERO_MISSING_SCOPE,
  failed: ErrorCode.XERO_SUBMISSION_FAILED,
  hoursChanged: ErrorCode.HOURS_CHANGED,
  notMapped: ErrorCode.NOT_MAPPED,
  ratesMissing: ErrorCode.RATES_MISSING,
  /** A chosen docket that payroll does not count (not approved, or Count on Timesheet off). */
  notCounted: ErrorCode.NOT_COUNTED,
} as const;

export const submissionSummary = z.object({
  ordinaryHours: z.string(),
  overtimeHours: z.string(),
  totalHours: z.string(),
  /** Days of the period (the length of each line sent). */
  days: z.number(),
});

export const confirmSubmissionReply = z.object({
  message: z.string(),
  /** True when the period had been sent before and its Xero timesheet was replaced. */
  updated: z.boolean(),
  xeroTimesheetId: z.string(),
  summary: submissionSummary,
});
export type ConfirmSubmissionReply = z.infer<typeof confirmSubmissionReply>;

/** POST /api/xero/timesheets (002 §7): the chosen dockets' hours, per worker and pay period. */
export const xeroTimesheetsBody = z.object({
  timesheetIds: z.array(idNumberField('Invalid docket')).min(1, 'Choose at least one docket').max(500),
});

export const SUBMISSION_STATUSES = ['queued', 'sending', 'sent', 'updated', 'skipped', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * One employee's outcome in a submission of several (the dockets call, the whole-period run). No
 * component id: the OpenAPI writer would add an unused input twin of it (redocly warns).
 */
export const submissionResult = z.object({
  userId: z.number(),
  workerName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  message: z.string().nullable(),
  /** Why it failed or was skipped, from the registry (the screens choose 002 §8's title by it). */
  code: errorCodeSchema.nullable(),
  xeroTimesheetId: z.string().nullable(),
  totalHours: z.string().nullable(),
});
export type SubmissionResult = z.infer<typeof submissionResult>;
export const xeroTimesheetsReply = z.object({ results: z.array(submissionResult) });

/* -------------------------------------------------------------- the whole period */

export const payrollRunBody = z
  .object({
    startDate: dateField('Start date is required'),
    endDate: dateField('End date is required'),
    overtimeThreshold: overtimeThresholdField,
  })
  .refine((b) => validPeriod(b.startDate, b.endDate), { message: PERIOD_MESSAGE, path: ['endDate'] });

export const payrollRun = z
  .object({
    id: z.number(),
    startDate: z.string(),
    endDate: z.string(),
    overtimeThreshold: z.number(),
    status: z.enum(['queued', 'running', 'done']),
    total: z.number(),
    finished: z.number(),
    items: z.array(submissionResult),
    createdAt: z.date(),
  })
  .meta({ id: 'PayrollRun' });
export type PayrollRun = z.infer<typeof payrollRun>;
export const payrollRunParams = z.object({ companyId: idField(), runId: idField('Invalid run') });
export const payrollRunsQuery = z.object({
  startDate: dateField('Start date is required'),
  endDate: dateField('End date is required'),
});
export const latestPayrollRunReply = z.object({ run: payrollRun.nullable() });
