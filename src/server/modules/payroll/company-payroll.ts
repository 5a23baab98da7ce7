import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { employeeMappings, payrollCalendars, payrollSettings } from '../../db/schema';
import {
  type CalendarAnchor,
  type PayPeriod,
  DEFAULT_OVERTIME_THRESHOLD,
  fallbackCalendar,
  type PayCycle,
  periodContaining,
} from '../../../shared/payroll/hours';
import {
  PAYROLL_ERROR_CODES,
  PAYROLL_MSG,
  type PayrollCalendar,
  type PayrollSettings,
} from '../../../shared/payroll/schemas';
import { conflict } from '../../errors';

/**
 * A company's payroll set-up as every payroll call reads it: its settings (defaults when it has
 * saved none), its active Xero pay calendar, the calendar its periods come from, and whom a user is
 * paid as in Xero.
 */

export async function readPayrollSettings(db: Db | Tx, companyId: number): Promise<PayrollSettings> {
  const [row] = await db.select().from(payrollSettings).where(eq(payrollSettings.companyId, companyId));
  return {
    ordinaryHoursEarningsRateId: row?.ordinaryHoursEarningsRateId ?? null,
    ordinaryHoursEarningsRateName: row?.ordinaryHoursEarningsRateName ?? null,
    overtimeHoursEarningsRateId: row?.overtimeHoursEarningsRateId ?? null,
    overtimeHoursEarningsRateName: row?.overtimeHoursEarningsRateName ?? null,
    payrollCalendarId: row?.payrollCalendarId ?? null,
    payrollCalendarName: row?.payrollCalendarName ?? null,
    overtimeThresholdHours: row ? Number(row.overtimeThresholdHours) : DEFAULT_OVERTIME_THRESHOLD,
    fallbackCycle: row?.fallbackCycle ?? 'WEEKLY',
    fallbackFortnightStart: row?.fallbackFortnightStart ?? null,
  };
}

/** Writes some settings, creating the company's row the first time; only the fields given change. */
export async function writePayrollSettings(
  db: Db | Tx,
  companyId: number,
  changes: Partial<Omit<typeof payrollSettings.$inferInsert, 'id' | 'companyId'>>,
): Promise<void> {
  await db
    .insert(payrollSettings)
    .values({ companyId, ...changes })
    .onConflictDoUpdate({
      target: payrollSettings.companyId,
      set: { ...changes, updatedAt: new Date() },
    });
}

export const calendarColumns = {
  id: payrollCalendars.id,
  xeroCalendarId: payrollCalendars.xeroCalendarId,
  name: payrollCalendars.name,
  calendarType: payrollCalendars.calendarType,
  periodStartDate: payrollCalendars.periodStartDate,
  paymentDate: payrollCalendars.paymentDate,
  isActive: payrollCalendars.isActive,
};

export async function activeCalendar(db: Db | Tx, companyId: number): Promise<PayrollCalendar | null> {
  const [row] = await db
    .select(calendarColumns)
    .from(payrollCalendars)
    .where(and(eq(payrollCalendars.companyId, companyId), eq(payrollCalendars.isActive, true)));
  return row ?? null;
}

export interface CompanyCalendar {
  /** 'xero': the active Xero calendar; 'fallback': the company's own periods (002's amber notice). */
  source: 'xero' | 'fallback';
  calendar: PayrollCalendar | null;
  anchor: CalendarAnchor;
}

/** Where the company's pay periods come from: the active Xero calendar, else its own weekly or fortnightly periods. */
export async function companyCalendar(db: Db | Tx, companyId: number): Promise<CompanyCalendar> {
  const calendar = await activeCalendar(db, companyId);
  if (calendar) return { source: 'xero', calendar, anchor: calendar };
  const settings = await readPayrollSettings(db, companyId);
  return {
    source: 'fallback',
    calendar: null,
    anchor: fallbackCalendar(settings.fallbackCycle, settings.fallbackFortnightStart),
  };
}

/** The company's pay period holding a date. */
export async function payPeriodOn(db: Db | Tx, companyId: number, date: string): Promise<PayCycle> {
  return periodContaining((await companyCalendar(db, companyId)).anchor, date);
}

/** The Xero employee a user of the company is paid as, or null (Not Mapped). */
export async function xeroEmployeeOf(
  db: Db | Tx,
  companyId: number,
  userId: number,
): Promise<{ xeroEmployeeId: string; xeroDisplayName: string | null } | null> {
  const [row] = await db
    .select({
      xeroEmployeeId: employeeMappings.xeroEmployeeId,
      xeroDisplayName: employeeMappings.xeroDisplayName,
    })
    .from(employeeMappings)
    .where(and(eq(employeeMappings.companyId, companyId), eq(employeeMappings.userId, userId)));
  return row ?? null;
}

/**
 * The period must be one of the company's pay periods (its active Xero calendar's, else its own):
 * a 409 PAY_PERIOD_MISMATCH before anything is sent (Xero would refuse it the same way).
 */
export async function assertCompanyPeriod(db: Db | Tx, companyId: number, period: PayPeriod): Promise<void> {
  const actual = await payPeriodOn(db, companyId, period.start);
  if (actual.start === period.start && actual.end === period.end) return;
  throw conflict(
    `${period.start} to ${period.end} is not one of the company's pay periods: the period holding ${period.start} is ${actual.start} to ${actual.end}. Check the pay calendar in Settings → Xero, choose a pay period and submit again.`,
    { code: PAYROLL_ERROR_CODES.payPeriod },
  );
}

/** Whom and at which rates a user's hours go to Xero Payroll: 409 NOT_MAPPED or RATES_MISSING when not set up. */
export async function payrollTarget(
  db: Db | Tx,
  companyId: number,
  userId: number,
): Promise<{ employeeId: string; ordinaryRateId: string; overtimeRateId: string }> {
  const employee = await xeroEmployeeOf(db, companyId, userId);
  if (!employee) throw conflict(PAYROLL_MSG.notMapped, { code: PAYROLL_ERROR_CODES.notMapped });
  const settings = await readPayrollSettings(db, companyId);
  const ordinaryRateId = settings.ordinaryHoursEarningsRateId;
  const overtimeRateId = settings.overtimeHoursEarningsRateId;
  if (!ordinaryRateId || !overtimeRateId)
    throw conflict(PAYROLL_MSG.ratesMissing, { code: PAYROLL_ERROR_CODES.ratesMissing });
  return { employeeId: employee.xeroEmployeeId, ordinaryRateId, overtimeRateId };
}
