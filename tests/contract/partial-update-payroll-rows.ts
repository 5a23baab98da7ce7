import { and, eq } from 'drizzle-orm';
import { payrollSettings, weeklyTimesheetEntries, weeklyTimesheets } from '../../src/server/db/schema';
import { addDays } from '../../src/shared/dates';
import type { MatrixWorld } from '../access/matrix-fixtures';
import type { PartialRow } from './partial-update-rows';

/** The week of the timesheet each case makes afresh (one per employee and week: the last case's goes first). */
const WEEK_ENDING = '2027-03-07';
const day = (i: number) => addDays(WEEK_ENDING, i - 6);
const entries = (ordinary: string, overtime: string) =>
  Array.from({ length: 7 }, (_, i) => ({
    date: day(i),
    ordinaryHours: i === 0 ? ordinary : '0',
    overtimeHours: i === 0 ? overtime : '0',
    sickHours: '0',
    holidayHours: '0',
    notes: null,
  }));

/** The payroll preferences (issue 15) and a weekly timesheet (002 §7): one field changed at a time. */
export const payrollPartialRows: PartialRow[] = [
  {
    route: 'PATCH /api/companies/:companyId/payroll-preferences',
    setup: async (w: MatrixWorld) => {
      const companyId = w.team.company.id;
      const values = {
        overtimeThresholdHours: '9.00',
        fallbackCycle: 'FORTNIGHTLY' as const,
        fallbackFortnightStart: '2027-01-04',
        ordinaryHoursEarningsRateId: 'ordinary-rate',
        ordinaryHoursEarningsRateName: 'Ordinary Hours',
        overtimeHoursEarningsRateId: 'overtime-rate',
        overtimeHoursEarningsRateName: 'Overtime Hours',
      };
      const [row] = await w.db
        .insert(payrollSettings)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: payrollSettings.companyId, set: values })
        .returning();
      return { url: `/api/companies/${companyId}/payroll-preferences`, table: payrollSettings, id: row!.id };
    },
    samples: {
      overtimeThresholdHours: { value: 10 },
      fallbackCycle: { value: 'WEEKLY' },
      fallbackFortnightStart: { value: '2027-02-01' },
    },
    empty: { status: 400, message: 'Send at least one setting to change' },
  },
  {
    route: 'PUT /api/weekly-timesheets/:id',
    setup: async (w: MatrixWorld) => {
      const weekEnding = WEEK_ENDING;
      const mine = and(
        eq(weeklyTimesheets.companyId, w.team.company.id),
        eq(weeklyTimesheets.userId, w.team.worker.id),
        eq(weeklyTimesheets.weekEnding, weekEnding),
      );
      await w.db.delete(weeklyTimesheets).where(mine);
      const [sheet] = await w.db
        .insert(weeklyTimesheets)
        .values({
          companyId: w.team.company.id,
          userId: w.team.worker.id,
          weekEnding,
          employeeNumber: 'E-7',
          ordinaryHours: '8.00',
          overtimeHours: '1.00',
          status: 'draft',
        })
        .returning();
      await w.db.insert(weeklyTimesheetEntries).values(
        entries('8', '1').map(({ date, ordinaryHours, overtimeHours }) => ({
          companyId: w.team.company.id,
          weeklyTimesheetId: sheet!.id,
          date,
          ordinaryHours,
          overtimeHours,
        })),
      );
      return { url: `/api/weekly-timesheets/${sheet!.id}`, table: weeklyTimesheets, id: sheet!.id };
    },
    samples: {
      employeeNumber: { value: 'E-8' },
      status: { value: 'approved' },
      // The entries live in their own table; the sheet's totals are what they change on the sheet.
      entries: {
        value: entries('7.5', '2'),
        column: 'ordinaryHours',
        alsoChanges: ['overtimeHours'],
      },
    },
  },
];
