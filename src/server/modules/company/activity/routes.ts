import { activityRoutes as api } from '../../../../shared/company/activity-routes';
import { ACTIVITY_CSV_MAX } from '../../../../shared/company/activity-kinds';
import { todayIn } from '../../../../shared/dates';
import { actorOf } from '../../../access/guard';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { activityCsv, activityFileName } from './csv';
import { activityForCsv, listActivity } from './read';

/** The Activity screen's reads (issue 25): admin only; the trail itself is written by each change. */
export const activityModule: AppModule = (app, { database: { db } }) => {
  serve(app, api.listActivity, (request) => listActivity(db, actorOf(request), request.query));
  serve(app, api.activityCsv, async (request, reply) => {
    const { timeZone, entries } = await activityForCsv(db, actorOf(request), request.query, ACTIVITY_CSV_MAX);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${activityFileName(todayIn(timeZone))}"`)
      .send(activityCsv(entries, timeZone));
  });
};
