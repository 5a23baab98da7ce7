import type { Db } from '../../src/server/db/client';
import { createDocket, createUser } from '../../src/server/db/factories';
import { weekOf } from '../../src/shared/dates';
import { emptyWeeklyEntry, type WeeklyEntry } from '../../src/shared/payroll/weekly-timesheets-schemas';
import { companyWithTeam } from './people';

/** Tests only: a company with its team and a second worker, whose dockets are non-billable spans. */
export async function weeklyCompany(db: Db) {
  const team = await companyWithTeam(db);
  const companyId = team.company.id;
  const second = await createUser(db, { companyId, role: 'worker', firstName: 'Zed', lastName: 'Second' });
  /** A docket of a worker (default: the team's), approved unless said otherwise. */
  const docket = (
    date: string,
    startTime: string,
    endTime: string,
    more: { breakMinutes?: number; workerId?: number; status?: 'draft' | 'approved'; count?: boolean } = {},
  ) =>
    createDocket(db, {
      companyId,
      workerId: more.workerId ?? team.worker.id,
      date,
      status: more.status ?? 'approved',
      startTime,
      endTime,
      breakMinutes: more.breakMinutes ?? 0,
      countOnTimesheet: more.count ?? true,
    });
  return { team, companyId, second, docket };
}
export type WeeklyCompany = Awaited<ReturnType<typeof weeklyCompany>>;

/** Seven zero entries of the week ending on `weekEnding`, with `over` laid on day by day. */
export const weekEntries = (
  weekEnding: string,
  over: Partial<Omit<WeeklyEntry, 'date'>>[] = [],
): WeeklyEntry[] => weekOf(weekEnding).map((date, i) => ({ ...emptyWeeklyEntry(date), ...over[i] }));
