import { sql } from 'drizzle-orm';
import { todayIn, type IsoDate } from '../../../../shared/dates';
import type { EmailStatus } from '../../../../shared/email/delivery';
import type { MissingDay, MissingDocketsReply } from '../../../../shared/dockets/missing-dockets-schemas';
import type { Db, Tx } from '../../../db/client';
import { clockIn, daysToCheck } from './days';
import { listHolidays, readReminderSettings } from './settings';

type Row = {
  day: string;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  reminded_at: Date | string | null;
  reminded_status: EmailStatus | null;
  reminded_by: number | null;
};

export type MissingRow = {
  date: IsoDate;
  userId: number;
  firstName: string;
  name: string;
  email: string;
  reminded: { at: string; status: EmailStatus; byPerson: boolean } | null;
};

/**
 * Who recorded nothing on each of `days`: active workers and foremen of the company, on the team of
 * a project that was active on that day (its start and end dates, if any, around it), with an
 * account made by then, and no docket of that date except a voided one. One query for all days.
 */
export async function missingOn(
  db: Db | Tx,
  companyId: number,
  timeZone: string,
  days: readonly IsoDate[],
): Promise<MissingRow[]> {
  if (days.length === 0) return [];
  const dayList = sql.join(
    days.map((day) => sql`${day}::date`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select d.day::text as day, u.id as user_id, u.first_name, u.last_name, u.email,
           r.created_at as reminded_at, r.email_status as reminded_status, r.sent_by_id as reminded_by
    from unnest(array[${dayList}]) as d(day)
    join users u on u.company_id = ${companyId} and u.is_active and u.role in ('worker', 'foreman')
      and (u.created_at at time zone ${timeZone})::date <= d.day
    left join lateral (
      select dr.created_at, dr.email_status, dr.sent_by_id from docket_reminders dr
      where dr.company_id = ${companyId} and dr.user_id = u.id and dr.date = d.day
      order by dr.created_at desc, dr.id desc limit 1
    ) r on true
    where exists (
      select 1 from project_assignments pa join projects p on p.id = pa.project_id
      where pa.company_id = ${companyId} and pa.user_id = u.id and p.is_active
        and (p.start_date is null or p.start_date <= d.day) and (p.end_date is null or p.end_date >= d.day)
    )
    and not exists (
      select 1 from dockets k
      where k.company_id = ${companyId} and k.worker_id = u.id and k.date = d.day and k.status <> 'void'
    )
    order by d.day desc, lower(u.first_name), lower(u.last_name), u.id`);
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    date: row.day,
    userId: row.user_id,
    firstName: row.first_name,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    reminded:
      row.reminded_at && row.reminded_status
        ? {
            at: new Date(row.reminded_at).toISOString(),
            status: row.reminded_status,
            byPerson: row.reminded_by !== null,
          }
        : null,
  }));
}

/** The holidays around today (the window reaches back a few weeks at most). */
export async function holidaySet(db: Db | Tx, companyId: number, today: IsoDate): Promise<Set<IsoDate>> {
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 70);
  const rows = await listHolidays(db, companyId, from.toISOString().slice(0, 10), today);
  return new Set(rows.map((row) => row.date));
}

/** The office dashboard's card: the last working days, each with who recorded nothing. */
export async function listMissingDockets(
  db: Db,
  companyId: number,
  now = new Date(),
): Promise<MissingDocketsReply> {
  const settings = await readReminderSettings(db, companyId);
  const today = todayIn(settings.timeZone, now);
  const holidays = await holidaySet(db, companyId, today);
  const days = daysToCheck(today, clockIn(settings.timeZone, now) >= settings.time, holidays);
  const rows = await missingOn(db, companyId, settings.timeZone, days);
  const byDay: MissingDay[] = days.map((date) => ({
    date,
    workers: rows
      .filter((row) => row.date === date)
      .map(({ userId, name, email, reminded }) => ({ userId, name, email, reminded })),
  }));
  return { today, timeZone: settings.timeZone, days: byDay };
}
