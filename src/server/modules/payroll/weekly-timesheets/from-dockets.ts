import { addDays } from '../../../../shared/dates';
import { payrollDays } from '../../../../shared/payroll/hours';
import type { weeklyFromDocketsReply } from '../../../../shared/payroll/weekly-timesheets-schemas';
import type { z } from 'zod';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { readPayrollSettings } from '../company-payroll';
import { countedDockets } from '../counted-dockets';
import { activeUserOf } from './read';

/**
 * GET /api/weekly-timesheets/from-dockets (issue 15): New Timesheet's starting point. The employee's
 * counted dockets of the week (approved, Count on Timesheet on), each day's hours worked split at the
 * company's daily threshold by the shared payroll math, so the sheet starts with what the payroll
 * view shows; sick and holiday hours start at 0.
 */
export async function weeklyFromDockets(
  db: Db,
  actor: Actor,
  query: { userId: number; weekEnding: string },
): Promise<z.output<typeof weeklyFromDocketsReply>> {
  await activeUserOf(db, actor.companyId, query.userId);
  const period = { start: addDays(query.weekEnding, -6), end: query.weekEnding };
  const [settings, dockets] = await Promise.all([
    readPayrollSettings(db, actor.companyId),
    countedDockets(db, actor.companyId, { ...period, userIds: [query.userId], countOnTimesheetOnly: true }),
  ]);
  const days = payrollDays(dockets, period, settings.overtimeThresholdHours);
  return {
    entries: days.map((day) => ({
      date: day.date,
      ordinaryHours: day.ordinary,
      overtimeHours: day.overtime,
      sickHours: '0.00',
      holidayHours: '0.00',
      notes: null,
    })),
    docketCount: dockets.length,
    overtimeThresholdHours: settings.overtimeThresholdHours,
  };
}
