import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../../../simulators/xero/clock';
import type { XeroSimulator } from '../../../../simulators/xero/server';
import { body, type TestApp } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { companyWithTeam } from '../../../../tests/support/people';
import { connectCompany, simulatedXero, xeroTestApp } from '../../../../tests/support/xero';
import { addDays } from '../../../shared/dates';
import { payrollDays, timesheetUnits } from '../../../shared/payroll/hours';
import type { BodyPart } from '../../../shared/api/call-shape';
import { PAYROLL_ERROR_CODES, PAYROLL_MSG } from '../../../shared/payroll/schemas';
import { createDocket, createProject, createUser } from '../../db/factories';
import { employeeMappings, payrollCalendars, payrollSubmissions, xeroConnections } from '../../db/schema';
import { XERO_NOT_CONNECTED_MESSAGE } from '../../integrations/xero/api-errors';
import type { XeroClientSettings } from '../../integrations/xero/settings';
import { createTokenCipher } from '../../integrations/xero/token-crypto';
import { writePayrollSettings } from './company-payroll';
import { submitEmployeePeriod } from './submit';

/** The payroll view's reads and its submissions to Xero Payroll, against the simulated Xero (issue 15). */

let t: TestApp;
let sim: XeroSimulator;
let settings: XeroClientSettings;
const { key } = xeroTestApp((world) => ({ app: t, sim, settings } = world));
const call = client(() => t);
const cipher = () => createTokenCipher(key);

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * Xero holds one timesheet per employee and period, and every test company pays its worker as the
 * same demo employee: each company gets a week of its own (weeks before the calendar's anchor).
 */
let weeksBack = 0;

type Options = { connect?: boolean; shiftCalendarDays?: number };

/** A company connected to the simulator, its Weekly calendar active, rates chosen, its worker mapped. */
async function payrollCompany(sim_: XeroSimulator = sim, options: Options = {}, settings_ = settings) {
  const team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  if (options.connect !== false) await connectCompany(t.db, cipher(), settings_, companyId);
  const payroll = sim_.context.store.books.get(sim_.tenantId)!.payroll;
  const weekly = payroll.calendars.find((c) => c.CalendarType === 'WEEKLY')!;
  const employee = payroll.employees.find((e) => e.PayrollCalendarID === weekly.PayrollCalendarID)!;
  const ordinary = payroll.earningsRates.find((r) => r.Name === 'Ordinary Hours')!;
  const overtime = payroll.earningsRates.find((r) => r.Name === 'Overtime Hours (x1.5)')!;
  const anchor = isoOf(weekly.startDate);
  await t.db.insert(payrollCalendars).values({
    companyId,
    xeroCalendarId: weekly.PayrollCalendarID,
    name: weekly.Name,
    calendarType: 'WEEKLY',
    periodStartDate: addDays(anchor, options.shiftCalendarDays ?? 0),
    paymentDate: addDays(anchor, (options.shiftCalendarDays ?? 0) + 9),
    isActive: true,
  });
  await writePayrollSettings(t.db, companyId, {
    ordinaryHoursEarningsRateId: ordinary.EarningsRateID,
    ordinaryHoursEarningsRateName: ordinary.Name,
    overtimeHoursEarningsRateId: overtime.EarningsRateID,
    overtimeHoursEarningsRateName: overtime.Name,
    payrollCalendarId: weekly.PayrollCalendarID,
    payrollCalendarName: weekly.Name,
  });
  await t.db.insert(employeeMappings).values({
    companyId,
    userId: team.worker.id,
    xeroEmployeeId: employee.EmployeeID,
    xeroDisplayName: `${employee.FirstName} ${employee.LastName}`,
  });
  weeksBack += 1;
  const start = addDays(anchor, -7 * weeksBack + (options.shiftCalendarDays ?? 0));
  const period = { start, end: addDays(start, 6) };
  /** Day n of the period (0: its Monday). */
  const day = (n: number) => addDays(period.start, n);
  const timesheets = () =>
    sim_.context.store.books
      .get(sim_.tenantId)!
      .payroll.timesheets.filter(
        (ts) => ts.EmployeeID === employee.EmployeeID && ts.startDate === msOf(period.start),
      );
  return { team, companyId, employee, ordinary, overtime, period, day, timesheets };
}
type PayrollCompany = Awaited<ReturnType<typeof payrollCompany>>;

/** An approved non-billable docket of the worker (or another user), from `start` to `end`. */
const docket = (
  co: PayrollCompany,
  date: string,
  start: string,
  end: string,
  more: Partial<Parameters<typeof createDocket>[1]> = {},
) =>
  createDocket(t.db, {
    companyId: co.companyId,
    workerId: co.team.worker.id,
    date,
    status: 'approved',
    startTime: start,
    endTime: end,
    ...more,
  });

const completed = async (co: PayrollCompany, countOnTimesheet = true) => {
  const res = await call('GET /api/companies/:companyId/timesheets/completed', co.team.office, {
    params: { companyId: co.companyId },
    query: {
      start: co.period.start,
      end: co.period.end,
      countOnTimesheet: countOnTimesheet ? 'true' : 'false',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().dockets;
};

/** What the payroll view shows for the worker and would send: the shared math over the dockets read. */
async function screen(co: PayrollCompany, threshold = 8) {
  const mine = (await completed(co)).filter((d) => d.userId === co.team.worker.id);
  const days = payrollDays(mine, co.period, threshold);
  const units = timesheetUnits(days);
  return { days, units };
}

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

async function entryFromScreen(co: PayrollCompany, threshold = 8) {
  const { units } = await screen(co, threshold);
  return {
    workerId: co.team.worker.id,
    ordinaryHoursArray: units.ordinary,
    overtimeHoursArray: units.overtime,
    totalOrdinaryHours: sum(units.ordinary),
    totalOvertimeHours: sum(units.overtime),
    totalHours: sum([...units.ordinary, ...units.overtime]),
  };
}

const confirm = (
  co: PayrollCompany,
  payload: Partial<BodyPart<'POST /api/weekly-timesheets/:userId/confirm-xero-submission'>['body']> = {},
  userId = co.team.worker.id,
  who = co.team.office,
) =>
  call('POST /api/weekly-timesheets/:userId/confirm-xero-submission', who, {
    params: { userId },
    body: {
      startDate: co.period.start,
      endDate: co.period.end,
      timesheetEntries: [],
      overtimeThreshold: 8,
      ...payload,
    },
  });
/** The payroll CSV of the company's period, with the threshold of the query or the company's. */
const payrollCsv = (co: PayrollCompany, overtimeThreshold?: number) =>
  call('GET /api/companies/:companyId/payroll/csv', co.team.office, {
    params: { companyId: co.companyId },
    query: { start: co.period.start, end: co.period.end, overtimeThreshold },
  });
const submitDockets = (co: PayrollCompany, timesheetIds: number[]) =>
  call('POST /api/xero/timesheets', co.team.office, { body: { timesheetIds } });

const zeros = (n: number) => Array.from({ length: n }, () => 0);
const week = (values: Record<number, number>) => zeros(7).map((_, i) => values[i] ?? 0);

describe("a period's counted dockets and their hours", () => {
  it('counts approved dockets with Count on Timesheet on: hours from times and time items, never quantities', async () => {
    const co = await payrollCompany();
    const project = await createProject(t.db, { companyId: co.companyId });
    const a = await docket(co, co.day(1), '06:00', '17:00', { breakMinutes: 30 }); // 10.5 h
    const b = await createDocket(t.db, {
      companyId: co.companyId,
      workerId: co.team.worker.id,
      projectId: project.id,
      date: co.day(2),
      status: 'approved',
      lineItems: [
        { name: 'Labour', entryType: 'time', startTime: '07:00', endTime: '11:00' },
        { name: 'Labour', entryType: 'time', startTime: '12:00', endTime: '15:20', breakMinutes: 20 },
        { name: 'Tipper', entryType: 'qty', quantity: '3', unit: 'load' },
      ],
    });
    const onlyQuantity = await createDocket(t.db, {
      companyId: co.companyId,
      workerId: co.team.worker.id,
      projectId: project.id,
      date: co.day(3),
      status: 'approved',
      lineItems: [{ name: 'Tipper', entryType: 'qty', quantity: '12', unit: 'hr' }],
    });
    await docket(co, co.day(4), '07:00', '15:00', { status: 'draft' });
    await docket(co, co.day(6), '07:00', '15:00', { status: 'pending_approval' });
    await docket(co, co.day(4), '07:00', '15:00', { status: 'void' });
    const notCounted = await docket(co, co.day(5), '07:00', '09:00', { countOnTimesheet: false });
    await docket(co, addDays(co.period.end, 1), '07:00', '15:00');
    const rows = await completed(co);
    expect(rows.map((r) => [r.id, r.date, r.workedMinutes, r.hoursWorked])).toEqual([
      [a.id, co.day(1), 630, '10.50'],
      [b.id, co.day(2), 240 + 180, '7.00'],
      [onlyQuantity.id, co.day(3), 0, '0.00'],
    ]);
    expect(rows[0]).toMatchObject({
      userId: co.team.worker.id,
      workerName: `${co.team.worker.firstName} ${co.team.worker.lastName}`,
      projectId: null,
      countOnTimesheet: true,
    });
    expect(rows[1]).toMatchObject({
      projectId: project.id,
      projectName: project.name,
      projectCode: project.code,
    });
    expect(JSON.stringify(rows)).not.toMatch(/rate|amount|total|value/i);
    // countOnTimesheet=false: every counted status, Count on Timesheet on or off.
    expect((await completed(co, false)).map((r) => r.id)).toEqual([
      a.id,
      b.id,
      onlyQuantity.id,
      notCounted.id,
    ]);
  });

  it('splits a day at the threshold (10.5 h on a Tuesday: 8 + 2.5), adds two dockets of a day, orders by date and worker', async () => {
    const co = await payrollCompany();
    await docket(co, co.day(1), '06:00', '17:00', { breakMinutes: 30 });
    await docket(co, co.day(3), '06:00', '10:00');
    await docket(co, co.day(3), '11:00', '16:30'); // 4 + 5.5 = 9.5 h on the Thursday
    const other = await createUser(t.db, { companyId: co.companyId, firstName: 'Ada', lastName: 'Byrne' });
    await docket(co, co.day(1), '05:00', '06:00', { workerId: other.id });
    const rows = await completed(co);
    expect(rows.map((r) => r.date)).toEqual([co.day(1), co.day(1), co.day(3), co.day(3)]);
    expect(rows.slice(0, 2).map((r) => r.userId)).toEqual(
      [co.team.worker.id, other.id].sort((x, y) => x - y),
    );
    const { units } = await screen(co);
    expect(units).toEqual({ ordinary: week({ 1: 8, 3: 8 }), overtime: week({ 1: 2.5, 3: 1.5 }) });
  });
});

describe('the payroll CSV', () => {
  it("has the view's hours per employee and day worked, then each employee's total; names cannot run as formulas", async () => {
    const co = await payrollCompany(sim, { connect: false });
    const risky = await createUser(t.db, {
      companyId: co.companyId,
      firstName: '=HYPERLINK("x")',
      lastName: 'Z',
    });
    await docket(co, co.day(1), '06:00', '17:00', { breakMinutes: 30 });
    await docket(co, co.day(2), '07:00', '15:00');
    await docket(co, co.day(2), '07:00', '08:00', { workerId: risky.id });
    await docket(co, co.day(4), '07:00', '09:00', { countOnTimesheet: false });
    const res = await payrollCsv(co, 7);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="payroll-${co.period.start}-to-${co.period.end}.csv"`,
    );
    const name = `${co.team.worker.firstName} ${co.team.worker.lastName}`;
    const lines = res.body.trim().split('\r\n');
    const mine = [
      `${name},${co.day(1)},7.00,3.50,10.50`,
      `${name},${co.day(2)},7.00,1.00,8.00`,
      `${name},Total,14.00,4.50,18.50`,
    ];
    const theirs = [
      `"'=HYPERLINK(""x"") Z",${co.day(2)},1.00,0.00,1.00`,
      `"'=HYPERLINK(""x"") Z",Total,1.00,0.00,1.00`,
    ];
    expect(lines[0]).toBe('Employee,Date,Ordinary Hours,Overtime Hours,Total Hours');
    expect([...lines.slice(1)].sort()).toEqual([...mine, ...theirs].sort());
    // Each employee's days, then their total, together.
    const at = lines.indexOf(mine[0]!);
    expect(lines.slice(at, at + 3)).toEqual(mine);
  });

  it("uses the company's saved threshold without one in the query", async () => {
    const co = await payrollCompany(sim, { connect: false });
    await writePayrollSettings(t.db, co.companyId, { overtimeThresholdHours: '10' });
    await docket(co, co.day(0), '06:00', '17:00'); // 11 h
    const res = await payrollCsv(co);
    expect(res.body).toContain(`,${co.day(0)},10.00,1.00,11.00`);
  });
});

describe("confirming an employee's period to Xero", () => {
  it("creates one DRAFT timesheet holding exactly the screen's lines, then updates that same timesheet", async () => {
    const co = await payrollCompany();
    await docket(co, co.day(1), '06:00', '17:00', { breakMinutes: 30 });
    await docket(co, co.day(2), '07:00', '14:10');
    const res = await confirm(co, { timesheetEntries: [await entryFromScreen(co)] });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    const [timesheet, ...more] = co.timesheets();
    expect(more).toEqual([]);
    expect(reply).toEqual({
      message: PAYROLL_MSG.sent,
      updated: false,
      xeroTimesheetId: timesheet!.TimesheetID,
      summary: { ordinaryHours: '15.17', overtimeHours: '2.50', totalHours: '17.67', days: 7 },
    });
    const { units } = await screen(co);
    expect(units).toEqual({ ordinary: week({ 1: 8, 2: 7.17 }), overtime: week({ 1: 2.5 }) });
    expect(timesheet).toMatchObject({
      Status: 'DRAFT',
      startDate: msOf(co.period.start),
      endDate: msOf(co.period.end),
    });
    expect(timesheet!.TimesheetLines.map((l) => [l.EarningsRateID, l.NumberOfUnits])).toEqual([
      [co.ordinary.EarningsRateID, units.ordinary],
      [co.overtime.EarningsRateID, units.overtime],
    ]);
    const [row] = await t.db
      .select()
      .from(payrollSubmissions)
      .where(eq(payrollSubmissions.companyId, co.companyId));
    expect(row).toMatchObject({
      userId: co.team.worker.id,
      periodStart: co.period.start,
      periodEnd: co.period.end,
      ordinaryHours: ['0.00', '8.00', '7.17', '0.00', '0.00', '0.00', '0.00'],
      overtimeHours: ['0.00', '2.50', '0.00', '0.00', '0.00', '0.00', '0.00'],
      totalHours: '17.67',
      overtimeThreshold: 8,
      xeroTimesheetId: timesheet!.TimesheetID,
      sendCount: 1,
      submittedById: co.team.office.id,
    });

    // A docket more, and a second send: the same Xero timesheet now holds the new numbers.
    await docket(co, co.day(5), '08:00', '12:00');
    const again = await confirm(
      co,
      { timesheetEntries: [await entryFromScreen(co)] },
      undefined,
      co.team.admin,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      message: PAYROLL_MSG.updated,
      updated: true,
      xeroTimesheetId: timesheet!.TimesheetID,
      summary: { totalHours: '21.67' },
    });
    const after = co.timesheets();
    expect(after).toHaveLength(1);
    expect(after[0]!.TimesheetLines.map((l) => l.NumberOfUnits)).toEqual([
      week({ 1: 8, 2: 7.17, 5: 4 }),
      week({ 1: 2.5 }),
    ]);
    const [updated] = await t.db
      .select()
      .from(payrollSubmissions)
      .where(eq(payrollSubmissions.companyId, co.companyId));
    expect(updated).toMatchObject({ sendCount: 2, submittedById: co.team.admin.id, totalHours: '21.67' });
  });

  it('refuses with HOURS_CHANGED when the dockets changed since the browser computed its arrays', async () => {
    const co = await payrollCompany();
    await docket(co, co.day(1), '06:00', '17:00', { breakMinutes: 30 });
    const shown = await entryFromScreen(co);
    await docket(co, co.day(2), '07:00', '08:00');
    const res = await confirm(co, { timesheetEntries: [shown] });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({
      code: PAYROLL_ERROR_CODES.hoursChanged,
      message: PAYROLL_MSG.hoursChanged,
    });
    // A shorter array, or the hours split at another threshold, are changes too.
    const now = await entryFromScreen(co);
    const short = { ...now, ordinaryHoursArray: now.ordinaryHoursArray.slice(0, 6) };
    expect(body(await confirm(co, { timesheetEntries: [short] }))).toMatchObject({ code: 'HOURS_CHANGED' });
    expect(body(await confirm(co, { timesheetEntries: [now], overtimeThreshold: 9 }))).toMatchObject({
      code: 'HOURS_CHANGED',
    });
    const someoneElse = await confirm(co, { timesheetEntries: [{ ...now, workerId: co.team.office.id }] });
    expect(someoneElse.statusCode).toBe(400);
    expect(body(someoneElse)).toMatchObject({ field: 'timesheetEntries.0.workerId' });
    expect(co.timesheets()).toEqual([]);
    // The same numbers written differently (8 vs 8.0000001) are the same hours.
    const fuzzy = { ...now, ordinaryHoursArray: now.ordinaryHoursArray.map((h) => h + 0.0000001) };
    expect((await confirm(co, { timesheetEntries: [fuzzy] })).statusCode).toBe(200);
  });

  it("refuses another company's or an inactive user (404), no counted dockets, no hours", async () => {
    const co = await payrollCompany();
    const stranger = await companyWithTeam(t.db);
    expect(body(await confirm(co, {}, stranger.worker.id))).toMatchObject({
      message: PAYROLL_MSG.userNotFound,
    });
    expect((await confirm(co, {}, stranger.worker.id)).statusCode).toBe(404);
    // A deactivated person is not 'not found' (issue 29: a leaver is paid): with nothing counted, 409.
    const gone = await createUser(t.db, { companyId: co.companyId, isActive: false });
    expect(body(await confirm(co, {}, gone.id))).toMatchObject({ message: PAYROLL_MSG.noTimesheets });

    await docket(co, co.day(1), '07:00', '15:00', { status: 'draft' });
    await docket(co, co.day(2), '07:00', '15:00', { countOnTimesheet: false });
    const none = await confirm(co);
    expect(none.statusCode).toBe(409);
    expect(body(none)).toMatchObject({ message: PAYROLL_MSG.noTimesheets });

    const project = await createProject(t.db, { companyId: co.companyId });
    await createDocket(t.db, {
      companyId: co.companyId,
      workerId: co.team.worker.id,
      projectId: project.id,
      date: co.day(3),
      status: 'approved',
      lineItems: [{ name: 'Tipper', entryType: 'qty', quantity: '2', unit: 'load' }],
    });
    const noHours = await confirm(co);
    expect(noHours.statusCode).toBe(409);
    expect(body(noHours)).toMatchObject({ message: PAYROLL_MSG.noHours });
    expect(co.timesheets()).toEqual([]);
  });

  it('pays a leaver: a deactivated worker keeps their mapping and their period is sent (issue 29)', async () => {
    const co = await payrollCompany();
    await docket(co, co.day(1), '07:00', '15:00');
    const shown = await entryFromScreen(co);
    const off = await call('POST /api/users/:userId/deactivate', co.team.admin, {
      params: { userId: co.team.worker.id },
    });
    expect(off.statusCode, off.body).toBe(200);
    const mappings = (
      await call('GET /api/companies/:companyId/xero/employee-mappings', co.team.office, {
        params: { companyId: co.companyId },
      })
    ).json().users;
    expect(mappings.find((u) => u.userId === co.team.worker.id)).toMatchObject({
      isActive: false,
      xeroEmployeeId: expect.any(String),
    });
    const res = await confirm(co, { timesheetEntries: [shown] });
    expect(res.statusCode, res.body).toBe(200);
    expect(co.timesheets()).toHaveLength(1);
  });

  it('refuses an unmapped employee, missing earnings rates, no Xero connection and a connection without payroll.timesheets', async () => {
    const co = await payrollCompany();
    await docket(co, co.day(1), '07:00', '15:00');
    const unmapped = await createUser(t.db, { companyId: co.companyId });
    await docket(co, co.day(1), '07:00', '15:00', { workerId: unmapped.id });
    expect(body(await confirm(co, {}, unmapped.id))).toMatchObject({
      message: PAYROLL_MSG.notMapped,
      code: 'NOT_MAPPED',
    });

    await writePayrollSettings(t.db, co.companyId, { overtimeHoursEarningsRateId: null });
    const rates = await confirm(co);
    expect(rates.statusCode).toBe(409);
    expect(body(rates)).toMatchObject({ message: PAYROLL_MSG.ratesMissing, code: 'RATES_MISSING' });
    await writePayrollSettings(t.db, co.companyId, {
      overtimeHoursEarningsRateId: co.overtime.EarningsRateID,
    });

    const [connection] = await t.db
      .select()
      .from(xeroConnections)
      .where(eq(xeroConnections.companyId, co.companyId));
    await t.db
      .update(xeroConnections)
      .set({ scopes: connection!.scopes.replace('payroll.timesheets', '') })
      .where(eq(xeroConnections.companyId, co.companyId));
    const scope = await confirm(co);
    expect(scope.statusCode).toBe(409);
    expect(body(scope)).toMatchObject({ code: PAYROLL_ERROR_CODES.scope });

    await t.db.delete(xeroConnections).where(eq(xeroConnections.companyId, co.companyId));
    const offline = await confirm(co);
    expect(offline.statusCode).toBe(409);
    expect(body(offline)).toMatchObject({ message: XERO_NOT_CONNECTED_MESSAGE });
    expect(co.timesheets()).toEqual([]);
  });

  it("refuses a period that is not one of the company's before calling Xero, and Xero's own refusal of a period, as PAY_PERIOD_MISMATCH", async () => {
    const co = await payrollCompany();
    await docket(co, co.day(1), '07:00', '15:00');
    const calls = () => sim.context.store.books.get(sim.tenantId)!.idempotent.size;
    const before = calls();
    const off = await confirm(co, { startDate: co.day(1), endDate: addDays(co.period.end, 1) });
    expect(off.statusCode).toBe(409);
    expect(body(off)).toMatchObject({ code: PAYROLL_ERROR_CODES.payPeriod });
    expect(body(off).message).toContain(`${co.period.start} to ${co.period.end}`);
    expect(calls()).toBe(before);

    // The company's calendar a day off Xero's: its period is its own, but not Xero's.
    const shifted = await payrollCompany(sim, { shiftCalendarDays: 1 });
    await docket(shifted, shifted.day(0), '07:00', '15:00');
    const res = await confirm(shifted);
    expect(res.statusCode, res.body).toBe(409);
    expect(body(res)).toMatchObject({ code: PAYROLL_ERROR_CODES.payPeriod });
    expect(body(res).message).toMatch(/pay period/i);
  });

  it('two submissions of the same period at once make one Xero timesheet', async () => {
    const co = await payrollCompany();
    await docket(co, co.day(0), '07:00', '15:00');
    const [a, b] = await Promise.all([confirm(co), confirm(co, {}, undefined, co.team.admin)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().updated, b.json().updated].sort()).toEqual([false, true]);
    expect(co.timesheets()).toHaveLength(1);
    expect(a.json().xeroTimesheetId).toBe(b.json().xeroTimesheetId);
  });

  it('finds the timesheet Xero made before a crash instead of making a second one', async () => {
    const co = await payrollCompany();
    await docket(co, co.day(0), '07:00', '15:00');
    expect((await confirm(co)).statusCode).toBe(200);
    // The record is lost (the process ended before it was written).
    await t.db.delete(payrollSubmissions).where(eq(payrollSubmissions.companyId, co.companyId));
    const request = {
      companyId: co.companyId,
      byUserId: null,
      userId: co.team.worker.id,
      period: co.period,
      thresholdHours: 8,
    };
    const ctx = { database: t.database, xero: { settings, cipher: cipher() } };
    const outcome = await submitEmployeePeriod(ctx, { ...request, lookUpInXero: true });
    expect(outcome.status).toBe('updated');
    expect(co.timesheets()).toHaveLength(1);
    expect(outcome.xeroTimesheetId).toBe(co.timesheets()[0]!.TimesheetID);
  });

  it('replaces a timesheet Xero holds for the period that the product has no record of', async () => {
    const co = await payrollCompany();
    await docket(co, co.day(0), '07:00', '15:00');
    expect((await confirm(co)).statusCode).toBe(200);
    await t.db.delete(payrollSubmissions).where(eq(payrollSubmissions.companyId, co.companyId));
    await docket(co, co.day(2), '07:00', '17:00');
    const res = await confirm(co);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ updated: true, message: PAYROLL_MSG.updated });
    const [only, ...more] = co.timesheets();
    expect(more).toEqual([]);
    expect(only!.TimesheetLines.map((l) => l.NumberOfUnits)).toEqual([week({ 0: 8, 2: 8 }), week({ 2: 2 })]);
  });
});

describe("Xero's call limit", () => {
  it('waits out a 429 and then sends', async () => {
    const clock = fakeClock(Date.now());
    const limited = await simulatedXero({ clock, limits: { perMinute: 1 } });
    try {
      const ctx = { database: t.database, xero: { settings: limited.settings, cipher: cipher() } };
      const co = await payrollCompany(limited.sim, {}, limited.settings);
      await docket(co, co.day(0), '07:00', '15:00');
      await docket(co, addDays(co.day(0), -7), '07:00', '15:00');
      const request = {
        companyId: co.companyId,
        byUserId: null,
        userId: co.team.worker.id,
        thresholdHours: 8,
      };
      const waits: number[] = [];
      const options = {
        sleep: async (ms: number) => {
          waits.push(ms);
          clock.advance(ms);
        },
        retry: { maxAttempts: 4, maxRetryAfterMs: 120_000, backoffBaseMs: 10 },
      };
      await submitEmployeePeriod(ctx, { ...request, period: co.period }, options);
      const earlier = { start: addDays(co.period.start, -7), end: addDays(co.period.end, -7) };
      const second = await submitEmployeePeriod(ctx, { ...request, period: earlier }, options);
      expect(second.status).toBe('sent');
      expect(waits.length).toBeGreaterThan(0);
      expect(waits[0]).toBeGreaterThan(0);
      expect(co.timesheets()).toHaveLength(1);
    } finally {
      await limited.sim.close();
    }
  });
});

describe('sending chosen dockets to Xero', () => {
  it("sends each chosen docket's worker and period once, skips dockets not counted, and answers per period", async () => {
    const co = await payrollCompany();
    const a = await docket(co, co.day(1), '06:00', '17:00', { breakMinutes: 30 });
    const b = await docket(co, co.day(2), '07:00', '15:00');
    const draft = await docket(co, co.day(3), '07:00', '15:00', { status: 'draft' });
    const unmapped = await createUser(t.db, { companyId: co.companyId, firstName: 'Zed', lastName: 'Zulu' });
    const theirs = await docket(co, co.day(1), '07:00', '15:00', { workerId: unmapped.id });
    const lone = await docket(co, co.day(4), '07:00', '15:00', { workerId: unmapped.id, status: 'draft' });
    const res = await submitDockets(co, [a.id, b.id, draft.id, theirs.id]);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json();
    const [timesheet] = co.timesheets();
    expect(results).toEqual([
      {
        userId: co.team.worker.id,
        workerName: `${co.team.worker.firstName} ${co.team.worker.lastName}`,
        startDate: co.period.start,
        endDate: co.period.end,
        status: 'sent',
        message: `${PAYROLL_MSG.sent}. Docket #${draft.id} is not counted (not approved, void, or not counted on timesheets), so it was left out.`,
        code: null,
        xeroTimesheetId: timesheet!.TimesheetID,
        totalHours: '18.50',
      },
      {
        userId: unmapped.id,
        workerName: 'Zed Zulu',
        startDate: co.period.start,
        endDate: co.period.end,
        status: 'failed',
        message: PAYROLL_MSG.notMapped,
        code: 'NOT_MAPPED',
        xeroTimesheetId: null,
        totalHours: null,
      },
    ]);
    expect(timesheet!.TimesheetLines.map((l) => l.NumberOfUnits)).toEqual([
      week({ 1: 8, 2: 8 }),
      week({ 1: 2.5 }),
    ]);

    const skipped = await submitDockets(co, [lone.id]);
    expect(skipped.json().results).toEqual([
      expect.objectContaining({ userId: unmapped.id, status: 'skipped', code: 'NOT_COUNTED' }),
    ]);
  });

  it("answers 404 for another company's docket before sending anything", async () => {
    const co = await payrollCompany();
    const mine = await docket(co, co.day(1), '07:00', '15:00');
    const other = await payrollCompany(sim, { connect: false });
    const theirs = await docket(other, other.day(1), '07:00', '15:00');
    const res = await submitDockets(co, [mine.id, theirs.id]);
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ message: `Docket #${theirs.id} not found`, field: 'timesheetIds' });
    expect(co.timesheets()).toEqual([]);
  });
});
