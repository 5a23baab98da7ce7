import { PayrollAuApi } from 'xero-node';
import {
  CalendarType,
  EarningsType,
  EmployeeStatus,
  RateType,
  TimesheetStatus,
} from 'xero-node/dist/gen/model/payroll-au/models';
import { describe, expect, it } from 'vitest';
import { PAYROLL_PREFIX } from '../payroll/routes';
import { connect, SCOPES, startSim } from './support';

/** The fake clock starts on Tuesday 24 November 2026: this week's Monday is the 23rd. */
const MONDAY = Date.UTC(2026, 10, 23);
const DAY = 86_400_000;

/** xero-node 20's PayrollAuApi pointed at the simulator reads its replies as its own models. */
async function sdk() {
  const sim = await startSim();
  const tokens = await connect(sim, `${SCOPES} payroll.employees payroll.settings payroll.timesheets`);
  const payroll = new PayrollAuApi();
  payroll.basePath = `${sim.baseUrl}${PAYROLL_PREFIX}`;
  payroll.accessToken = tokens.access_token;
  return { sim, payroll };
}

describe('xero-node PayrollAuApi against the simulator', () => {
  it('reads getPayrollCalendars with dates as Date objects', async () => {
    const { sim, payroll } = await sdk();
    const { response, body } = await payroll.getPayrollCalendars(sim.tenantId);
    expect(response.status).toBe(200);
    const weekly = body.payrollCalendars?.find((one) => one.calendarType === CalendarType.WEEKLY);
    expect(weekly?.name).toBe('Weekly');
    // Typed string, parsed from /Date(…)/ into a Date by the SDK.
    const start = weekly?.startDate as unknown as Date;
    expect(start).toBeInstanceOf(Date);
    expect(start.getTime()).toBe(MONDAY);
    expect(start.getUTCDay()).toBe(1);
    expect(weekly?.updatedDateUTC).toBeInstanceOf(Date);
    expect(body.payrollCalendars?.map((one) => one.calendarType)).toContain(CalendarType.FORTNIGHTLY);
  });

  it('reads getEmployees and getEmployee as Employee models', async () => {
    const { sim, payroll } = await sdk();
    const { body } = await payroll.getEmployees(sim.tenantId, undefined, 'Status=="ACTIVE"');
    expect(body.employees).toHaveLength(3);
    const [first] = body.employees ?? [];
    expect(first?.status).toBe(EmployeeStatus.ACTIVE);
    expect(first?.firstName).toBeTruthy();
    expect(first?.payrollCalendarID).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.ordinaryEarningsRateID).toMatch(/^[0-9a-f-]{36}$/);
    const one = await payroll.getEmployee(sim.tenantId, first?.employeeID ?? '');
    expect(one.body.employees?.[0]?.lastName).toBe(first?.lastName);
  });

  it('reads getPayItems and writes createPayItem', async () => {
    const { sim, payroll } = await sdk();
    const { body } = await payroll.getPayItems(sim.tenantId);
    const rates = body.payItems?.earningsRates ?? [];
    const ordinary = rates.find((rate) => rate.earningsType === EarningsType.ORDINARYTIMEEARNINGS);
    expect(ordinary).toMatchObject({ name: 'Ordinary Hours', typeOfUnits: 'Hours', accountCode: '477' });
    expect(ordinary?.rateType).toBe(RateType.RATEPERUNIT);
    expect(
      rates
        .filter((rate) => rate.earningsType === EarningsType.OVERTIMEEARNINGS)
        .map((rate) => rate.multiplier),
    ).toEqual([1.5, 2]);
    expect(body.payItems?.leaveTypes?.length).toBeGreaterThan(0);

    const made = await payroll.createPayItem(
      sim.tenantId,
      {
        earningsRates: [
          {
            name: 'Overtime Hours (x2.5)',
            accountCode: '477',
            earningsType: EarningsType.OVERTIMEEARNINGS,
            rateType: RateType.MULTIPLE,
            multiplier: 2.5,
            isExemptFromTax: false,
            isExemptFromSuper: true,
            isQualifyingEarnings: false,
          },
        ],
      },
      'pay-item-1',
    );
    const added = made.body.payItems?.earningsRates?.find((rate) => rate.name === 'Overtime Hours (x2.5)');
    expect(added?.multiplier).toBe(2.5);
    expect(added?.earningsRateID).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes createTimesheet and reads getTimesheet and getTimesheets', async () => {
    const { sim, payroll } = await sdk();
    const calendars = (await payroll.getPayrollCalendars(sim.tenantId)).body.payrollCalendars ?? [];
    const weeklyId = calendars.find((one) => one.calendarType === CalendarType.WEEKLY)?.payrollCalendarID;
    const employee = (await payroll.getEmployees(sim.tenantId)).body.employees?.find(
      (one) => one.payrollCalendarID === weeklyId,
    );
    const created = await payroll.createTimesheet(
      sim.tenantId,
      [
        {
          employeeID: employee?.employeeID ?? '',
          startDate: '2026-11-23',
          endDate: '2026-11-29',
          status: TimesheetStatus.DRAFT,
          timesheetLines: [
            {
              earningsRateID: employee?.ordinaryEarningsRateID ?? '',
              numberOfUnits: [8, 8, 9.5, 8, 8, 0, 0],
            },
          ],
        },
      ],
      'timesheet-1',
    );
    const made = created.body.timesheets?.[0];
    expect(made?.timesheetID).toMatch(/^[0-9a-f-]{36}$/);
    expect(made?.status).toBe(TimesheetStatus.DRAFT);
    expect(made?.hours).toBe(41.5);
    expect((made?.startDate as unknown as Date).getTime()).toBe(MONDAY);
    expect((made?.endDate as unknown as Date).getTime()).toBe(MONDAY + 6 * DAY);
    expect(made?.timesheetLines?.[0]?.numberOfUnits).toEqual([8, 8, 9.5, 8, 8, 0, 0]);

    const read = await payroll.getTimesheet(sim.tenantId, made?.timesheetID ?? '');
    expect(read.body.timesheet?.timesheetID).toBe(made?.timesheetID);
    expect(read.body.timesheet?.updatedDateUTC).toBeInstanceOf(Date);
    const listed = await payroll.getTimesheets(
      sim.tenantId,
      undefined,
      `EmployeeID==Guid("${employee?.employeeID ?? ''}")`,
    );
    expect(listed.body.timesheets?.map((one) => one.timesheetID)).toEqual([made?.timesheetID]);
  });

  it('rejects a timesheet off the pay calendar with the ValidationException body', async () => {
    const { sim, payroll } = await sdk();
    const employee = (await payroll.getEmployees(sim.tenantId)).body.employees?.[0];
    const failure = await payroll
      .createTimesheet(sim.tenantId, [
        {
          employeeID: employee?.employeeID ?? '',
          startDate: '2026-11-24',
          endDate: '2026-11-30',
          timesheetLines: [
            { earningsRateID: employee?.ordinaryEarningsRateID ?? '', numberOfUnits: [1, 1, 1, 1, 1, 1, 1] },
          ],
        },
      ])
      .catch((error: unknown) => error);
    const parsed = JSON.parse(String(failure)) as {
      response: {
        statusCode: number;
        body: { Type: string; Timesheets: { ValidationErrors: { Message: string }[] }[] };
      };
    };
    expect(parsed.response.statusCode).toBe(400);
    expect(parsed.response.body.Type).toBe('ValidationException');
    expect(parsed.response.body.Timesheets[0]?.ValidationErrors[0]?.Message).toBe(
      "Provided period doesn't correspond with a pay period",
    );
  });
});
