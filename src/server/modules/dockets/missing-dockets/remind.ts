import { and, eq } from 'drizzle-orm';
import { formatCalendarDate, todayIn, type IsoDate } from '../../../../shared/dates';
import { reminderSmsHref, type SendReminderBody } from '../../../../shared/dockets/missing-dockets-schemas';
import type { Actor } from '../../../access/sessions';
import { companies, docketReminders, users } from '../../../db/schema';
import { badRequest, notFound } from '../../../errors';
import type { AppContext } from '../../../http/module';
import { sendEmail } from '../../email/service';

type Ctx = Pick<AppContext, 'config' | 'database' | 'mailer'>;
export type ReminderTarget = { userId: number; firstName: string; email: string };

/** The e-mail type of a reminder in the e-mail log. */
export const REMINDER_EMAIL_TYPE = 'docket_reminder';

/**
 * E-mails one worker that the docket of `date` is missing, logs it (the e-mail log and a reminder
 * row the dashboard reads) and returns the delivery. `sender`: the person who tapped Remind (their
 * hourly cap applies); none for the schedule.
 */
export async function remind(
  ctx: Ctx,
  company: { id: number; name: string },
  worker: ReminderTarget,
  date: IsoDate,
  sender?: Actor,
) {
  const day = formatCalendarDate(date, 'full');
  const log = await sendEmail(ctx, {
    sender,
    companyId: company.id,
    type: REMINDER_EMAIL_TYPE,
    to: worker.email,
    related: { type: 'user', id: worker.userId },
    content: {
      subject: `Your docket for ${formatCalendarDate(date, 'weekdayDayMonth')} is missing`,
      heading: 'Please record your docket',
      paragraphs: [
        `Hi ${worker.firstName},`,
        `${company.name} has no docket from you for ${day}.`,
        'Please record the work you did that day in SiteDockets (Repeat yesterday copies a day like the last one).',
      ],
      action: { label: 'Record the docket', url: `${ctx.config.appUrl}/entries/${date}` },
    },
  });
  await ctx.database.db.insert(docketReminders).values({
    companyId: company.id,
    userId: worker.userId,
    date,
    emailStatus: log.status,
    sentById: sender?.userId ?? null,
  });
  return {
    status: log.status,
    to: worker.email,
    smsHref: reminderSmsHref(worker.firstName, formatCalendarDate(date, 'weekdayDayMonth'), company.name),
  };
}

/** Remind, tapped on the dashboard: the worker must be an active member of the caller's company. */
export async function sendReminder(ctx: Ctx, actor: Actor, body: SendReminderBody) {
  const { db } = ctx.database;
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      email: users.email,
      isActive: users.isActive,
      companyName: companies.name,
      timeZone: companies.timeZone,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, body.userId), eq(users.companyId, actor.companyId)));
  if (!row || !row.isActive) throw notFound('Worker');
  if (body.date > todayIn(row.timeZone))
    throw badRequest('A reminder can only be sent for today or an earlier day', { field: 'date' });
  return remind(ctx, { id: actor.companyId, name: row.companyName }, row, body.date, actor);
}
