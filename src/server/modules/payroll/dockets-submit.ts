import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../access/sessions';
import { dockets, users } from '../../db/schema';
import { AppError, bodyCodeOf, docketNotFound } from '../../errors';
import type { XeroClientContext, XeroClientOptions } from '../../integrations/xero/client';
import type { ErrorCode } from '../../../shared/api/error-codes';
import { isCounted } from '../../../shared/dockets/docket-counting';
import { fullName } from '../../../shared/people';
import { type PayPeriod, periodContaining } from '../../../shared/payroll/hours';
import { PAYROLL_ERROR_CODES, PAYROLL_MSG, type SubmissionResult } from '../../../shared/payroll/schemas';
import { companyCalendar, readPayrollSettings } from './company-payroll';
import { submitEmployeePeriod } from './submit';

/** The body's code of a refusal (a PayrollSubmissionError's own code, else the kind's). */
export function failureOf(error: unknown): { message: string; code: ErrorCode } {
  if (error instanceof AppError) {
    return { message: error.message, code: bodyCodeOf(error) };
  }
  return { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
}

const list = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');

/**
 * POST /api/xero/timesheets (002 §7): the chosen dockets' workers' pay periods (the company's period
 * holding each docket's date), each sent as the employee's whole period recomputed from the counted
 * dockets — Xero holds one timesheet per employee and period, so the period's other counted dockets
 * go too. A docket of another company is 404 before anything is sent; a period whose chosen dockets
 * are none of them counted (not approved, void, or not counted on timesheets) is skipped; each
 * period's refusal is its result, the others still go. Sent one after another (Xero's limits).
 */
export async function submitDocketsToXero(
  ctx: XeroClientContext,
  actor: Actor,
  ids: number[],
  options?: XeroClientOptions,
): Promise<SubmissionResult[]> {
  const db = ctx.database.db;
  const wanted = [...new Set(ids)];
  const rows = await db
    .select({
      id: dockets.id,
      userId: dockets.workerId,
      date: dockets.date,
      status: dockets.status,
      countOnTimesheet: dockets.countOnTimesheet,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(dockets)
    .innerJoin(users, eq(users.id, dockets.workerId))
    .where(and(inArray(dockets.id, wanted), eq(dockets.companyId, actor.companyId)));
  const found = new Map(rows.map((row) => [row.id, row]));
  for (const id of wanted) if (!found.has(id)) throw docketNotFound(id, 'timesheetIds');

  const { anchor } = await companyCalendar(db, actor.companyId);
  const threshold = (await readPayrollSettings(db, actor.companyId)).overtimeThresholdHours;
  type Group = { userId: number; workerName: string; period: PayPeriod; counted: number[]; left: number[] };
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const cycle = periodContaining(anchor, row.date);
    const key = `${row.userId}:${cycle.start}`;
    const group = groups.get(key) ?? {
      userId: row.userId,
      workerName: fullName(row),
      period: { start: cycle.start, end: cycle.end },
      counted: [],
      left: [],
    };
    (isCounted(row) ? group.counted : group.left).push(row.id);
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      a.workerName.localeCompare(b.workerName, 'en') ||
      a.userId - b.userId ||
      a.period.start.localeCompare(b.period.start),
  );

  const results: SubmissionResult[] = [];
  for (const group of ordered) {
    const base = {
      userId: group.userId,
      workerName: group.workerName,
      startDate: group.period.start,
      endDate: group.period.end,
    };
    const notCounted = group.left.length
      ? `Docket ${list(group.left.sort((a, b) => a - b))} is not counted (not approved, void, or not counted on timesheets)`
      : null;
    if (!group.counted.length) {
      results.push({
        ...base,
        status: 'skipped',
        message: `${PAYROLL_MSG.noApproved}. ${notCounted}.`,
        code: PAYROLL_ERROR_CODES.notCounted,
        xeroTimesheetId: null,
        totalHours: null,
      });
      continue;
    }
    try {
      const outcome = await submitEmployeePeriod(
        ctx,
        {
          companyId: actor.companyId,
          byUserId: actor.userId,
          origin: actor.origin,
          userId: group.userId,
          period: group.period,
          thresholdHours: threshold,
        },
        options,
      );
      const sent = outcome.status === 'updated' ? PAYROLL_MSG.updated : PAYROLL_MSG.sent;
      results.push({
        ...base,
        status: outcome.status,
        message: notCounted ? `${sent}. ${notCounted}, so it was left out.` : sent,
        code: null,
        xeroTimesheetId: outcome.xeroTimesheetId,
        totalHours: outcome.totals.total,
      });
    } catch (error) {
      results.push({
        ...base,
        status: 'failed',
        ...failureOf(error),
        xeroTimesheetId: null,
        totalHours: null,
      });
    }
  }
  return results;
}
