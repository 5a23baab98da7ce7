import { describe, expect, it } from 'vitest';
import type { XeroSimulator } from '../../../../../simulators/xero/server';
import { body, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { connectCompany, xeroTestApp } from '../../../../../tests/support/xero';
import { PAYROLL_ERROR_CODES, PAYROLL_MSG } from '../../../../shared/payroll/schemas';
import type { BodyPart } from '../../../../shared/api/call-shape';
import { XERO_NOT_CONNECTED_MESSAGE } from '../../../integrations/xero/api-errors';
import type { XeroClientSettings } from '../../../integrations/xero/settings';
import { eq } from 'drizzle-orm';
import { employeeMappings, weeklyTimesheets } from '../../../db/schema';
import { writePayrollSettings } from '../company-payroll';
import { weekEntries, weeklyCompany } from '../../../../../tests/support/weekly-timesheets';

/** POST /api/weekly-timesheets/submit-xero against the simulated Xero Payroll (002 §4, §5, §8; issue 15). */

let t: TestApp;
let sim: XeroSimulator;
let settings: XeroClientSettings;
const { cipher } = xeroTestApp((world) => ({ app: t, sim, settings } = world));
const call = client(() => t);

const payroll = () => sim.context.store.books.get(sim.tenantId)!.payroll;
const rate = (name: string) => payroll().earningsRates.find((r) => r.Name === name)!.EarningsRateID;
/** The simulator's weekly-calendar employees: each test sends for its own (employee, week). */
const weeklyEmployee = (n: number) =>
  payroll().employees.filter((e) => e.PayrollCalendarID === payroll().calendars[0]!.PayrollCalendarID)[n]!;
const xeroSheets = (employeeId: string, monday: string) =>
  payroll().timesheets.filter(
    (s) => s.EmployeeID === employeeId && s.startDate === Date.parse(`${monday}T00:00:00Z`),
  );

/** A connected company with the rates chosen; `mapped` users are paid as the simulator's employees. */
async function readyCompany(
  mapped: { userId: (co: Awaited<ReturnType<typeof weeklyCompany>>) => number; employee: number }[],
) {
  const co = await weeklyCompany(t.db);
  await connectCompany(t.db, cipher(), settings, co.companyId);
  await writePayrollSettings(t.db, co.companyId, {
    ordinaryHoursEarningsRateId: rate('Ordinary Hours'),
    ordinaryHoursEarningsRateName: 'Ordinary Hours',
    overtimeHoursEarningsRateId: rate('Overtime Hours (x1.5)'),
    overtimeHoursEarningsRateName: 'Overtime Hours (x1.5)',
  });
  for (const m of mapped) {
    const employee = weeklyEmployee(m.employee);
    await t.db.insert(employeeMappings).values({
      companyId: co.companyId,
      userId: m.userId(co),
      xeroEmployeeId: employee.EmployeeID,
      xeroDisplayName: `${employee.FirstName} ${employee.LastName}`,
    });
  }
  return co;
}

async function sheet(
  co: Awaited<ReturnType<typeof weeklyCompany>>,
  userId: number,
  weekEnding: string,
  over: Parameters<typeof weekEntries>[1],
  status: 'draft' | 'approved' = 'approved',
) {
  const res = await call('POST /api/weekly-timesheets', co.team.office, {
    body: { userId, weekEnding, status, entries: weekEntries(weekEnding, over) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const submit = (
  co: Awaited<ReturnType<typeof weeklyCompany>>,
  sent: BodyPart<'POST /api/weekly-timesheets/submit-xero'>['body'],
) => call('POST /api/weekly-timesheets/submit-xero', co.team.office, { body: sent });

describe('Submit to Xero', () => {
  it('sends the approved sheets’ ordinary and overtime by day, and a second submission updates the same Xero timesheet', async () => {
    const co = await readyCompany([{ userId: (c) => c.team.worker.id, employee: 0 }]);
    const employee = weeklyEmployee(0);
    const mine = await sheet(co, co.team.worker.id, '2026-08-16', [
      { ordinaryHours: '8', overtimeHours: '2.5' },
      { ordinaryHours: '7.6', sickHours: '0.4', notes: 'Dentist' },
      {},
      { holidayHours: '8' },
    ]);
    await sheet(co, co.second.id, '2026-08-16', [{ ordinaryHours: '8' }], 'draft');

    const res = await submit(co, { weekEnding: '2026-08-16' });
    expect(res.statusCode, res.body).toBe(200);
    const [result, ...more] = res.json().results;
    expect(more).toEqual([]); // the draft stays here
    expect(result).toMatchObject({
      userId: co.team.worker.id,
      startDate: '2026-08-10',
      endDate: '2026-08-16',
      status: 'sent',
      message: PAYROLL_MSG.sent,
      code: null,
      totalHours: '18.10',
    });
    const [held, ...others] = xeroSheets(employee.EmployeeID, '2026-08-10');
    expect(others).toEqual([]);
    expect(held!.TimesheetID).toBe(result!.xeroTimesheetId);
    // Sick and holiday hours are recorded, not sent: two lines, ordinary and overtime.
    expect(held!.TimesheetLines.map((l) => [l.EarningsRateID, l.NumberOfUnits])).toEqual([
      [rate('Ordinary Hours'), [8, 7.6, 0, 0, 0, 0, 0]],
      [rate('Overtime Hours (x1.5)'), [2.5, 0, 0, 0, 0, 0, 0]],
    ]);
    const listed = (
      await call('GET /api/weekly-timesheets', co.team.office, {
        query: { companyId: co.companyId, weekEnding: '2026-08-16' },
      })
    )
      .json()
      .find((s) => s.id === mine.id)!;
    expect(listed.xeroTimesheetId).toBe(held!.TimesheetID);
    expect(listed.submittedAt).not.toBeNull();

    // Edited and sent again: Xero's timesheet is replaced, not doubled.
    await call('PUT /api/weekly-timesheets/:id', co.team.office, {
      params: { id: mine.id },
      body: {
        entries: weekEntries('2026-08-16', [
          { ordinaryHours: '8', overtimeHours: '1' },
          { ordinaryHours: '8' },
        ]),
      },
    });
    const again = await submit(co, { weekEnding: '2026-08-16', timesheetIds: [mine.id] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().results).toMatchObject([
      {
        status: 'updated',
        message: PAYROLL_MSG.updated,
        xeroTimesheetId: held!.TimesheetID,
        totalHours: '17.00',
      },
    ]);
    const after = xeroSheets(employee.EmployeeID, '2026-08-10');
    expect(after).toHaveLength(1);
    expect(after[0]!.TimesheetLines.map((l) => l.NumberOfUnits)).toEqual([
      [8, 8, 0, 0, 0, 0, 0],
      [1, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('reports each sheet: an unmapped employee fails with its code while the mapped one is sent', async () => {
    const co = await readyCompany([{ userId: (c) => c.team.worker.id, employee: 1 }]);
    await sheet(co, co.team.worker.id, '2026-08-23', [{ ordinaryHours: '6' }]);
    await sheet(co, co.second.id, '2026-08-23', [{ ordinaryHours: '5' }]);
    const res = await submit(co, { weekEnding: '2026-08-23' });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results;
    expect(results.map((r) => [r.userId, r.status, r.code, r.message])).toEqual(
      expect.arrayContaining([
        [co.team.worker.id, 'sent', null, PAYROLL_MSG.sent],
        [co.second.id, 'failed', PAYROLL_ERROR_CODES.notMapped, PAYROLL_MSG.notMapped],
      ]),
    );
    expect(xeroSheets(weeklyEmployee(1).EmployeeID, '2026-08-17')).toHaveLength(1);
  });

  it('fails a week that is not a pay period of the company’s calendar (PAY_PERIOD_MISMATCH), and one without rates', async () => {
    const co = await readyCompany([{ userId: (c) => c.team.worker.id, employee: 0 }]);
    // Fortnights from Monday 17 August 2026: the week ending 30 August is their second half.
    await writePayrollSettings(t.db, co.companyId, {
      fallbackCycle: 'FORTNIGHTLY',
      fallbackFortnightStart: '2026-08-17',
    });
    await sheet(co, co.team.worker.id, '2026-08-30', [{ ordinaryHours: '8' }]);
    const res = await submit(co, { weekEnding: '2026-08-30' });
    expect(res.json().results).toMatchObject([
      { status: 'failed', code: PAYROLL_ERROR_CODES.payPeriod, xeroTimesheetId: null },
    ]);
    expect(xeroSheets(weeklyEmployee(0).EmployeeID, '2026-08-24')).toEqual([]);

    await writePayrollSettings(t.db, co.companyId, {
      fallbackCycle: 'WEEKLY',
      overtimeHoursEarningsRateId: null,
    });
    const noRates = await submit(co, { weekEnding: '2026-08-30' });
    expect(noRates.json().results).toMatchObject([
      { status: 'failed', code: PAYROLL_ERROR_CODES.ratesMissing, message: PAYROLL_MSG.ratesMissing },
    ]);
  });

  it('replaces the timesheet Xero already holds for the employee’s week when the sheet does not know it', async () => {
    const co = await readyCompany([{ userId: (c) => c.team.worker.id, employee: 1 }]);
    const mine = await sheet(co, co.team.worker.id, '2026-08-02', [{ ordinaryHours: '3' }]);
    const first = (await submit(co, { weekEnding: '2026-08-02' })).json().results;
    expect(first).toMatchObject([{ status: 'sent' }]);
    // As if the reply had been lost: the sheet has no Xero id, Xero has the week.
    await t.db
      .update(weeklyTimesheets)
      .set({ xeroTimesheetId: null })
      .where(eq(weeklyTimesheets.id, mine.id));
    const again = (await submit(co, { weekEnding: '2026-08-02' })).json().results;
    expect(again).toMatchObject([{ status: 'updated', xeroTimesheetId: first[0]!.xeroTimesheetId }]);
    expect(xeroSheets(weeklyEmployee(1).EmployeeID, '2026-07-27')).toHaveLength(1);
  });

  it('answers 409 when no approved sheet is chosen, and when the company is not connected', async () => {
    const co = await readyCompany([]);
    const draft = await sheet(co, co.team.worker.id, '2026-07-05', [{ ordinaryHours: '8' }], 'draft');
    const none = await submit(co, { weekEnding: '2026-07-05' });
    expect(none.statusCode).toBe(409);
    expect(body(none).message).toBe(PAYROLL_MSG.noApproved);
    const approved = await sheet(co, co.second.id, '2026-07-05', [{ ordinaryHours: '8' }]);
    const notChosen = await submit(co, { weekEnding: '2026-07-05', timesheetIds: [draft.id] });
    expect(notChosen.statusCode).toBe(409);
    expect(body(notChosen).message).toBe(PAYROLL_MSG.noApproved);

    const unconnected = await weeklyCompany(t.db);
    const theirs = await sheet(unconnected, unconnected.team.worker.id, '2026-07-05', [
      { ordinaryHours: '1' },
    ]);
    const res = await submit(unconnected, { weekEnding: '2026-07-05' });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(XERO_NOT_CONNECTED_MESSAGE);
    // Another company's sheet is none of ours to choose.
    const foreign = await submit(co, { weekEnding: '2026-07-05', timesheetIds: [theirs.id] });
    expect(foreign.statusCode).toBe(409);
    expect(approved.status).toBe('approved');
  });
});
