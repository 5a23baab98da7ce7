import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { HolidayBody, ReminderSettings } from '../../../../shared/dockets/missing-dockets-schemas';
import type { Db, Tx } from '../../../db/client';
import { companies, companyHolidays, companyReminderSettings } from '../../../db/schema';
import { conflict, notFound } from '../../../errors';

/** A company that never saved its settings: reminders off, 16:00 (docs/decisions.md 'Missing dockets'). */
export const DEFAULT_REMINDER_TIME = '16:00';

export async function readReminderSettings(db: Db | Tx, companyId: number) {
  const [row] = await db
    .select({
      timeZone: companies.timeZone,
      enabled: companyReminderSettings.enabled,
      time: companyReminderSettings.time,
    })
    .from(companies)
    .leftJoin(companyReminderSettings, eq(companyReminderSettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('Company');
  return { enabled: row.enabled ?? false, time: row.time ?? DEFAULT_REMINDER_TIME, timeZone: row.timeZone };
}

export async function saveReminderSettings(db: Db, companyId: number, body: ReminderSettings) {
  await db
    .insert(companyReminderSettings)
    .values({ companyId, ...body })
    .onConflictDoUpdate({
      target: companyReminderSettings.companyId,
      set: { ...body, updatedAt: new Date() },
    });
  return readReminderSettings(db, companyId);
}

/** The company's holidays between two dates (inclusive), or all of them. */
export async function listHolidays(db: Db | Tx, companyId: number, from?: string, to?: string) {
  return db
    .select({ id: companyHolidays.id, date: companyHolidays.date, name: companyHolidays.name })
    .from(companyHolidays)
    .where(
      and(
        eq(companyHolidays.companyId, companyId),
        from ? gte(companyHolidays.date, from) : undefined,
        to ? lte(companyHolidays.date, to) : undefined,
      ),
    )
    .orderBy(asc(companyHolidays.date));
}

export async function createHoliday(tx: Db | Tx, companyId: number, body: HolidayBody) {
  const [row] = await tx
    .insert(companyHolidays)
    .values({ companyId, date: body.date, name: body.name.trim() })
    .onConflictDoNothing()
    .returning({ id: companyHolidays.id, date: companyHolidays.date, name: companyHolidays.name });
  if (!row) throw conflict('That date is already a company holiday', { field: 'date' });
  return row;
}

export async function deleteHoliday(db: Db, companyId: number, holidayId: number) {
  const [row] = await db
    .delete(companyHolidays)
    .where(and(eq(companyHolidays.companyId, companyId), eq(companyHolidays.id, holidayId)))
    .returning({ id: companyHolidays.id });
  if (!row) throw notFound('Holiday');
  return { message: 'Holiday removed' };
}
