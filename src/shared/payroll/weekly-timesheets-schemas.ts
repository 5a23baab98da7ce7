import { z } from 'zod';
import { weekdayIndex } from '../dates';
import { decimalField } from '../schemas/decimal';
import { dateField, idField, idNumberField, nullableText } from '../schemas/fields';
import { submissionResult } from './schemas';

/**
 * Weekly timesheets (002 §2, §3, §4, §7): per employee and week (Monday to Sunday), seven entries of
 * ordinary, overtime, sick and holiday hours with notes; statuses draft, approved, invoiced.
 */

export const WEEKLY_STATUSES = ['draft', 'approved', 'invoiced'] as const;
export type WeeklyStatus = (typeof WEEKLY_STATUSES)[number];

export const WEEKLY_MSG = {
  selectUser: 'Please select a user first',
  weekEnding: 'Week ending must be a Sunday',
  exists: 'This employee already has a timesheet for this week: edit that one',
  entryDates: 'A timesheet has one entry for each day of its week, Monday to Sunday',
  hours: 'Hours are numbers from 0 to 24, in steps of at most a hundredth',
  saved: 'Timesheet saved successfully',
  submitted: 'Timesheets submitted to Xero successfully',
} as const;

/** A Sunday 'yyyy-MM-dd': the end of a Monday-to-Sunday week. */
export const weekEndingField = dateField('Week ending is required').refine(
  (d) => weekdayIndex(d) === 6,
  WEEKLY_MSG.weekEnding,
);

/** Hours of a day as a decimal string ('7.5'): 0 to 24, at most 2 places; numbers accepted too. */
export const dayHoursField = decimalField({
  label: 'Hours',
  places: 2,
  within: (n) => n >= 0 && n <= 24,
  message: WEEKLY_MSG.hours,
}).transform(String);

export const weeklyEntryBody = z.object({
  date: dateField(),
  ordinaryHours: dayHoursField.default('0'),
  overtimeHours: dayHoursField.default('0'),
  sickHours: dayHoursField.default('0'),
  holidayHours: dayHoursField.default('0'),
  notes: nullableText('Notes', 500),
});

/** POST /api/weekly-timesheets: seven entries, the week's Monday to Sunday in order. */
export const weeklyTimesheetBody = z.object({
  userId: idNumberField(WEEKLY_MSG.selectUser),
  weekEnding: weekEndingField,
  employeeNumber: nullableText('Employee number', 50),
  status: z.enum(WEEKLY_STATUSES, { message: 'Status is draft, approved or invoiced' }).default('draft'),
  entries: z.array(weeklyEntryBody).length(7, WEEKLY_MSG.entryDates),
});
export type WeeklyTimesheetBody = z.input<typeof weeklyTimesheetBody>;

/** PUT /api/weekly-timesheets/:id: only the fields sent change (the employee and week never do). */
export const weeklyTimesheetUpdateBody = z.object({
  employeeNumber: nullableText('Employee number', 50),
  status: z.enum(WEEKLY_STATUSES, { message: 'Status is draft, approved or invoiced' }).optional(),
  entries: z.array(weeklyEntryBody).length(7, WEEKLY_MSG.entryDates).optional(),
});

export const weeklyEntry = z.object({
  date: z.string(),
  ordinaryHours: z.string(),
  overtimeHours: z.string(),
  sickHours: z.string(),
  holidayHours: z.string(),
  notes: z.string().nullable(),
});
export type WeeklyEntry = z.infer<typeof weeklyEntry>;

/** A day with no hours: what a new timesheet's days start from. */
export const emptyWeeklyEntry = (date: string): WeeklyEntry => ({
  date,
  ordinaryHours: '0',
  overtimeHours: '0',
  sickHours: '0',
  holidayHours: '0',
  notes: null,
});

export const weeklyTimesheet = z
  .object({
    id: z.number(),
    userId: z.number(),
    companyId: z.number(),
    weekEnding: z.string(),
    employeeNumber: z.string().nullable(),
    /** Sums of the days (002 §4). */
    ordinaryHours: z.string(),
    overtimeHours: z.string(),
    status: z.enum(WEEKLY_STATUSES),
    xeroTimesheetId: z.string().nullable(),
    submittedAt: z.date().nullable(),
    user: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), username: z.string() }),
    entries: z.array(weeklyEntry),
  })
  .meta({ id: 'WeeklyTimesheet' });
export type WeeklyTimesheet = z.infer<typeof weeklyTimesheet>;

/** GET /api/weekly-timesheets?companyId=&weekEnding= (002 §7). */
export const weeklyTimesheetsQuery = z.object({
  companyId: idField(),
  weekEnding: weekEndingField,
});
export const weeklyTimesheetsReply = z.array(weeklyTimesheet);

/** GET /api/weekly-timesheets/from-dockets?userId=&weekEnding=: New Timesheet's start, from the week's dockets. */
export const weeklyFromDocketsQuery = z.object({
  userId: idField(WEEKLY_MSG.selectUser),
  weekEnding: weekEndingField,
});
export const weeklyFromDocketsReply = z.object({
  entries: z.array(weeklyEntry),
  /** The counted dockets the hours come from. */
  docketCount: z.number(),
  overtimeThresholdHours: z.number(),
});

/** POST /api/weekly-timesheets/submit-xero: the week's approved timesheets to Xero Payroll. */
export const submitWeeklyBody = z.object({
  weekEnding: weekEndingField,
  /** Only these (of the week's approved ones); all of them when left out. */
  timesheetIds: z.array(idNumberField()).max(500).optional(),
});
export const submitWeeklyReply = z.object({ results: z.array(submissionResult) });
