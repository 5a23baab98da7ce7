import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XeroSimulator } from '../../../../simulators/xero/server';
import { freshDatabase } from '../../../../tests/support/database';
import { connectCompany, simulatedXero } from '../../../../tests/support/xero';
import type { Database } from '../../db/client';
import { createCompany } from '../../db/factories';
import { xeroClient, type XeroClient } from '../../integrations/xero/client';
import { createTokenCipher } from '../../integrations/xero/token-crypto';
import { addDays } from '../../../shared/dates';
import type { PayPeriod } from '../../../shared/payroll/hours';
import { findXeroTimesheet, payrollDate } from './xero-timesheet';

let database: Database;
let sim: XeroSimulator;
let client: XeroClient;
const cipher = createTokenCipher(randomBytes(32));

beforeAll(async () => {
  database = await freshDatabase();
  const simulated = await simulatedXero();
  sim = simulated.sim;
  const company = await createCompany(database.db);
  await connectCompany(database.db, cipher, simulated.settings, company.id);
  client = xeroClient({ database, xero: { settings: simulated.settings, cipher } }, company.id, null);
});
afterAll(async () => {
  await sim.close();
  await database.close();
});

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('finding the timesheet Xero holds for a period (after a lost reply)', () => {
  it("reads past Xero's first page of 100: an employee with 105 timesheets is still found", async () => {
    const payroll = sim.context.store.books.get(sim.tenantId)!.payroll;
    const weekly = payroll.calendars.find((c) => c.CalendarType === 'WEEKLY')!;
    const [employee, colleague] = payroll.employees.filter(
      (e) => e.PayrollCalendarID === weekly.PayrollCalendarID,
    );
    const first = day(weekly.startDate);
    const weeks: PayPeriod[] = Array.from({ length: 105 }, (_, i) => ({
      start: addDays(first, i * 7),
      end: addDays(first, i * 7 + 6),
    }));
    const sheet = (employeeId: string, period: PayPeriod) => ({
      EmployeeID: employeeId,
      StartDate: payrollDate(period.start),
      EndDate: payrollDate(period.end),
      Status: 'DRAFT',
    });
    // Another employee's timesheet first, so the employee filter is what keeps the pages to one person.
    const reply = await client.call({
      operation: 'createTimesheet',
      method: 'POST',
      path: '/payroll.xro/1.0/Timesheets',
      body: [
        sheet(colleague!.EmployeeID, weeks[104]!),
        ...weeks.map((week) => sheet(employee!.EmployeeID, week)),
      ],
    });
    const made = (reply.body as { Timesheets: { TimesheetID: string }[] }).Timesheets;
    expect(made).toHaveLength(106);

    expect(await findXeroTimesheet(client, employee!.EmployeeID, weeks[0]!)).toBe(made[1]!.TimesheetID);
    expect(await findXeroTimesheet(client, employee!.EmployeeID, weeks[104]!)).toBe(made[105]!.TimesheetID);
    const later = { start: addDays(first, 105 * 7), end: addDays(first, 105 * 7 + 6) };
    expect(await findXeroTimesheet(client, employee!.EmployeeID, later)).toBeNull();
  });
});
