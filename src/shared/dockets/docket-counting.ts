import type { DocketStatus } from './schemas';

/**
 * Which dockets count, in one place (DECISIONS 'Overtime', 'Total Value on projects and dashboards').
 * Two rules, one above the other; the server's SQL says the same (src/server/db/docket-counting.ts,
 * a parity test keeps them equal):
 *
 * - In totals: the hours and value a screen adds up (a day, a week, a project, the dashboard) leave
 *   out void dockets only; a void docket is kept for the record and counts for nothing.
 * - Counted: what payroll pays (the payroll view, overtime, Xero timesheets, a weekly timesheet's
 *   starting hours): approved dockets (signed, or Complete where no foreman is needed; an invoiced
 *   docket stays approved) with Count on Timesheet on. Never a draft, pending, reverted or void one.
 */

/** A void docket counts for nothing; every other counts in the totals a screen shows. */
export const countsInTotals = (docket: { status: DocketStatus }): boolean => docket.status !== 'void';

/** The one status payroll counts: approved (Complete is stored approved, invoiced is a flag on it). */
export const COUNTED_STATUS = 'approved' as const satisfies DocketStatus;

export type CountedOptions = {
  /** false: every approved docket, whatever its switch (the completed list asked without countOnTimesheet). */
  onTimesheetOnly?: boolean;
};

/** A counted docket: approved, with Count on Timesheet on (unless asked for every approved one). */
export const isCounted = (
  docket: { status: DocketStatus; countOnTimesheet: boolean },
  { onTimesheetOnly = true }: CountedOptions = {},
): boolean => docket.status === COUNTED_STATUS && (docket.countOnTimesheet || !onTimesheetOnly);
