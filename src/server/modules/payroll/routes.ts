import { payrollRoutes as api } from '../../../shared/payroll/routes';
import { PAYROLL_MSG } from '../../../shared/payroll/schemas';
import { actorOf } from '../../access/guard';
import { badRequest } from '../../errors';
import type { AppModule } from '../../http/module';
import { serve } from '../../http/serve';
import { countedDockets } from './counted-dockets';
import { submitDocketsToXero } from './dockets-submit';
import { payrollCsv } from './payroll-csv';
import { assertCompanyPeriod } from './company-payroll';
import { submitEmployeePeriod } from './submit';

/**
 * The payroll view's reads and its submissions to Xero Payroll (002 §2, §7; issue 15). The
 * submissions keep their Idempotency-Key contract themselves (a key derived from the employee, the
 * period, the send and the hours, honoured by Xero; the period's submission row), not through the
 * stored-reply helper, whose transaction would have to stay open across the call to Xero.
 */
export const payrollModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;

  serve(app, api.completedDockets, async (request) => ({
    dockets: await countedDockets(db, actorOf(request).companyId, {
      start: request.query.start,
      end: request.query.end,
      countOnTimesheetOnly: request.query.countOnTimesheet === 'true',
    }),
  }));

  serve(app, api.payrollCsv, async (request, reply) => {
    const { fileName, csv } = await payrollCsv(db, actorOf(request).companyId, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(csv);
  });

  serve(app, api.confirmXeroSubmission, async (request) => {
    const actor = actorOf(request);
    const { startDate, endDate, timesheetEntries, overtimeThreshold } = request.body;
    const period = { start: startDate, end: endDate };
    const [entry] = timesheetEntries;
    if (entry && entry.workerId !== request.params.userId)
      throw badRequest("The hours sent are another worker's", { field: 'timesheetEntries.0.workerId' });
    await assertCompanyPeriod(db, actor.companyId, period);
    const outcome = await submitEmployeePeriod(ctx, {
      companyId: actor.companyId,
      byUserId: actor.userId,
      origin: actor.origin,
      userId: request.params.userId,
      period,
      thresholdHours: overtimeThreshold,
      ...(entry
        ? {
            expected: {
              ordinaryHoursArray: entry.ordinaryHoursArray,
              overtimeHoursArray: entry.overtimeHoursArray,
            },
          }
        : {}),
    });
    const updated = outcome.status === 'updated';
    return {
      message: updated ? PAYROLL_MSG.updated : PAYROLL_MSG.sent,
      updated,
      xeroTimesheetId: outcome.xeroTimesheetId,
      summary: {
        ordinaryHours: outcome.totals.ordinary,
        overtimeHours: outcome.totals.overtime,
        totalHours: outcome.totals.total,
        days: outcome.days.length,
      },
    };
  });

  serve(app, api.submitDocketsToXero, async (request) => ({
    results: await submitDocketsToXero(ctx, actorOf(request), request.body.timesheetIds),
  }));
};
