import { and, asc, eq, inArray } from 'drizzle-orm';
import type { WeeklyTimesheet } from '../../../../shared/payroll/weekly-timesheets-schemas';
import type { Db, Tx } from '../../../db/client';
import { users, weeklyTimesheetEntries, weeklyTimesheets } from '../../../db/schema';
import { notFound } from '../../../errors';

/** A weekly timesheet row as read, with its employee. */
type SheetRow = typeof weeklyTimesheets.$inferSelect & {
  user: { id: number; firstName: string; lastName: string; username: string };
};

const sheetColumns = {
  id: weeklyTimesheets.id,
  companyId: weeklyTimesheets.companyId,
  userId: weeklyTimesheets.userId,
  weekEnding: weeklyTimesheets.weekEnding,
  employeeNumber: weeklyTimesheets.employeeNumber,
  ordinaryHours: weeklyTimesheets.ordinaryHours,
  overtimeHours: weeklyTimesheets.overtimeHours,
  status: weeklyTimesheets.status,
  xeroTimesheetId: weeklyTimesheets.xeroTimesheetId,
  submittedAt: weeklyTimesheets.submittedAt,
  createdAt: weeklyTimesheets.createdAt,
  updatedAt: weeklyTimesheets.updatedAt,
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username },
};

/** The sheets matching `where` (already scoped to one company), with their entries Monday to Sunday. */
async function sheetsWhere(db: Db | Tx, where: ReturnType<typeof and>): Promise<WeeklyTimesheet[]> {
  const rows: SheetRow[] = await db
    .select(sheetColumns)
    .from(weeklyTimesheets)
    .innerJoin(users, eq(users.id, weeklyTimesheets.userId))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(weeklyTimesheets.id));
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(weeklyTimesheetEntries)
    .where(
      inArray(
        weeklyTimesheetEntries.weeklyTimesheetId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(weeklyTimesheetEntries.date));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    companyId: row.companyId,
    weekEnding: row.weekEnding,
    employeeNumber: row.employeeNumber,
    ordinaryHours: row.ordinaryHours,
    overtimeHours: row.overtimeHours,
    status: row.status,
    xeroTimesheetId: row.xeroTimesheetId,
    submittedAt: row.submittedAt,
    user: row.user,
    entries: entries
      .filter((e) => e.weeklyTimesheetId === row.id)
      .map((e) => ({
        date: e.date,
        ordinaryHours: e.ordinaryHours,
        overtimeHours: e.overtimeHours,
        sickHours: e.sickHours,
        holidayHours: e.holidayHours,
        notes: e.notes,
      })),
  }));
}

/** GET /api/weekly-timesheets: the company's timesheets of the week ending on a Sunday. */
export function listWeeklyTimesheets(
  db: Db | Tx,
  companyId: number,
  weekEnding: string,
): Promise<WeeklyTimesheet[]> {
  return sheetsWhere(
    db,
    and(eq(weeklyTimesheets.companyId, companyId), eq(weeklyTimesheets.weekEnding, weekEnding)),
  );
}

/** One timesheet of the company; another company's is not found. */
export async function weeklyTimesheetView(
  db: Db | Tx,
  companyId: number,
  id: number,
): Promise<WeeklyTimesheet> {
  const [sheet] = await sheetsWhere(
    db,
    and(eq(weeklyTimesheets.companyId, companyId), eq(weeklyTimesheets.id, id)),
  );
  if (!sheet) throw notFound('Weekly timesheet');
  return sheet;
}

/** An active user of the company, or 404 'User not found' (a deactivated one is in no picker). */
export async function activeUserOf(db: Db | Tx, companyId: number, userId: number) {
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.isActive, true)));
  if (!user) throw notFound('User');
  return user;
}
