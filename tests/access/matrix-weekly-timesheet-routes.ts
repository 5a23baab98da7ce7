import { weeklyTimesheetEntries, weeklyTimesheets } from '../../src/server/db/schema';
import { weekOf } from '../../src/shared/dates';
import { fresh, type MatrixWorld } from './matrix-fixtures';
import { backOffice, type MatrixRow } from './matrix-harness';

const WEEK = '2026-11-22';

/** A fresh user's timesheet of the team's company for the week (one per employee and week). */
async function freshSheet(w: MatrixWorld, status: 'draft' | 'approved' = 'draft') {
  const user = await fresh.user(w);
  const companyId = w.team.company.id;
  const [sheet] = await w.db
    .insert(weeklyTimesheets)
    .values({ companyId, userId: user.id, weekEnding: WEEK, status })
    .returning();
  await w.db
    .insert(weeklyTimesheetEntries)
    .values(weekOf(WEEK).map((date) => ({ companyId, weeklyTimesheetId: sheet!.id, date })));
  return sheet!;
}

const entries = weekOf(WEEK).map((date) => ({ date, ordinaryHours: '8' }));

/**
 * Weekly timesheets (002 §6: 'Weekly timesheet management is only available to admin and office
 * users'). Another company's admin gets 404 for our company, user and sheet. Submit to Xero: the
 * team has an approved sheet but no Xero connection (409 not connected); the other company has no
 * approved sheet that week (409 'No approved timesheets to submit').
 */
export const weeklyTimesheetRows: MatrixRow[] = [
  {
    route: 'GET /api/weekly-timesheets',
    call: (w) => ({
      method: 'GET',
      url: `/api/weekly-timesheets?companyId=${w.team.company.id}&weekEnding=${WEEK}`,
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/weekly-timesheets/from-dockets',
    call: (w) => ({
      method: 'GET',
      url: `/api/weekly-timesheets/from-dockets?userId=${w.team.worker.id}&weekEnding=${WEEK}`,
    }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/weekly-timesheets',
    call: async (w) => ({
      method: 'POST',
      url: '/api/weekly-timesheets',
      payload: { userId: (await fresh.user(w)).id, weekEnding: WEEK, entries },
    }),
    expect: backOffice(201),
  },
  {
    route: 'PUT /api/weekly-timesheets/:id',
    call: async (w) => ({
      method: 'PUT',
      url: `/api/weekly-timesheets/${(await freshSheet(w)).id}`,
      payload: { status: 'approved' },
    }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/weekly-timesheets/submit-xero',
    call: async (w) => {
      await freshSheet(w, 'approved');
      return { method: 'POST', url: '/api/weekly-timesheets/submit-xero', payload: { weekEnding: WEEK } };
    },
    expect: { ...backOffice(409), otherAdmin: 409 },
  },
];
