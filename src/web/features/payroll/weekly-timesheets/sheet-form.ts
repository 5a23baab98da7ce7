import { addDays, mondayOf, weekOf } from '../../../../shared/dates';
import { sumMoney } from '../../../../shared/dockets/docket-math';
import { hoursShown } from '../../../../shared/hours';
import { fullName } from '../../../../shared/people';
import {
  emptyWeeklyEntry,
  type WeeklyEntry,
  type WeeklyStatus,
  type WeeklyTimesheet,
} from '../../../../shared/payroll/weekly-timesheets-schemas';

/** The four hour columns of a day (002 §2: Ordinary, Overtime, Sick, Holiday). */
export const HOUR_FIELDS = ['ordinaryHours', 'overtimeHours', 'sickHours', 'holidayHours'] as const;
export type HourField = (typeof HOUR_FIELDS)[number];

export const HOUR_LABELS: Record<HourField, string> = {
  ordinaryHours: 'Ordinary',
  overtimeHours: 'Overtime',
  sickHours: 'Sick',
  holidayHours: 'Holiday',
};

/** A day as the form holds it: the hours as typed. */
export type DayDraft = { date: string } & Record<HourField, string> & { notes: string };

/** The sheet being edited: a new one (no id) for an employee, or one of the week's. */
export type SheetDraft = {
  id: number | null;
  userId: number;
  employeeName: string;
  weekEnding: string;
  employeeNumber: string;
  status: WeeklyStatus;
  days: DayDraft[];
};

/** The Sunday that ends the week holding `date` (weeks run Monday to Sunday). */
export const weekEndingOf = (date: string): string => addDays(mondayOf(date), 6);

/** "1.50" → "1.5", "8.00" → "8": what a number input shows. */
const shown = (hours: string): string => String(Number(hours));

const dayOf = (entry: WeeklyEntry): DayDraft => ({
  date: entry.date,
  ordinaryHours: shown(entry.ordinaryHours),
  overtimeHours: shown(entry.overtimeHours),
  sickHours: shown(entry.sickHours),
  holidayHours: shown(entry.holidayHours),
  notes: entry.notes ?? '',
});

/** New Timesheet: the employee's week as the dockets give it (or zeros), a draft. */
export function newSheetDraft(
  user: { id: number; name: string },
  weekEnding: string,
  entries: readonly WeeklyEntry[] | null,
): SheetDraft {
  const byDate = new Map((entries ?? []).map((e) => [e.date, e]));
  return {
    id: null,
    userId: user.id,
    employeeName: user.name,
    weekEnding,
    employeeNumber: '',
    status: 'draft',
    days: weekOf(weekEnding).map((date) => dayOf(byDate.get(date) ?? emptyWeeklyEntry(date))),
  };
}

export const employeeName = (sheet: Pick<WeeklyTimesheet, 'user'>): string => fullName(sheet.user);

/** Edit: one of the week's sheets as the form holds it. */
export const sheetDraftOf = (sheet: Omit<WeeklyTimesheet, 'submittedAt'>): SheetDraft => ({
  id: sheet.id,
  userId: sheet.userId,
  employeeName: employeeName(sheet),
  weekEnding: sheet.weekEnding,
  employeeNumber: sheet.employeeNumber ?? '',
  status: sheet.status,
  days: sheet.entries.map(dayOf),
});

/** 002 §4: a value that is not a number counts as 0. "7.5" stays, "" or "abc" is "0". */
export function hoursValue(typed: string): string {
  const text = typed.trim();
  return text !== '' && Number.isFinite(Number(text)) ? String(Number(text)) : '0';
}

/** A column's total: the exact sum of the days (0.1 + 0.2 = "0.30"). */
export const columnTotal = (days: readonly DayDraft[], field: HourField): string =>
  sumMoney(days.map((d) => hoursValue(d[field])));

/** The entries sent on Save Timesheet. */
export const entriesOf = (draft: SheetDraft) =>
  draft.days.map((d) => ({
    date: d.date,
    ordinaryHours: hoursValue(d.ordinaryHours),
    overtimeHours: hoursValue(d.overtimeHours),
    sickHours: hoursValue(d.sickHours),
    holidayHours: hoursValue(d.holidayHours),
    notes: d.notes.trim() === '' ? null : d.notes.trim(),
  }));

/** A sheet's hours in the list: ordinary + overtime, with one decimal (002 §9). */
export const sheetHours = (sheet: Pick<WeeklyTimesheet, 'ordinaryHours' | 'overtimeHours'>): string =>
  hoursShown(sumMoney([sheet.ordinaryHours, sheet.overtimeHours]));
