import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordActivity } from '../../access/activity';
import type { Db, Tx } from '../../db/client';
import { employeeMappings, payrollRunItems, payrollRuns, payrollSubmissions, users } from '../../db/schema';
import { AppError, bodyCodeOf, conflict, notFound } from '../../errors';
import { XeroNotConnectedError } from '../../integrations/xero/api-errors';
import { loadXeroConnection } from '../../integrations/xero/connection-store';
import type { AppContext } from '../../http/module';
import type { RunningJob } from '../../jobs/queue';
import type { ErrorCode } from '../../../shared/api/error-codes';
import { fullName } from '../../../shared/people';
import {
  PAYROLL_ERROR_CODES,
  PAYROLL_MSG,
  type PayrollRun,
  type SubmissionResult,
} from '../../../shared/payroll/schemas';
import { readPayrollSettings } from './company-payroll';
import { countedDockets } from './counted-dockets';
import { assertCompanyPeriod } from './company-payroll';
import { submitEmployeePeriod } from './submit';

/**
 * The whole period for every mapped employee (issue 15, beyond 002): a run of one item per mapped
 * active employee, worked through by one durable job (jobs/queue.ts) that sends each employee's
 * period in turn, every Xero call waiting its turn under Xero's limit (integrations/xero/pacer.ts).
 * An item is marked 'sending' (committed) before its call to Xero; an item found 'sending' when the
 * job starts again after a crash or a stop is looked up in Xero before anything is sent, and the
 * send carries an Idempotency-Key Xero honours: nobody is sent twice, nobody is skipped.
 */

export const PAYROLL_RUN_JOB = 'payroll-run';

export type PayrollRunJob = { runId: number };

export const RUN_IN_PROGRESS_MESSAGE =
  'This period is already being submitted to Xero. Wait for that run to finish, then submit again.';

export interface StartRunInput {
  startDate: string;
  endDate: string;
  overtimeThreshold: number;
}

type ItemRow = {
  id: number;
  userId: number;
  status: SubmissionResult['status'];
  message: string | null;
  code: ErrorCode | null;
  xeroTimesheetId: string | null;
  totalHours: string | null;
  firstName: string;
  lastName: string;
};

const itemColumns = {
  id: payrollRunItems.id,
  userId: payrollRunItems.userId,
  status: payrollRunItems.status,
  message: payrollRunItems.message,
  code: payrollRunItems.code,
  xeroTimesheetId: payrollRunItems.xeroTimesheetId,
  totalHours: payrollRunItems.totalHours,
  firstName: users.firstName,
  lastName: users.lastName,
};

type ItemOutcome = Pick<
  typeof payrollRunItems.$inferInsert,
  'status' | 'message' | 'code' | 'xeroTimesheetId' | 'totalHours'
>;

const FINISHED: readonly SubmissionResult['status'][] = ['sent', 'updated', 'skipped', 'failed'];

async function runView(db: Db | Tx, run: typeof payrollRuns.$inferSelect): Promise<PayrollRun> {
  const items: ItemRow[] = await db
    .select(itemColumns)
    .from(payrollRunItems)
    .innerJoin(users, eq(users.id, payrollRunItems.userId))
    .where(eq(payrollRunItems.runId, run.id))
    .orderBy(asc(payrollRunItems.id));
  return {
    id: run.id,
    startDate: run.periodStart,
    endDate: run.periodEnd,
    overtimeThreshold: run.overtimeThreshold,
    status: run.status,
    total: items.length,
    finished: items.filter((item) => FINISHED.includes(item.status)).length,
    createdAt: run.createdAt,
    items: items.map((item) => ({
      userId: item.userId,
      workerName: fullName(item),
      startDate: run.periodStart,
      endDate: run.periodEnd,
      status: item.status,
      message: item.message,
      code: item.code,
      xeroTimesheetId: item.xeroTimesheetId,
      totalHours: item.totalHours,
    })),
  };
}

/** One run of the company (another company's: 404). */
export async function getPayrollRun(db: Db, companyId: number, runId: number): Promise<PayrollRun> {
  const [run] = await db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.id, runId), eq(payrollRuns.companyId, companyId)));
  if (!run) throw notFound('Payroll run');
  return runView(db, run);
}

/** The latest run of a period, or null. */
export async function latestPayrollRun(
  db: Db,
  companyId: number,
  period: { startDate: string; endDate: string },
): Promise<PayrollRun | null> {
  const [run] = await db
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, companyId),
        eq(payrollRuns.periodStart, period.startDate),
        eq(payrollRuns.periodEnd, period.endDate),
      ),
    )
    .orderBy(desc(payrollRuns.createdAt), desc(payrollRuns.id))
    .limit(1);
  return run ? runView(db, run) : null;
}

/**
 * Starts a run, in the caller's transaction: the run, its items and its job commit together. Every
 * mapped active employee is an item: 'queued' with hours in the period, 'skipped' without; a mapped
 * deactivated one is an item when they have hours in it (a leaver's last pay). Refused
 * up front (409) what would fail every item: a period that is not a pay period of the company,
 * Xero not connected, the earnings rates not chosen; and a second run of a period while one is
 * queued or running.
 */
export async function startPayrollRun(
  ctx: Pick<AppContext, 'jobs' | 'xero'>,
  db: Db,
  actor: { companyId: number; userId: number },
  input: StartRunInput,
): Promise<PayrollRun> {
  // Its own transaction (a savepoint inside the Idempotency-Key's): the caller may pass the pool.
  return db.transaction((tx) => startInTransaction(ctx, tx, actor, input));
}

async function startInTransaction(
  ctx: Pick<AppContext, 'jobs' | 'xero'>,
  tx: Tx,
  actor: { companyId: number; userId: number },
  input: StartRunInput,
): Promise<PayrollRun> {
  const { companyId } = actor;
  const period = { start: input.startDate, end: input.endDate };
  await assertCompanyPeriod(tx, companyId, period);
  const connection = ctx.xero.settings ? await loadXeroConnection(tx, ctx.xero.cipher, companyId) : null;
  if (!connection) throw new XeroNotConnectedError();
  const settings = await readPayrollSettings(tx, companyId);
  if (!settings.ordinaryHoursEarningsRateId || !settings.overtimeHoursEarningsRateId)
    throw conflict(PAYROLL_MSG.ratesMissing);

  // One start of a period at a time (two offices pressing at once): the check and the insert below
  // run under a lock of the company's period until this transaction ends.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${companyId}::int, hashtext(${`payroll-run:${period.start}:${period.end}`}))`,
  );
  const [busy] = await tx
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, companyId),
        eq(payrollRuns.periodStart, period.start),
        eq(payrollRuns.periodEnd, period.end),
        inArray(payrollRuns.status, ['queued', 'running']),
      ),
    )
    .limit(1);
  if (busy) throw conflict(RUN_IN_PROGRESS_MESSAGE, { runId: busy.id });

  const everyMapped = await tx
    .select({ userId: users.id, isActive: users.isActive })
    .from(employeeMappings)
    .innerJoin(users, and(eq(users.id, employeeMappings.userId), eq(users.companyId, companyId)))
    .where(eq(employeeMappings.companyId, companyId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const dockets = await countedDockets(tx, companyId, {
    start: period.start,
    end: period.end,
    userIds: everyMapped.map((m) => m.userId),
    countOnTimesheetOnly: true,
  });
  const minutes = new Map<number, number>();
  for (const docket of dockets)
    minutes.set(docket.userId, (minutes.get(docket.userId) ?? 0) + docket.workedMinutes);
  // A deactivated person with hours in the period is paid for them (issue 29); without, not listed.
  const mapped = everyMapped.filter((m) => m.isActive || (minutes.get(m.userId) ?? 0) > 0);

  const [run] = await tx
    .insert(payrollRuns)
    .values({
      companyId,
      periodStart: period.start,
      periodEnd: period.end,
      overtimeThreshold: input.overtimeThreshold,
      createdById: actor.userId,
    })
    .returning();
  if (mapped.length)
    await tx.insert(payrollRunItems).values(
      mapped.map(({ userId }) => {
        const worked = minutes.get(userId) ?? 0;
        return worked > 0
          ? { runId: run!.id, companyId, userId, status: 'queued' as const }
          : { runId: run!.id, companyId, userId, status: 'skipped' as const, message: PAYROLL_MSG.noHours };
      }),
    );
  await ctx.jobs.send<PayrollRunJob>(tx, PAYROLL_RUN_JOB, { runId: run!.id });
  const after = { periodStart: period.start, periodEnd: period.end, employees: mapped.length };
  const subject = {
    type: 'payroll' as const,
    id: run!.id,
    label: `Pay run ${period.start} to ${period.end}`,
  };
  await recordActivity(tx, actor, { kind: 'payroll.run_started', subject, after });
  return runView(tx, run!);
}

/** Thrown between items when the app is stopping: the job is retried (by this or another process). */
export class RunInterrupted extends Error {
  constructor() {
    super('The payroll run was interrupted (the server is stopping); it continues when a worker takes it up');
  }
}

/** What an item ends as when its submission threw. */
function failureOf(error: unknown): {
  status: 'skipped' | 'failed';
  message: string;
  code: ErrorCode;
} {
  if (error instanceof AppError) {
    // The dockets changed after the run started: nothing to send is a skip, as at the start.
    if (error.message === PAYROLL_MSG.noHours || error.message === PAYROLL_MSG.noTimesheets)
      return { status: 'skipped', message: PAYROLL_MSG.noHours, code: bodyCodeOf(error) };
    return { status: 'failed', message: error.message, code: bodyCodeOf(error) };
  }
  return {
    status: 'failed',
    message: `Xero Submission Failed: ${error instanceof Error ? error.message : String(error)}`,
    code: PAYROLL_ERROR_CODES.failed,
  };
}

/**
 * What is known of an item cut off mid-send: the period's submission record, if Xero's answer was
 * recorded since the item went 'sending' (then that is its outcome, and nothing is sent again), and
 * whether the period had been submitted before at all (if not, a timesheet Xero holds now is this
 * run's own, its reply lost: 'sent', not 'updated').
 */
async function cutOff(
  db: Db,
  run: typeof payrollRuns.$inferSelect,
  userId: number,
  since: Date,
): Promise<{ outcome: ItemOutcome | null; submittedBefore: boolean }> {
  const [recorded] = await db
    .select({
      xeroTimesheetId: payrollSubmissions.xeroTimesheetId,
      totalHours: payrollSubmissions.totalHours,
      sendCount: payrollSubmissions.sendCount,
      updatedAt: payrollSubmissions.updatedAt,
    })
    .from(payrollSubmissions)
    .where(
      and(
        eq(payrollSubmissions.companyId, run.companyId),
        eq(payrollSubmissions.userId, userId),
        eq(payrollSubmissions.periodStart, run.periodStart),
        eq(payrollSubmissions.periodEnd, run.periodEnd),
      ),
    );
  if (!recorded) return { outcome: null, submittedBefore: false };
  if (!recorded.xeroTimesheetId || recorded.updatedAt < since)
    return { outcome: null, submittedBefore: true };
  const updated = recorded.sendCount > 1;
  return {
    submittedBefore: updated,
    outcome: {
      status: updated ? 'updated' : 'sent',
      message: updated ? PAYROLL_MSG.updated : PAYROLL_MSG.sent,
      code: null,
      xeroTimesheetId: recorded.xeroTimesheetId,
      totalHours: recorded.totalHours,
    },
  };
}

/**
 * The job: works through the run's unfinished items in order. Each is marked 'sending' and
 * committed before Xero is called; one already 'sending' (the job was cut off there) is looked up
 * in Xero first. Stops between items when the app stops (the job is retried and resumes here).
 */
export async function workPayrollRun(ctx: AppContext, job: RunningJob<PayrollRunJob>): Promise<void> {
  const { db } = ctx.database;
  const [run] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, job.data.runId));
  if (!run || run.status === 'done') return;
  if (run.status === 'queued')
    await db.update(payrollRuns).set({ status: 'running' }).where(eq(payrollRuns.id, run.id));
  const period = { start: run.periodStart, end: run.periodEnd };

  const pending = await db
    .select({
      id: payrollRunItems.id,
      userId: payrollRunItems.userId,
      status: payrollRunItems.status,
      updatedAt: payrollRunItems.updatedAt,
    })
    .from(payrollRunItems)
    .where(and(eq(payrollRunItems.runId, run.id), inArray(payrollRunItems.status, ['queued', 'sending'])))
    .orderBy(asc(payrollRunItems.id));

  for (const item of pending) {
    if (job.signal.aborted) throw new RunInterrupted();
    const interrupted = item.status === 'sending';
    const [claimed] = await db
      .update(payrollRunItems)
      .set({ status: 'sending', attempts: sql`${payrollRunItems.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(payrollRunItems.id, item.id), inArray(payrollRunItems.status, ['queued', 'sending'])))
      .returning({ id: payrollRunItems.id });
    if (!claimed) continue;
    const known = interrupted
      ? await cutOff(db, run, item.userId, item.updatedAt)
      : { outcome: null, submittedBefore: true };
    let outcome = known.outcome;
    if (!outcome)
      try {
        const sent = await submitEmployeePeriod(ctx, {
          companyId: run.companyId,
          byUserId: run.createdById,
          userId: item.userId,
          period,
          thresholdHours: run.overtimeThreshold,
          lookUpInXero: interrupted,
        });
        const status = sent.status === 'updated' && !known.submittedBefore ? 'sent' : sent.status;
        outcome = {
          status,
          message: status === 'updated' ? PAYROLL_MSG.updated : PAYROLL_MSG.sent,
          code: null,
          xeroTimesheetId: sent.xeroTimesheetId,
          totalHours: sent.totals.total,
        };
      } catch (error) {
        // Cut off by the stop: left 'sending', to be looked up in Xero when the run resumes.
        if (job.signal.aborted) throw new RunInterrupted();
        outcome = { ...failureOf(error), xeroTimesheetId: null, totalHours: null };
      }
    await db
      .update(payrollRunItems)
      .set({ ...outcome, updatedAt: new Date() })
      .where(eq(payrollRunItems.id, item.id));
  }
  await db
    .update(payrollRuns)
    .set({ status: 'done', finishedAt: new Date() })
    .where(eq(payrollRuns.id, run.id));
}

export const RUN_GAVE_UP_MESSAGE =
  'Not sent: the run stopped after repeated errors. Submit the period again (a timesheet Xero already holds is updated, not duplicated).';

/**
 * The job's last attempt failed (pg-boss will not retry it): its unfinished items are failed and
 * the run is done, so the screen shows what happened instead of a run running for ever.
 */
export async function giveUpPayrollRun(db: Db, runId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(payrollRunItems)
      .set({
        status: 'failed',
        message: RUN_GAVE_UP_MESSAGE,
        code: PAYROLL_ERROR_CODES.failed,
        updatedAt: new Date(),
      })
      .where(and(eq(payrollRunItems.runId, runId), inArray(payrollRunItems.status, ['queued', 'sending'])));
    await tx
      .update(payrollRuns)
      .set({ status: 'done', finishedAt: new Date() })
      .where(and(eq(payrollRuns.id, runId), inArray(payrollRuns.status, ['queued', 'running'])));
  });
}
