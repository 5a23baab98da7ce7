import { weeklyTimesheetsRoutes as api } from '../../../../shared/payroll/weekly-timesheets-routes';
import { actorOf } from '../../../access/guard';
import { notFound } from '../../../errors';
import { created } from '../../../http/idempotency';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { weeklyFromDockets } from './from-dockets';
import { listWeeklyTimesheets } from './read';
import { submitWeeklyToXero } from './submit';
import { createWeeklyTimesheet, updateWeeklyTimesheet } from './write';

/** /weekly-timesheets (002 §2, §4, §7; issue 15): the week's sheets, New Timesheet from dockets, Submit to Xero. */
export const weeklyTimesheetsModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  serve(app, api.listWeeklyTimesheets, (request) => {
    const actor = actorOf(request);
    // The company is named in the query: another company's is not found, as a path's would be.
    if (request.query.companyId !== actor.companyId) throw notFound('Company');
    return listWeeklyTimesheets(db, actor.companyId, request.query.weekEnding);
  });
  serve(app, api.weeklyFromDockets, (request) => weeklyFromDockets(db, actorOf(request), request.query));
  serve(app, api.createWeeklyTimesheet, (request, reply) =>
    created(db, request, reply, (tx, actor) => createWeeklyTimesheet(tx, actor, request.body)),
  );
  serve(app, api.updateWeeklyTimesheet, (request) =>
    updateWeeklyTimesheet(db, actorOf(request), request.params.id, request.body),
  );
  // Sends to Xero between reads and writes of its own: no transaction held open across the calls.
  serve(app, api.submitWeeklyToXero, (request) => submitWeeklyToXero(ctx, actorOf(request), request.body));
};
