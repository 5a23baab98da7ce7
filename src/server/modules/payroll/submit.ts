import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { recordActivity, type Origin } from '../../access/activity';

/** How the trail names a person's pay period sent to Xero. */
export const payPeriodSubject = (userId: number, period: { start: string; end: string }) => ({
  type: 'payroll' as const,
  id: userId,
  label: `Pay period ${period.start} to ${period.end}`,
});
import type { Db, Tx } from '../../db/client';
import { payrollSubmissions, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { XeroNotConnectedError } from '../../integrations/xero/api-errors';
import { xeroClient, type XeroClientContext, type XeroClientOptions } from '../../integrations/xero/client';
import { loadXeroConnection } from '../../integrations/xero/connection-store';
import {
  type PayPeriod,
  type PayrollDay,
  payrollDays,
  type PayrollTotals,
  payrollTotals,
  timesheetUnits,
} from '../../../shared/payroll/hours';
import { PAYROLL_ERROR_CODES, PAYROLL_MSG } from '../../../shared/payroll/schemas';
import { payrollTarget } from './company-payroll';
import { countedDockets } from './counted-dockets';
import {
  findXeroTimesheet,
  payrollFailure,
  PayrollSubmissionError,
  sendXeroTimesheet,
} from './xero-timesheet';

export interface SubmitRequest {
  companyId: number;
  byUserId: number | null;
  /** Where the submission was asked from (the activity trail); none for the run's job. */
  origin?: Origin;
  userId: number;
  period: PayPeriod;
  thresholdHours: number;
  expected?: { ordinaryHoursArray: number[]; overtimeHoursArray: number[] };
  /** After a crash mid-send: ask Xero for the period's timesheet before sending. */
  lookUpInXero?: boolean;
}

export interface SubmitOutcome {
  status: 'sent' | 'updated';
  xeroTimesheetId: string;
  days: PayrollDay[];
  totals: PayrollTotals;
}

/** The Xero scope a timesheet needs (002 §7); a connection made before payroll lacks it. */
export const TIMESHEETS_SCOPE = 'payroll.timesheets';

export const MISSING_SCOPE_MESSAGE =
  'Xero has not granted payroll access (payroll.timesheets) to this connection. Reconnect to Xero to grant payroll access.';

/** The hours sent as numbers to 2 places, as the browser shows them. */
const asHundredths = (values: readonly number[]) => values.map((v) => Math.round(v * 100));
const sameHours = (shown: readonly number[], now: readonly number[]) =>
  shown.length === now.length && asHundredths(shown).every((v, i) => v === asHundredths(now)[i]);

/** The key Xero sees: a repeat of the same send (lost reply, crash) is answered with the first reply. */
export function submissionKey(
  req: Pick<SubmitRequest, 'companyId' | 'userId' | 'period'>,
  sendCount: number,
  units: { ordinary: number[]; overtime: number[] },
  xeroTimesheetId: string | null = null,
): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        req.companyId,
        req.userId,
        req.period.start,
        req.period.end,
        sendCount,
        xeroTimesheetId,
        units.ordinary,
        units.overtime,
      ]),
    )
    .digest('hex');
  return `sitedockets-timesheet-${hash}`;
}

/* ------------------------------------------------------------------ one send at a time */

/** In this process: the sends of one employee's period queue behind each other. */
const queues = new Map<string, Promise<unknown>>();

async function queued<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(run);
  const tail = mine.catch(() => undefined);
  queues.set(key, tail);
  try {
    return await mine;
  } finally {
    if (queues.get(key) === tail) queues.delete(key);
  }
}

/**
 * At most this many sends hold a PostgreSQL connection (for the advisory lock) while Xero answers:
 * the Xero client writes its log through the pool, so the pool must never be all lock holders.
 * Xero allows 5 calls at once per organisation anyway.
 */
const MAX_LOCKED_SENDS = 4;
let lockedSends = 0;
const waitingSends: (() => void)[] = [];

async function withSendSlot<T>(run: () => Promise<T>): Promise<T> {
  if (lockedSends >= MAX_LOCKED_SENDS) await new Promise<void>((resolve) => waitingSends.push(resolve));
  else lockedSends += 1;
  try {
    return await run();
  } finally {
    const next = waitingSends.shift();
    if (next) next();
    else lockedSends -= 1;
  }
}

const onServer = (db: Db) => (db as unknown as { $client: unknown }).$client instanceof pg.Pool;

/**
 * Runs `run` as the only send of the employee's period: queued in this process, and on a PostgreSQL
 * server also under a transaction-scoped advisory lock (other processes: a second app instance, the
 * job worker), the transaction kept open until the submission is recorded. The embedded database is
 * one process (its folder is locked to it) and one connection, which a transaction would hold while
 * the Xero client writes its log through it: there the queue alone is the lock.
 */
async function exclusivePeriod<T>(db: Db, req: SubmitRequest, run: (db: Db | Tx) => Promise<T>): Promise<T> {
  const key = `payroll:${req.companyId}:${req.userId}:${req.period.start}:${req.period.end}`;
  return queued(key, () => {
    if (!onServer(db)) return run(db);
    return withSendSlot(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${req.companyId}::int, hashtext(${key}))`);
        return run(tx);
      }),
    );
  });
}

/* ------------------------------------------------------------------ the submission */

/** Xero's refusal of a second timesheet for an employee's period. */
const alreadyInXero = (error: unknown) =>
  error instanceof PayrollSubmissionError &&
  error.reason === PAYROLL_ERROR_CODES.validation &&
  /already exists/i.test(error.message);

/**
 * Sends one employee's pay period to Xero Payroll as one timesheet (002 §4, §7; issue 15): the hours
 * recomputed from the counted dockets (never the browser's), checked in 002's order, then created
 * in Xero or, when the period was sent before, Xero's timesheet replaced; recorded after Xero answers.
 */
export async function submitEmployeePeriod(
  ctx: XeroClientContext,
  req: SubmitRequest,
  options?: XeroClientOptions,
): Promise<SubmitOutcome> {
  const db = ctx.database.db;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    // A deactivated person is still paid for what they worked (issue 29: pay a leaver).
    .where(and(eq(users.id, req.userId), eq(users.companyId, req.companyId)));
  if (!user) throw notFound('User');

  const dockets = await countedDockets(db, req.companyId, {
    start: req.period.start,
    end: req.period.end,
    userIds: [req.userId],
    countOnTimesheetOnly: true,
  });
  if (!dockets.length) throw conflict(PAYROLL_MSG.noTimesheets);
  const days = payrollDays(dockets, req.period, req.thresholdHours);
  const totals = payrollTotals(days);
  if (days.every((day) => day.workedMinutes === 0) || totals.total === '0.00')
    throw conflict(PAYROLL_MSG.noHours);
  const units = timesheetUnits(days);
  if (
    req.expected &&
    !(
      sameHours(req.expected.ordinaryHoursArray, units.ordinary) &&
      sameHours(req.expected.overtimeHoursArray, units.overtime)
    )
  )
    throw new PayrollSubmissionError('CONFLICT', PAYROLL_MSG.hoursChanged, PAYROLL_ERROR_CODES.hoursChanged);

  const target = await payrollTarget(db, req.companyId, req.userId);
  const connection = ctx.xero.settings ? await loadXeroConnection(db, ctx.xero.cipher, req.companyId) : null;
  if (!connection) throw new XeroNotConnectedError();
  if (!connection.scopes.includes(TIMESHEETS_SCOPE))
    throw new PayrollSubmissionError('CONFLICT', MISSING_SCOPE_MESSAGE, PAYROLL_ERROR_CODES.scope);

  const client = xeroClient(ctx, req.companyId, req.byUserId, options);
  return exclusivePeriod(db, req, async (q) => {
    const [previous] = await q
      .select({
        xeroTimesheetId: payrollSubmissions.xeroTimesheetId,
        sendCount: payrollSubmissions.sendCount,
      })
      .from(payrollSubmissions)
      .where(
        and(
          eq(payrollSubmissions.companyId, req.companyId),
          eq(payrollSubmissions.userId, req.userId),
          eq(payrollSubmissions.periodStart, req.period.start),
          eq(payrollSubmissions.periodEnd, req.period.end),
        ),
      );
    const lookUp = async () => {
      try {
        return await findXeroTimesheet(client, target.employeeId, req.period);
      } catch (error) {
        throw payrollFailure(error);
      }
    };
    let xeroTimesheetId = previous?.xeroTimesheetId ?? null;
    if (!xeroTimesheetId && req.lookUpInXero) xeroTimesheetId = await lookUp();
    const sendCount = (previous?.sendCount ?? 0) + 1;
    const lines = {
      ...target,
      period: req.period,
      ordinary: units.ordinary,
      overtime: units.overtime,
    };
    const send = (id: string | null) =>
      sendXeroTimesheet(client, lines, {
        xeroTimesheetId: id,
        idempotencyKey: submissionKey(req, sendCount, units, id),
      });
    let sent: { xeroTimesheetId: string };
    try {
      sent = await send(xeroTimesheetId);
    } catch (error) {
      // Xero holds a timesheet of the period the product has no record of (sent from the weekly
      // timesheets, or before a crash): that one is replaced, as a period sent before is.
      const found = !xeroTimesheetId && alreadyInXero(error) ? await lookUp() : null;
      if (!found) throw error;
      xeroTimesheetId = found;
      sent = await send(found);
    }
    const recorded = {
      ordinaryHours: days.map((d) => d.ordinary),
      overtimeHours: days.map((d) => d.overtime),
      totalHours: totals.total,
      overtimeThreshold: Math.floor(req.thresholdHours),
      xeroTimesheetId: sent.xeroTimesheetId,
      sendCount,
      submittedById: req.byUserId,
      updatedAt: new Date(),
    };
    await q
      .insert(payrollSubmissions)
      .values({
        companyId: req.companyId,
        userId: req.userId,
        periodStart: req.period.start,
        periodEnd: req.period.end,
        ...recorded,
      })
      .onConflictDoUpdate({
        target: [
          payrollSubmissions.companyId,
          payrollSubmissions.userId,
          payrollSubmissions.periodStart,
          payrollSubmissions.periodEnd,
        ],
        set: recorded,
      });
    const who = { companyId: req.companyId, userId: req.byUserId, origin: req.origin };
    const after = {
      employee: req.userId,
      periodStart: req.period.start,
      periodEnd: req.period.end,
      totalHours: totals.total,
      sendCount,
    };
    await recordActivity(q, who, {
      kind: 'payroll.submitted',
      subject: payPeriodSubject(req.userId, req.period),
      after,
    });
    return {
      status: xeroTimesheetId ? 'updated' : 'sent',
      xeroTimesheetId: sent.xeroTimesheetId,
      days,
      totals,
    };
  });
}
