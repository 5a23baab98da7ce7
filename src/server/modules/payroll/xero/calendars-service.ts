import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Actor } from '../../../access/sessions';
import type { Db, Tx } from '../../../db/client';
import { companyToday } from '../../../db/company-today';
import { payrollCalendars } from '../../../db/schema';
import { notFound } from '../../../errors';
import {
  xeroClient,
  type XeroClientContext,
  type XeroClientOptions,
} from '../../../integrations/xero/client';
import {
  calendarColumns,
  companyCalendar,
  readPayrollSettings,
  writePayrollSettings,
} from '../company-payroll';
import { readReply } from '../../xero/accounting/xero-replies';
import type { IsoDate } from '../../../../shared/dates';
import {
  type CalendarAnchor,
  nextPeriod,
  type PayCycle,
  periodContaining,
  previousPeriod,
} from '../../../../shared/payroll/hours';
import type { PayCycleReply, PayCyclesReply, PayrollCalendar } from '../../../../shared/payroll/schemas';
import { calendarsEnvelope, PAGE_SIZE, PAYROLL_API, type XeroCalendar } from './xero-payroll-replies';
import { fromExcluded } from '../../../db/excluded';

/** Pay calendars synced from Xero Payroll, the active one, and the pay periods the payroll view walks. */

const companyCalendars = (db: Db | Tx, companyId: number) =>
  db
    .select(calendarColumns)
    .from(payrollCalendars)
    .where(eq(payrollCalendars.companyId, companyId))
    .orderBy(asc(payrollCalendars.name), asc(payrollCalendars.id));

export async function listPayrollCalendars(db: Db, actor: Actor): Promise<{ calendars: PayrollCalendar[] }> {
  return { calendars: await companyCalendars(db, actor.companyId) };
}

/** The first day of the same date a year on (29 February → 1 March). */
function yearAfter(date: IsoDate): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

/** How many of a calendar's periods start from `from` (included) up to a year later (excluded). */
export function periodsStartingWithinYear(anchor: CalendarAnchor, from: IsoDate): number {
  const until = yearAfter(from);
  let period: PayCycle = periodContaining(anchor, from);
  if (period.start < from) period = nextPeriod(anchor, period);
  let count = 0;
  while (period.start < until) {
    count += 1;
    period = nextPeriod(anchor, period);
  }
  return count;
}

async function readXeroCalendars(
  ctx: XeroClientContext,
  actor: Actor,
  options: XeroClientOptions,
): Promise<XeroCalendar[]> {
  const client = xeroClient(ctx, actor.companyId, actor.userId, options);
  const all: XeroCalendar[] = [];
  for (let page = 1; ; page++) {
    const reply = await client.call({
      operation: 'getPayrollCalendars',
      method: 'GET',
      path: `${PAYROLL_API}/PayrollCalendars`,
      query: { page },
    });
    const { PayrollCalendars } = readReply(calendarsEnvelope, reply.body, 'getPayrollCalendars');
    all.push(...PayrollCalendars);
    if (PayrollCalendars.length < PAGE_SIZE) return all;
  }
}

/**
 * Makes Xero's pay calendars the company's in one transaction: new ones added, changed ones
 * updated, ones Xero no longer has removed. The active calendar stays active while Xero has it;
 * when it is gone no calendar is active and the settings forget it.
 */
export async function syncPayrollCalendars(
  ctx: XeroClientContext,
  actor: Actor,
  options: XeroClientOptions = {},
): Promise<{ calendarCount: number; payCycleCount: number }> {
  const fromXero = [
    ...new Map((await readXeroCalendars(ctx, actor, options)).map((c) => [c.PayrollCalendarID, c])).values(),
  ];
  const values = fromXero.map((c) => ({
    companyId: actor.companyId,
    xeroCalendarId: c.PayrollCalendarID.slice(0, 64),
    name: c.Name.slice(0, 200),
    calendarType: c.CalendarType,
    periodStartDate: c.StartDate,
    paymentDate: c.PaymentDate,
  }));
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const mine = eq(payrollCalendars.companyId, actor.companyId);
    const ids = values.map((v) => v.xeroCalendarId);
    await tx
      .delete(payrollCalendars)
      .where(ids.length ? and(mine, notInArray(payrollCalendars.xeroCalendarId, ids)) : mine);
    if (values.length)
      await tx
        .insert(payrollCalendars)
        .values(values)
        .onConflictDoUpdate({
          target: [payrollCalendars.companyId, payrollCalendars.xeroCalendarId],
          set: {
            ...fromExcluded(payrollCalendars, ['name', 'calendarType', 'periodStartDate', 'paymentDate']),
            syncedAt: new Date(),
          },
        });
    const active = (await companyCalendars(tx, actor.companyId)).find((c) => c.isActive);
    const settings = await readPayrollSettings(tx, actor.companyId);
    if (
      active &&
      (settings.payrollCalendarId !== active.xeroCalendarId || settings.payrollCalendarName !== active.name)
    )
      await writePayrollSettings(tx, actor.companyId, {
        payrollCalendarId: active.xeroCalendarId,
        payrollCalendarName: active.name,
      });
    if (!active && (settings.payrollCalendarId !== null || settings.payrollCalendarName !== null))
      await writePayrollSettings(tx, actor.companyId, { payrollCalendarId: null, payrollCalendarName: null });
  });
  const today = await companyToday(db, actor.companyId);
  const payCycleCount = values.reduce((sum, v) => sum + periodsStartingWithinYear(v, today), 0);
  return { calendarCount: values.length, payCycleCount };
}

/** Makes one of the company's calendars the active one (the others inactive) and names it in the settings. */
export async function setActiveCalendar(
  db: Db,
  actor: Actor,
  calendarId: number,
): Promise<{ calendar: PayrollCalendar }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select(calendarColumns)
      .from(payrollCalendars)
      .where(eq(payrollCalendars.companyId, actor.companyId))
      .orderBy(asc(payrollCalendars.id))
      .for('update');
    const chosen = rows.find((row) => row.id === calendarId);
    if (!chosen) throw notFound('Pay calendar');
    await tx
      .update(payrollCalendars)
      .set({ isActive: sql`${payrollCalendars.id} = ${calendarId}` })
      .where(eq(payrollCalendars.companyId, actor.companyId));
    await writePayrollSettings(tx, actor.companyId, {
      payrollCalendarId: chosen.xeroCalendarId,
      payrollCalendarName: chosen.name,
    });
    return { calendar: { ...chosen, isActive: true } };
  });
}

const cycleReply = (cycle: PayCycle): PayCycleReply => ({
  startDate: cycle.start,
  endDate: cycle.end,
  cycleType: cycle.cycleType,
  paymentDate: cycle.paymentDate,
  periodNumber: cycle.periodNumber,
});

/** The pay period holding a date (default today in the company's zone), the one before and the one after. */
export async function listPayCycles(
  db: Db,
  actor: Actor,
  date: IsoDate | undefined,
): Promise<PayCyclesReply> {
  const { source, calendar, anchor } = await companyCalendar(db, actor.companyId);
  const day = date ?? (await companyToday(db, actor.companyId));
  const cycle = periodContaining(anchor, day);
  return {
    source,
    calendar,
    cycle: cycleReply(cycle),
    previous: cycleReply(previousPeriod(anchor, cycle)),
    next: cycleReply(nextPeriod(anchor, cycle)),
  };
}
