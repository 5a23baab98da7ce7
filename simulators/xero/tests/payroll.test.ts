import { describe, expect, it } from 'vitest';
import { PAYROLL_PREFIX } from '../payroll/routes';
import type { XeroSimulator } from '../server';
import { connect, control, SCOPES, startSim } from './support';

const PAYROLL_SCOPES = `${SCOPES} payroll.employees payroll.settings payroll.timesheets`;
const DAY = 86_400_000;
/** The fake clock starts on Tuesday 24 November 2026: this week's Monday is the 23rd. */
const MONDAY = Date.UTC(2026, 10, 23);
const msDate = (ms: number) => `/Date(${ms}+0000)/`;

type Json = Record<string, unknown>;

async function payroll(
  sim: XeroSimulator,
  token: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${sim.baseUrl}${PAYROLL_PREFIX}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'xero-tenant-id': sim.tenantId,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

async function ready() {
  const sim = await startSim();
  const { access_token: token } = await connect(sim, PAYROLL_SCOPES);
  const employees = (await payroll(sim, token, '/Employees')).body.Employees as Json[];
  const calendars = (await payroll(sim, token, '/PayrollCalendars')).body.PayrollCalendars as Json[];
  const rates = ((await payroll(sim, token, '/PayItems')).body.PayItems as { EarningsRates: Json[] })
    .EarningsRates;
  const weeklyId = calendars.find((one) => one.CalendarType === 'WEEKLY')?.PayrollCalendarID;
  const weekly = employees.find((one) => one.PayrollCalendarID === weeklyId) as Json;
  const fortnightly = employees.find((one) => one.PayrollCalendarID !== weeklyId) as Json;
  const ordinary = rates.find((rate) => rate.EarningsType === 'ORDINARYTIMEEARNINGS') as Json;
  return { sim, token, weekly, fortnightly, ordinary, rates };
}

const timesheet = (employee: Json, rateId: unknown, start: number, end: number, units: number[]) => ({
  EmployeeID: employee.EmployeeID,
  StartDate: msDate(start),
  EndDate: msDate(end),
  Status: 'DRAFT',
  TimesheetLines: [{ EarningsRateID: rateId, NumberOfUnits: units }],
});

const messagesOf = (body: Json, collection = 'Timesheets') =>
  (body[collection] as { ValidationErrors: { Message: string }[] }[]).flatMap((element) =>
    element.ValidationErrors.map((error) => error.Message),
  );

describe('simulated Xero Payroll AU: settings and employees', () => {
  it('lists a weekly calendar starting on a Monday and a fortnightly one, in the envelope', async () => {
    const { sim, token } = await ready();
    const res = await payroll(sim, token, '/PayrollCalendars');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 'OK', ProviderName: 'SiteDockets' });
    expect(res.body.DateTimeUTC).toBe(`/Date(${sim.clock()})/`);
    const calendars = res.body.PayrollCalendars as Json[];
    expect(calendars.map((one) => [one.Name, one.CalendarType, one.StartDate])).toEqual([
      ['Weekly', 'WEEKLY', msDate(MONDAY)],
      ['Fortnightly', 'FORTNIGHTLY', msDate(MONDAY - 7 * DAY)],
    ]);
    expect(new Date(MONDAY).getUTCDay()).toBe(1);
    expect(calendars[0]).toMatchObject({
      PaymentDate: msDate(MONDAY + 9 * DAY),
      ReferenceDate: msDate(MONDAY),
      UpdatedDateUTC: msDate(sim.clock()),
    });
    const one = await payroll(sim, token, `/PayrollCalendars/${String(calendars[1]?.PayrollCalendarID)}`);
    expect((one.body.PayrollCalendars as Json[])[0]?.Name).toBe('Fortnightly');
  });

  it('creates a payroll calendar, refuses a bad one whole, and replays an Idempotency-Key', async () => {
    const { sim, token } = await ready();
    const monthly = {
      Name: 'Monthly',
      CalendarType: 'MONTHLY',
      StartDate: msDate(Date.UTC(2026, 11, 1)),
      PaymentDate: '2026-12-31',
    };
    const made = await payroll(sim, token, '/PayrollCalendars', {
      method: 'POST',
      body: [monthly],
      headers: { 'Idempotency-Key': 'cal-1' },
    });
    expect(made.status).toBe(200);
    const [calendar] = made.body.PayrollCalendars as Json[];
    expect(calendar).toMatchObject({
      Name: 'Monthly',
      CalendarType: 'MONTHLY',
      StartDate: msDate(Date.UTC(2026, 11, 1)),
      PaymentDate: msDate(Date.UTC(2026, 11, 31)),
    });
    const replay = await payroll(sim, token, '/PayrollCalendars', {
      method: 'POST',
      body: [monthly],
      headers: { 'Idempotency-Key': 'cal-1' },
    });
    expect((replay.body.PayrollCalendars as Json[])[0]?.PayrollCalendarID).toBe(calendar?.PayrollCalendarID);

    const bad = await payroll(sim, token, '/PayrollCalendars', {
      method: 'POST',
      body: [
        { ...monthly, Name: 'Other' },
        { Name: 'Daily', CalendarType: 'DAILY', StartDate: '2026-12-01' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ErrorNumber: 10, Type: 'ValidationException' });
    expect(messagesOf(bad.body, 'PayrollCalendars')).toEqual([
      'CalendarType must be one of WEEKLY, FORTNIGHTLY, FOURWEEKLY, MONTHLY, TWICEMONTHLY, QUARTERLY',
      'PaymentDate is required, as a date',
    ]);
    const all = await payroll(sim, token, '/PayrollCalendars');
    expect((all.body.PayrollCalendars as Json[]).map((one) => one.Name)).toEqual([
      'Weekly',
      'Fortnightly',
      'Monthly',
    ]);
  });

  it('lists active employees with their ordinary rate and calendar, filters with where, and reads one', async () => {
    const { sim, token, ordinary } = await ready();
    const res = await payroll(sim, token, '/Employees?where=Status%3D%3D%22ACTIVE%22');
    expect(res.status).toBe(200);
    const employees = res.body.Employees as Json[];
    expect(employees).toHaveLength(3);
    for (const employee of employees) {
      expect(employee).toMatchObject({ Status: 'ACTIVE', OrdinaryEarningsRateID: ordinary.EarningsRateID });
      expect(employee.EmployeeID).toMatch(/^[0-9a-f-]{36}$/);
      expect(employee.PayrollCalendarID).toMatch(/^[0-9a-f-]{36}$/);
      expect(employee.StartDate).toMatch(/^\/Date\(\d+\+0000\)\/$/);
    }
    const first = employees[0] as Json;
    const one = await payroll(sim, token, `/Employees/${String(first.EmployeeID).toUpperCase()}`);
    expect(one.status).toBe(200);
    expect((one.body.Employees as Json[])[0]).toEqual(first);

    expect((await payroll(sim, token, '/Employees/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    const none = await payroll(sim, token, '/Employees?where=Status%3D%3D%22TERMINATED%22');
    expect(none.body.Employees).toEqual([]);
    const unreadable = await payroll(sim, token, '/Employees?where=Shoe%3D%3D%22x%22');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toEqual({
      ErrorNumber: 16,
      Type: 'QueryParseException',
      Message: "No property or field 'Shoe' exists in type 'Employee'",
    });
  });

  it('lists pay items: ordinary, overtime at 1.5 and 2, and leave-style earnings rates', async () => {
    const { sim, token } = await ready();
    const res = await payroll(sim, token, '/PayItems');
    const items = res.body.PayItems as Record<string, Json[]>;
    expect(Object.keys(items)).toEqual(
      expect.arrayContaining(['EarningsRates', 'DeductionTypes', 'ReimbursementTypes', 'LeaveTypes']),
    );
    const rates = items.EarningsRates ?? [];
    expect(rates[0]).toMatchObject({
      Name: 'Ordinary Hours',
      EarningsType: 'ORDINARYTIMEEARNINGS',
      RateType: 'RATEPERUNIT',
      TypeOfUnits: 'Hours',
      AccountCode: '477',
      IsQualifyingEarnings: true,
    });
    const overtime = rates.filter((rate) => rate.EarningsType === 'OVERTIMEEARNINGS');
    expect(overtime.map((rate) => [rate.RateType, rate.Multiplier])).toEqual([
      ['MULTIPLE', 1.5],
      ['MULTIPLE', 2],
    ]);
    expect(rates.map((rate) => rate.Name)).toEqual(
      expect.arrayContaining(['Public Holiday Not Worked', 'Personal Leave Hours']),
    );
  });

  it('adds an earnings rate, keeps the others, and refuses one Xero would', async () => {
    const { sim, token, rates } = await ready();
    const rate = {
      Name: 'Site Allowance',
      EarningsType: 'ALLOWANCE',
      RateType: 'RATEPERUNIT',
      TypeOfUnits: 'Days',
      RatePerUnit: '25.00',
      AccountCode: '477',
      IsExemptFromTax: false,
      IsExemptFromSuper: true,
      IsQualifyingEarnings: false,
    };
    const res = await payroll(sim, token, '/PayItems', { method: 'POST', body: { EarningsRates: [rate] } });
    expect(res.status).toBe(200);
    const after = (res.body.PayItems as { EarningsRates: Json[] }).EarningsRates;
    expect(after).toHaveLength(rates.length + 1);
    expect(after.at(-1)).toMatchObject({ ...rate, RatePerUnit: 25, EarningsRateID: expect.any(String) });

    const refused = await payroll(sim, token, '/PayItems', {
      method: 'POST',
      body: { EarningsRates: [{ ...rate, Name: 'Other', IsQualifyingEarnings: true }] },
    });
    expect(refused.status).toBe(400);
    expect(messagesOf(refused.body, 'EarningsRates')).toEqual([
      'IsQualifyingEarnings cannot be true when IsExemptFromSuper is true.',
    ]);
    const multiple = await payroll(sim, token, '/PayItems', {
      method: 'POST',
      body: { EarningsRates: [{ ...rate, Name: 'Double', RateType: 'MULTIPLE', IsExemptFromSuper: false }] },
    });
    expect(messagesOf(multiple.body, 'EarningsRates')).toEqual([
      'Multiplier is required when RateType is MULTIPLE',
    ]);
  });

  it('answers payroll calls behind the same guard: scope, tenant header', async () => {
    const sim = await startSim();
    const { access_token: token } = await connect(sim);
    expect((await payroll(sim, token, '/Employees')).status).toBe(401);
    const scoped = (await connect(sim, PAYROLL_SCOPES)).access_token;
    const wrongTenant = await payroll(sim, scoped, '/Employees', {
      headers: { 'xero-tenant-id': '00000000-0000-0000-0000-000000000000' },
    });
    expect(wrongTenant.status).toBe(403);
    const ok = await payroll(sim, scoped, '/employees');
    expect(ok.status).toBe(200);
  });
});

describe('simulated Xero Payroll AU: timesheets', () => {
  it('creates a draft timesheet for a pay period, with Hours, and reads it back', async () => {
    const { sim, token, weekly, ordinary } = await ready();
    const units = [8, 8, 9.5, 8, 7.25, 0, 0];
    const res = await payroll(sim, token, '/Timesheets', {
      method: 'POST',
      body: [timesheet(weekly, ordinary.EarningsRateID, MONDAY, MONDAY + 6 * DAY, units)],
    });
    expect(res.status).toBe(200);
    const [made] = res.body.Timesheets as Json[];
    expect(made).toMatchObject({
      EmployeeID: weekly.EmployeeID,
      StartDate: msDate(MONDAY),
      EndDate: msDate(MONDAY + 6 * DAY),
      Status: 'DRAFT',
      Hours: 40.75,
      TimesheetLines: [{ EarningsRateID: ordinary.EarningsRateID, NumberOfUnits: units }],
      UpdatedDateUTC: msDate(sim.clock()),
    });
    const id = String(made?.TimesheetID);
    const one = await payroll(sim, token, `/Timesheets/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.Timesheet).toEqual(made);
    expect((await payroll(sim, token, '/Timesheets/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('lists timesheets, filtered by employee with where=EmployeeID==Guid("…")', async () => {
    const { sim, token, weekly, fortnightly, ordinary } = await ready();
    const week = Array.from({ length: 7 }, () => 1);
    const fortnight = Array.from({ length: 14 }, () => 2);
    await payroll(sim, token, '/Timesheets', {
      method: 'POST',
      body: [
        timesheet(weekly, ordinary.EarningsRateID, MONDAY, MONDAY + 6 * DAY, week),
        timesheet(weekly, ordinary.EarningsRateID, MONDAY - 7 * DAY, MONDAY - DAY, week),
        timesheet(fortnightly, ordinary.EarningsRateID, MONDAY - 7 * DAY, MONDAY + 6 * DAY, fortnight),
      ],
    });
    const all = await payroll(sim, token, '/Timesheets');
    expect(all.body.Timesheets).toHaveLength(3);
    const where = encodeURIComponent(`EmployeeID==Guid("${String(fortnightly.EmployeeID)}")`);
    const mine = await payroll(sim, token, `/Timesheets?where=${where}`);
    expect((mine.body.Timesheets as Json[]).map((one) => [one.EmployeeID, one.Hours])).toEqual([
      [fortnightly.EmployeeID, 28],
    ]);
  });

  it('refuses a period that is not one of the employee pay periods, or units that do not fill it', async () => {
    const { sim, token, weekly, fortnightly, ordinary } = await ready();
    const week = [8, 8, 8, 8, 8, 0, 0];
    const post = (body: unknown) => payroll(sim, token, '/Timesheets', { method: 'POST', body: [body] });
    const rate = ordinary.EarningsRateID;

    const wrongStart = await post(timesheet(weekly, rate, MONDAY + DAY, MONDAY + 7 * DAY, week));
    expect(wrongStart.status).toBe(400);
    expect(wrongStart.body).toMatchObject({
      ErrorNumber: 10,
      Type: 'ValidationException',
      Message: 'A validation exception occurred',
    });
    const [element] = wrongStart.body.Timesheets as Json[];
    expect(element).toMatchObject({ EmployeeID: weekly.EmployeeID, StartDate: msDate(MONDAY + DAY) });
    expect(messagesOf(wrongStart.body)).toEqual(["Provided period doesn't correspond with a pay period"]);

    const wrongEnd = await post(timesheet(weekly, rate, MONDAY, MONDAY + 5 * DAY, week.slice(0, 6)));
    expect(messagesOf(wrongEnd.body)).toEqual(["Provided period doesn't correspond with a pay period"]);

    // A week on a fortnightly calendar is not a pay period either.
    const weekOnFortnight = await post(timesheet(fortnightly, rate, MONDAY - 7 * DAY, MONDAY - DAY, week));
    expect(messagesOf(weekOnFortnight.body)).toEqual([
      "Provided period doesn't correspond with a pay period",
    ]);

    const short = await post(timesheet(weekly, rate, MONDAY, MONDAY + 6 * DAY, week.slice(0, 6)));
    expect(short.status).toBe(400);
    expect(messagesOf(short.body)).toEqual([
      'The number of units must be provided for each of the 7 days of the timesheet period',
    ]);
    const long = await post(
      timesheet(fortnightly, rate, MONDAY - 7 * DAY, MONDAY + 6 * DAY, [...week, ...week, 1]),
    );
    expect(messagesOf(long.body)).toEqual([
      'The number of units must be provided for each of the 14 days of the timesheet period',
    ]);

    const unknownRate = await post(
      timesheet(weekly, '00000000-0000-0000-0000-000000000000', MONDAY, MONDAY + 6 * DAY, week),
    );
    expect(messagesOf(unknownRate.body)).toEqual([
      'The Earnings Rate 00000000-0000-0000-0000-000000000000 could not be found',
    ]);

    // Plain dates are taken as well as /Date(…)/; a period two weeks ahead lines up too.
    const ahead = await post({
      ...timesheet(weekly, rate, 0, 0, week),
      StartDate: '2026-12-07',
      EndDate: '2026-12-13',
    });
    expect(ahead.status).toBe(200);
    expect((await payroll(sim, token, '/Timesheets')).body.Timesheets).toHaveLength(1);
  });

  it('refuses a second timesheet for the same employee and period; the TimesheetID updates it', async () => {
    const { sim, token, weekly, ordinary, rates } = await ready();
    const first = timesheet(weekly, ordinary.EarningsRateID, MONDAY, MONDAY + 6 * DAY, [8, 8, 8, 8, 8, 0, 0]);
    const made = await payroll(sim, token, '/Timesheets', { method: 'POST', body: [first] });
    const id = (made.body.Timesheets as Json[])[0]?.TimesheetID;

    const again = await payroll(sim, token, '/Timesheets', { method: 'POST', body: [first] });
    expect(again.status).toBe(400);
    expect(messagesOf(again.body)).toEqual([
      'This timesheet already exists, please provide the timesheet ID',
    ]);

    // Two for one period in a single batch: refused, and nothing of the batch is stored.
    const other = timesheet(
      weekly,
      ordinary.EarningsRateID,
      MONDAY - 7 * DAY,
      MONDAY - DAY,
      [1, 1, 1, 1, 1, 1, 1],
    );
    const batch = await payroll(sim, token, '/Timesheets', { method: 'POST', body: [other, other] });
    expect(batch.status).toBe(400);
    expect(messagesOf(batch.body)).toEqual([
      'This timesheet already exists, please provide the timesheet ID',
    ]);
    expect((await payroll(sim, token, '/Timesheets')).body.Timesheets).toHaveLength(1);

    const overtime = rates.find((rate) => rate.Multiplier === 1.5)?.EarningsRateID;
    const update = await payroll(sim, token, '/Timesheets', {
      method: 'POST',
      body: [
        {
          ...first,
          TimesheetID: id,
          TimesheetLines: [
            ...first.TimesheetLines,
            { EarningsRateID: overtime, NumberOfUnits: [0, 2, 0, 0, 0, 0, 0] },
          ],
        },
      ],
    });
    expect(update.status).toBe(200);
    expect((update.body.Timesheets as Json[])[0]).toMatchObject({ TimesheetID: id, Hours: 42 });
    const byPath = await payroll(sim, token, `/Timesheets/${String(id)}`, {
      method: 'POST',
      body: [{ ...first, Status: 'APPROVED' }],
    });
    expect((byPath.body.Timesheets as Json[])[0]).toMatchObject({
      TimesheetID: id,
      Status: 'APPROVED',
      Hours: 40,
    });
    expect((await payroll(sim, token, '/Timesheets')).body.Timesheets).toHaveLength(1);
  });

  it('gives the first reply again for a repeated Idempotency-Key instead of refusing a duplicate', async () => {
    const { sim, token, weekly, ordinary } = await ready();
    const body = [
      timesheet(weekly, ordinary.EarningsRateID, MONDAY, MONDAY + 6 * DAY, [8, 8, 8, 8, 8, 0, 0]),
    ];
    const headers = { 'Idempotency-Key': 'timesheet-week-48' };
    const first = await payroll(sim, token, '/Timesheets', { method: 'POST', body, headers });
    const second = await payroll(sim, token, '/Timesheets', { method: 'POST', body, headers });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await payroll(sim, token, '/Timesheets')).body.Timesheets).toHaveLength(1);
  });

  it('shows payroll in the control state and puts it back on reset', async () => {
    const { sim, token, weekly, ordinary } = await ready();
    await payroll(sim, token, '/Timesheets', {
      method: 'POST',
      body: [timesheet(weekly, ordinary.EarningsRateID, MONDAY, MONDAY + 6 * DAY, [1, 1, 1, 1, 1, 1, 1])],
    });
    const state = await control(sim, 'state');
    const [books] = state.body.books as { payroll: Record<string, Json[]> }[];
    expect(books?.payroll.timesheets).toHaveLength(1);
    expect(books?.payroll.payrollCalendars).toHaveLength(2);
    expect(books?.payroll.employees).toHaveLength(3);
    await control(sim, 'reset', {});
    const after = await control(sim, 'state');
    const [fresh] = after.body.books as { payroll: Record<string, Json[]> }[];
    expect(fresh?.payroll.timesheets).toEqual([]);
  });
});
