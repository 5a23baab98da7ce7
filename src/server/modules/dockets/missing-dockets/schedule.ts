import { and, eq, isNull } from 'drizzle-orm';
import { todayIn } from '../../../../shared/dates';
import { companies, companyReminderDays, companyReminderSettings } from '../../../db/schema';
import type { AppContext } from '../../../http/module';
import { clockIn, isWorkingDay } from './days';
import { holidaySet, missingOn } from './missing';
import { remind } from './remind';

/** The queue of the scheduled reminders: pg-boss's cron sends it a job every five minutes. */
export const REMINDER_JOB = 'docket-reminders';
export const REMINDER_CRON = '*/5 * * * *';

type Ctx = Pick<AppContext, 'config' | 'database' | 'mailer'>;

/**
 * One pass of the scheduled reminders: every company with reminders on whose reminder time has
 * passed today (a working day in its zone) and which has not been reminded today. The company's
 * day is claimed first (a row whose key is company and date, inserted in its own transaction): of
 * several processes passing at once only the one whose insert won sends, so each missing worker
 * gets one e-mail a day. Returns, per company this pass claimed, how many e-mails it sent.
 */
export async function sweepReminders(ctx: Ctx, now: Date): Promise<Map<number, number>> {
  const { db } = ctx.database;
  const due = await db
    .select({
      id: companies.id,
      name: companies.name,
      timeZone: companies.timeZone,
      time: companyReminderSettings.time,
    })
    .from(companyReminderSettings)
    .innerJoin(companies, eq(companies.id, companyReminderSettings.companyId))
    .where(eq(companyReminderSettings.enabled, true));
  const sent = new Map<number, number>();
  for (const company of due) {
    const today = todayIn(company.timeZone, now);
    if (clockIn(company.timeZone, now) < company.time) continue;
    if (!isWorkingDay(today, await holidaySet(db, company.id, today))) continue;
    const claimed = await db.transaction((tx) =>
      tx
        .insert(companyReminderDays)
        .values({ companyId: company.id, date: today })
        .onConflictDoNothing()
        .returning({ companyId: companyReminderDays.companyId }),
    );
    if (claimed.length === 0) continue;
    sent.set(company.id, 0);
    for (const worker of await missingOn(db, company.id, company.timeZone, [today])) {
      await remind(ctx, company, worker, today);
      sent.set(company.id, sent.get(company.id)! + 1);
    }
    await db
      .update(companyReminderDays)
      .set({ finishedAt: new Date() })
      .where(
        and(
          eq(companyReminderDays.companyId, company.id),
          eq(companyReminderDays.date, today),
          isNull(companyReminderDays.finishedAt),
        ),
      );
  }
  return sent;
}
