import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { WorldDocket } from './world-dockets';
import type { Person, World } from './world';
import { connectThroughSimulatedXero, useXero } from './xero';

/**
 * Payroll journeys (002 §2 'Payroll timesheet view', issue 15): a world's company on Xero with the
 * simulated organisation's payroll set up on Settings → Xero — pay calendars synced and the Weekly
 * one active, two people mapped to its employees (Liam Nguyen, Olivia Brown) — and the ordinary and
 * overtime earnings rates chosen through the API (the panel's own journey covers that form).
 */
type XeroEmployee = { EmployeeID: string; FirstName: string; LastName: string };
type EarningsRate = { EarningsRateID: string; Name: string; EarningsType: string };

export const PAYROLL_PATH = '/timesheets-payroll';

/** Connects on screen as `who` (admin or office), then sets the company's payroll up. */
export async function setUpXeroPayroll(page: Page, world: World, who: Person = world.office) {
  await useXero(world);
  await connectThroughSimulatedXero(page);
  const call = <T>(method: 'GET' | 'POST', path: string, data?: unknown) =>
    world.api.call<T>(method, path, { token: who.token, data, status: 200 });

  const { earningsRates } = await call<{ earningsRates: EarningsRate[] }>('GET', '/api/xero/pay-items');
  const ordinary = earningsRates.find((r) => r.Name === 'Ordinary Hours')!;
  const overtime = earningsRates.find((r) => r.Name === 'Overtime Hours (x1.5)')!;
  await call('POST', `/api/companies/${world.company.id}/xero/payroll-settings`, {
    ordinaryHoursEarningsRateId: ordinary.EarningsRateID,
    ordinaryHoursEarningsRateName: ordinary.Name,
    overtimeHoursEarningsRateId: overtime.EarningsRateID,
    overtimeHoursEarningsRateName: overtime.Name,
  });

  // Settings → Xero: Sync Pay Calendars, then Set Active on the Weekly one.
  await page.getByRole('button', { name: 'Sync Pay Calendars' }).click();
  const calendars = page.getByRole('list', { name: 'Pay calendars' });
  await page.getByRole('button', { name: 'Set Weekly Active' }).click({ timeout: 15_000 });
  await expect(calendars.getByRole('listitem', { name: 'Weekly' }).getByText('Active')).toBeVisible({
    timeout: 10_000,
  });

  // Map User to Xero Employee: the worker is paid as Liam Nguyen, the foreman as Olivia Brown.
  const { employees } = await call<{ employees: XeroEmployee[] }>('GET', '/api/xero/employees');
  const named = (first: string) => employees.find((e) => e.FirstName === first)!;
  for (const [person, employee] of [
    [world.worker, named('Liam')],
    [world.foreman, named('Olivia')],
  ] as const) {
    await mapOnScreen(page, person.name, `${employee.FirstName} ${employee.LastName}`);
  }
  return { liam: named('Liam'), olivia: named('Olivia'), ordinary, overtime };
}

/** Settings → Xero → User Xero ID Mapping: one person mapped through the dialog. */
async function mapOnScreen(page: Page, person: string, employee: string) {
  await page.getByRole('button', { name: `Map ${person} to a Xero employee` }).click();
  const dialog = page.getByRole('dialog', { name: 'Map User to Xero Employee' });
  await dialog.getByRole('combobox', { name: /Xero employee/ }).click({ timeout: 15_000 });
  await page.getByRole('option', { name: employee, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Mapping' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 10_000 });
  await expect(
    page.getByRole('list', { name: 'User Xero mappings' }).getByRole('listitem', { name: person }),
  ).toContainText(`Mapped: ${employee}`);
}

/** 10.5 hours in one docket: 06:00–16:30 with no break, approved (townhouses need no approval). */
export function longDay(world: World, date: string, who: Person = world.worker): Promise<WorldDocket> {
  return world.api.call<WorldDocket>('POST', '/api/timesheets', {
    token: who.token,
    data: {
      date,
      entryType: 'billable',
      projectId: world.projects.townhouses.id,
      status: 'approved',
      lineItems: [
        {
          projectRateItemId: world.items.townhouses.labour.id,
          entryType: 'time',
          startTime: '06:00',
          endTime: '16:30',
          breakMinutes: 0,
        },
      ],
    },
  });
}

/** One call to Xero as the company's log holds it (what the simulated Xero received and answered). */
export type XeroCall = {
  operation: string;
  success: boolean;
  requestBody: unknown;
  responseBody: unknown;
};

/** The company's calls to Xero, oldest first (the admin's GET /api/xero/logs). */
export async function xeroCalls(world: World): Promise<XeroCall[]> {
  const { logs } = await world.api.call<{ logs: XeroCall[] }>('GET', '/api/xero/logs?count=500', {
    token: world.admin.token,
  });
  return logs.reverse();
}

type Timesheet = {
  TimesheetID: string;
  EmployeeID: string;
  TimesheetLines: { EarningsRateID: string; NumberOfUnits: number[] }[];
};

/** The timesheets Xero answered a create or update with. */
export const timesheetsOf = (reply: XeroCall): Timesheet[] =>
  (reply.responseBody as { Timesheets?: Timesheet[] } | null)?.Timesheets ?? [];

/** The payroll view is open on its period ('… Timesheet View'). */
export async function openPayroll(page: Page, cycle = 'Weekly'): Promise<void> {
  await page.goto(PAYROLL_PATH);
  await expect(page.getByRole('heading', { level: 1, name: `${cycle} Timesheet View` })).toBeVisible({
    timeout: 15_000,
  });
}
