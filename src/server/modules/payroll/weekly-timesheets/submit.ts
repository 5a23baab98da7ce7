import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '../../../../shared/dates';
import { fullName } from '../../../../shared/people';
import { sumMoney } from '../../../../shared/dockets/docket-math';
import type { ErrorCode } from '../../../../shared/api/error-codes';
import { PAYROLL_MSG, type SubmissionResult } from '../../../../shared/payroll/schemas';
import type { WeeklyTimesheet } from '../../../../shared/payroll/weekly-timesheets-schemas';
import type { Actor } from '../../../access/sessions';
import { weeklyTimesheets } from '../../../db/schema';
import { AppError, bodyCodeOf, conflict } from '../../../errors';
import { XeroNotConnectedError } from '../../../integrations/xero/api-errors';
import {
  xeroClient,
  type XeroClient,
  type XeroClientContext,
  type XeroClientOptions,
} from '../../../integrations/xero/client';
import { loadXeroConnection } from '../../../integrations/xero/connection-store';
import { assertCompanyPeriod, payrollTarget } from '../company-payroll';
import { findXeroTimesheet, payrollFailure, sendXeroTimesheet } from '../xero-timesheet';
import { listWeeklyTimesheets } from './read';
import { recordActivity } from '../../../access/activity';
import { payPeriodSubject } from '../submit';

type Sheet = WeeklyTimesheet & { updatedAt: Date };

/**
 * The Idempotency-Key of a sheet's send: its id and the moment it last changed, and whether it
 * creates or replaces, so a repeat after a lost reply gets Xero's first answer while a changed sheet
 * (or a second submission) is a new request.
 */
const sendKey = (sheet: Sheet, replaces: string | null) =>
  `weekly-timesheet-${sheet.id}-${sheet.updatedAt.getTime()}-${replaces ?? 'new'}`;

/**
 * One approved sheet to Xero Payroll: its employee mapped, the rates chosen, the week one pay period
 * of the company's calendar; ordinary and overtime per day (sick and holiday hours stay here,
 * docs/decisions.md). A sheet sent before replaces its Xero timesheet, as does one Xero already
 * holds for the employee's week.
 */
async function sendSheet(
  ctx: XeroClientContext,
  actor: Actor,
  client: XeroClient,
  sheet: Sheet,
): Promise<{ xeroTimesheetId: string; updated: boolean }> {
  const period = { start: addDays(sheet.weekEnding, -6), end: sheet.weekEnding };
  const db = ctx.database.db;
  const target = await payrollTarget(db, actor.companyId, sheet.userId);
  await assertCompanyPeriod(db, actor.companyId, period);
  const existing = sheet.xeroTimesheetId ?? (await findXeroTimesheet(client, target.employeeId, period));
  const sent = await sendXeroTimesheet(
    client,
    {
      ...target,
      period,
      ordinary: sheet.entries.map((e) => Number(e.ordinaryHours)),
      overtime: sheet.entries.map((e) => Number(e.overtimeHours)),
    },
    { xeroTimesheetId: existing, idempotencyKey: sendKey(sheet, existing) },
  );
  await db.transaction(async (tx) => {
    await tx
      .update(weeklyTimesheets)
      .set({ xeroTimesheetId: sent.xeroTimesheetId, submittedAt: new Date() })
      .where(and(eq(weeklyTimesheets.id, sheet.id), eq(weeklyTimesheets.companyId, actor.companyId)));
    const after = { employee: sheet.userId, weekEnding: sheet.weekEnding, weeklyTimesheet: sheet.id };
    await recordActivity(tx, actor, {
      kind: 'payroll.submitted',
      subject: payPeriodSubject(sheet.userId, period),
      after,
    });
  });
  return { xeroTimesheetId: sent.xeroTimesheetId, updated: existing !== null };
}

/**
 * POST /api/weekly-timesheets/submit-xero (002 §4, §5, §8): the week's approved timesheets (or the
 * chosen ones among them), one result per sheet; none approved is a 409, as is a company not
 * connected to Xero. A sheet's refusal is its result's message and code; the others still go.
 */
export async function submitWeeklyToXero(
  ctx: XeroClientContext,
  actor: Actor,
  input: { weekEnding: string; timesheetIds?: number[] | undefined },
  options: XeroClientOptions = {},
): Promise<{ results: SubmissionResult[] }> {
  const db = ctx.database.db;
  const sheets = await approvedSheets(ctx, actor, input);
  if (sheets.length === 0) throw conflict(PAYROLL_MSG.noApproved);
  if (!ctx.xero.settings || !(await loadXeroConnection(db, ctx.xero.cipher, actor.companyId)))
    throw new XeroNotConnectedError();
  const client = xeroClient(ctx, actor.companyId, actor.userId, options);
  const results: SubmissionResult[] = [];
  for (const sheet of sheets) {
    const base = {
      userId: sheet.userId,
      workerName: fullName(sheet.user),
      startDate: addDays(sheet.weekEnding, -6),
      endDate: sheet.weekEnding,
      totalHours: sumMoney([sheet.ordinaryHours, sheet.overtimeHours]),
    };
    try {
      const sent = await sendSheet(ctx, actor, client, sheet);
      results.push({
        ...base,
        status: sent.updated ? 'updated' : 'sent',
        message: sent.updated ? PAYROLL_MSG.updated : PAYROLL_MSG.sent,
        code: null,
        xeroTimesheetId: sent.xeroTimesheetId,
      });
    } catch (error) {
      results.push({
        ...base,
        ...failureOf(error),
        status: 'failed',
        xeroTimesheetId: sheet.xeroTimesheetId,
      });
    }
  }
  return { results };
}

/** A sheet's refusal as its result: the message and the code the screens choose a title by. */
function failureOf(thrown: unknown): { message: string; code: ErrorCode } {
  // The look-up of a Xero timesheet fails as a send would (an expired connection, a refusal).
  const error = payrollFailure(thrown);
  if (error instanceof AppError) return { message: error.message, code: bodyCodeOf(error) };
  throw error;
}

async function approvedSheets(
  ctx: XeroClientContext,
  actor: Actor,
  input: { weekEnding: string; timesheetIds?: number[] | undefined },
): Promise<Sheet[]> {
  const all = await listWeeklyTimesheets(ctx.database.db, actor.companyId, input.weekEnding);
  const chosen = all.filter(
    (s) => s.status === 'approved' && (!input.timesheetIds || input.timesheetIds.includes(s.id)),
  );
  if (chosen.length === 0) return [];
  const stamps = await ctx.database.db
    .select({ id: weeklyTimesheets.id, updatedAt: weeklyTimesheets.updatedAt })
    .from(weeklyTimesheets)
    .where(
      inArray(
        weeklyTimesheets.id,
        chosen.map((s) => s.id),
      ),
    );
  const at = new Map(stamps.map((s) => [s.id, s.updatedAt]));
  return chosen.map((s) => ({ ...s, updatedAt: at.get(s.id)! }));
}
