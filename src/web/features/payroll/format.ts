import type { CalendarType } from '../../../shared/payroll/hours';
import { formatCalendarDate } from '../../../shared/dates';

/** "Weekly Timesheet View": the header names the period's cycle type (002 §2). */
const CYCLE_NAMES: Record<CalendarType, string> = {
  WEEKLY: 'Weekly',
  FORTNIGHTLY: 'Fortnightly',
  FOURWEEKLY: 'Four-weekly',
  MONTHLY: 'Monthly',
  TWICEMONTHLY: 'Twice-monthly',
  QUARTERLY: 'Quarterly',
};

export const cycleName = (type: CalendarType): string => CYCLE_NAMES[type];

/** "Sun 22 Nov 2026" */
export const dayText = (date: string): string => formatCalendarDate(date, 'shortWithWeekday');

/** "Mon 16 Nov" (a table column) */
export const columnText = (date: string): string => formatCalendarDate(date, 'weekdayDayMonth');
