import { missingDocketsRoutes as api } from '../../../../shared/dockets/missing-dockets-routes';
import { actorOf } from '../../../access/guard';
import { created } from '../../../http/idempotency';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { listMissingDockets } from './missing';
import { sendReminder } from './remind';
import { REMINDER_CRON, REMINDER_JOB, sweepReminders } from './schedule';
import {
  createHoliday,
  deleteHoliday,
  listHolidays,
  readReminderSettings,
  saveReminderSettings,
} from './settings';

/** Missing dockets (issue 17): the dashboard's list, Remind, the scheduled reminders and holidays. */
export const missingDocketsModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  // Every five minutes; a failed pass is simply the next one's work (the day's claim makes it safe).
  ctx.jobs.define(REMINDER_JOB, async () => void (await sweepReminders(ctx, ctx.now())), {
    cron: REMINDER_CRON,
    retryLimit: 0,
    expireInSeconds: 15 * 60,
  });

  serve(app, api.listMissingDockets, (request) => listMissingDockets(db, actorOf(request).companyId));
  serve(app, api.sendDocketReminder, (request) => sendReminder(ctx, actorOf(request), request.body));
  serve(app, api.getReminderSettings, (request) => readReminderSettings(db, actorOf(request).companyId));
  serve(app, api.saveReminderSettings, (request) =>
    saveReminderSettings(db, actorOf(request).companyId, request.body),
  );
  serve(app, api.listHolidays, async (request) => ({
    holidays: await listHolidays(db, actorOf(request).companyId),
  }));
  serve(app, api.createHoliday, (request, reply) =>
    created(db, request, reply, (tx, actor) => createHoliday(tx, actor.companyId, request.body)),
  );
  serve(app, api.deleteHoliday, (request) =>
    deleteHoliday(db, actorOf(request).companyId, request.params.holidayId),
  );
};
