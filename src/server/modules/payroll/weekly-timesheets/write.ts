import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { weekOf } from '../../../../shared/dates';
import { sumMoney } from '../../../../shared/dockets/docket-math';
import {
  WEEKLY_MSG,
  type weeklyEntryBody,
  type weeklyTimesheetBody,
  type weeklyTimesheetUpdateBody,
  type WeeklyTimesheet,
} from '../../../../shared/payroll/weekly-timesheets-schemas';
import type { Actor } from '../../../access/sessions';
import type { Db, Tx } from '../../../db/client';
import { weeklyTimesheetEntries, weeklyTimesheets } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../errors';
import { activeUserOf, weeklyTimesheetView } from './read';

type EntryInput = z.output<typeof weeklyEntryBody>;
type CreateInput = z.output<typeof weeklyTimesheetBody>;
type UpdateInput = z.output<typeof weeklyTimesheetUpdateBody>;

/** The seven entries must be the week's Monday to Sunday, in order (400 otherwise). */
function checkWeek(weekEnding: string, entries: readonly EntryInput[]): void {
  const days = weekOf(weekEnding);
  if (entries.length !== 7 || entries.some((e, i) => e.date !== days[i]))
    throw badRequest(WEEKLY_MSG.entryDates, { field: 'entries' });
}

/** The week's ordinary and overtime totals: exact sums of the days (002 §4), never floats. */
const totalsOf = (entries: readonly EntryInput[]) => ({
  ordinaryHours: sumMoney(entries.map((e) => e.ordinaryHours)),
  overtimeHours: sumMoney(entries.map((e) => e.overtimeHours)),
});

async function writeEntries(tx: Tx, companyId: number, sheetId: number, entries: readonly EntryInput[]) {
  await tx.delete(weeklyTimesheetEntries).where(eq(weeklyTimesheetEntries.weeklyTimesheetId, sheetId));
  await tx.insert(weeklyTimesheetEntries).values(
    entries.map((e) => ({
      companyId,
      weeklyTimesheetId: sheetId,
      date: e.date,
      ordinaryHours: e.ordinaryHours,
      overtimeHours: e.overtimeHours,
      sickHours: e.sickHours,
      holidayHours: e.holidayHours,
      notes: e.notes ?? null,
    })),
  );
}

/**
 * POST /api/weekly-timesheets: an active employee of the company, the week's seven days, one
 * timesheet per employee and week (409 naming the rule), all in one transaction.
 */
export async function createWeeklyTimesheet(
  db: Db,
  actor: Actor,
  input: CreateInput,
): Promise<WeeklyTimesheet> {
  checkWeek(input.weekEnding, input.entries);
  return db.transaction(async (tx) => {
    await activeUserOf(tx, actor.companyId, input.userId);
    const [sheet] = await tx
      .insert(weeklyTimesheets)
      .values({
        companyId: actor.companyId,
        userId: input.userId,
        weekEnding: input.weekEnding,
        employeeNumber: input.employeeNumber ?? null,
        status: input.status,
        ...totalsOf(input.entries),
      })
      .onConflictDoNothing()
      .returning({ id: weeklyTimesheets.id });
    if (!sheet) throw conflict(WEEKLY_MSG.exists, { field: 'userId' });
    await writeEntries(tx, actor.companyId, sheet.id, input.entries);
    return weeklyTimesheetView(tx, actor.companyId, sheet.id);
  });
}

/** PUT /api/weekly-timesheets/:id: only the fields sent change; the totals follow the entries. */
export async function updateWeeklyTimesheet(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateInput,
): Promise<WeeklyTimesheet> {
  return db.transaction(async (tx) => {
    const [sheet] = await tx
      .select({ weekEnding: weeklyTimesheets.weekEnding })
      .from(weeklyTimesheets)
      .where(and(eq(weeklyTimesheets.id, id), eq(weeklyTimesheets.companyId, actor.companyId)))
      .for('update');
    if (!sheet) throw notFound('Weekly timesheet');
    if (input.entries) {
      checkWeek(sheet.weekEnding, input.entries);
      await writeEntries(tx, actor.companyId, id, input.entries);
    }
    await tx
      .update(weeklyTimesheets)
      .set({
        ...(input.employeeNumber !== undefined ? { employeeNumber: input.employeeNumber } : {}),
        ...(input.status ? { status: input.status } : {}),
        ...(input.entries ? totalsOf(input.entries) : {}),
        updatedAt: new Date(),
      })
      .where(eq(weeklyTimesheets.id, id));
    return weeklyTimesheetView(tx, actor.companyId, id);
  });
}
