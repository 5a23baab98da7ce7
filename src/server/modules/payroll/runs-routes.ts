import { payrollRoutes as api } from '../../../shared/payroll/routes';
import { actorOf } from '../../access/guard';
import { created } from '../../http/idempotency';
import type { AppModule } from '../../http/module';
import { serve } from '../../http/serve';
import {
  getPayrollRun,
  giveUpPayrollRun,
  latestPayrollRun,
  PAYROLL_RUN_JOB,
  RunInterrupted,
  startPayrollRun,
  workPayrollRun,
  type PayrollRunJob,
} from './runs';

/**
 * The whole period as a background job (issue 15): start a run (the run, its items and its job in
 * the one transaction the Idempotency-Key's stored reply commits with), and follow it.
 */
export const payrollRunsModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  // A crash or a stop is an attempt: many, each resuming where the last left off. A run of 2,000
  // employees at Xero's pace takes about 35 minutes; a job whose process died is taken up again
  // after its heartbeat lapses (jobs/queue.ts), not after this.
  ctx.jobs.define<PayrollRunJob>(
    PAYROLL_RUN_JOB,
    async (job) => {
      try {
        await workPayrollRun(ctx, job);
      } catch (error) {
        // The last attempt: nothing will take the run up again.
        if (!(error instanceof RunInterrupted) && job.retryCount >= job.retryLimit)
          await giveUpPayrollRun(db, job.data.runId);
        throw error;
      }
    },
    {
      expireInSeconds: 6 * 60 * 60,
      retryLimit: 50,
      retryDelay: 1,
      retryBackoff: true,
      retryDelayMax: 60,
    },
  );

  serve(app, api.startPayrollRun, async (request, reply) => {
    const sent = await created(db, request, reply, (tx, actor) =>
      startPayrollRun(ctx, tx, actor, request.body),
    );
    // Committed: this process's worker takes the run now rather than at its next poll.
    ctx.jobs.wake(PAYROLL_RUN_JOB);
    return sent;
  });
  serve(app, api.latestPayrollRun, async (request) => ({
    run: await latestPayrollRun(db, actorOf(request).companyId, request.query),
  }));
  serve(app, api.getPayrollRun, (request) =>
    getPayrollRun(db, actorOf(request).companyId, request.params.runId),
  );
};
