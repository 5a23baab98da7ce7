import type { Page } from '@playwright/test';
import { addDays, longCalendarDate, mondayOf, todayIn } from '../src/shared/dates';
import { WEEKLY_MSG } from '../src/shared/payroll/weekly-timesheets-schemas';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { expectNoClippedButtons } from './support/layout';
import { longDay, setUpXeroPayroll, timesheetsOf, xeroCalls } from './support/payroll';
import { shoot, toast } from './support/ui';
import { signInAs } from './support/world';

/**
 * Weekly timesheets (002 §2 'Weekly timesheets', §4, §6, §8; issue 15): New Timesheet starts from
 * the week's approved dockets (a 10.5-hour day is 8 ordinary + 2.5 overtime), the office adds sick
 * hours and a note, saves, approves and submits to the simulated Xero, which then holds the week.
 */
const PATH = '/weekly-timesheets';

/** A week of its own (five back), so the payroll journeys' weeks of the same Xero employee stay apart. */
const monday = addDays(mondayOf(todayIn('Australia/Sydney')), -35);
const sunday = addDays(monday, 6);

async function openWeek(page: Page) {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Timesheets' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel('Week ending', { exact: true }).fill(addDays(sunday, 7));
  await page.getByRole('button', { name: 'Previous Week' }).click();
  await expect(page.getByLabel('Week ending', { exact: true })).toHaveValue(sunday);
  await expect(
    page.getByRole('heading', { name: `Timesheets for the week ending ${longCalendarDate(sunday)}` }),
  ).toBeVisible();
  await expect(page.getByText('No timesheets found for this week.', { exact: true })).toBeVisible();
}

const hoursInput = (page: Page, column: string, day: string) => page.getByLabel(`${column} hours, ${day}`);

test.describe('an office user', () => {
  test('makes a worker’s week from their dockets, edits, approves and submits it to Xero', async ({
    page,
    world,
  }) => {
    test.setTimeout(150_000);
    await longDay(world, addDays(monday, 1));
    await longDay(world, addDays(monday, 3));
    await signInAs(page, world.office);
    // Before Xero is connected, Submit to Xero waits for it (002 §4).
    await page.goto(PATH);
    await expect(page.getByRole('button', { name: 'Submit to Xero' })).toBeDisabled({ timeout: 15_000 });
    await expect(page.getByText('Xero not connected. Please connect to Xero first.')).toBeVisible();
    const { liam, ordinary, overtime } = await setUpXeroPayroll(page, world);
    await openWeek(page);

    await page.getByRole('button', { name: 'New Timesheet' }).click();
    await expect(toast(page, WEEKLY_MSG.selectUser)).toBeVisible();

    await page.getByRole('combobox', { name: 'Employee' }).click();
    await page.getByRole('option', { name: world.worker.name }).click();
    await page.getByRole('button', { name: 'New Timesheet' }).click();
    await expect(page.getByRole('heading', { name: `New Timesheet: ${world.worker.name}` })).toBeVisible();
    await expect(page.getByText('started from 2 approved dockets')).toBeVisible();
    await expect(hoursInput(page, 'Ordinary', 'Tuesday')).toHaveValue('8');
    await expect(hoursInput(page, 'Overtime', 'Tuesday')).toHaveValue('2.5');
    await expect(hoursInput(page, 'Overtime', 'Thursday')).toHaveValue('2.5');
    await expect(hoursInput(page, 'Ordinary', 'Monday')).toHaveValue('0');

    await hoursInput(page, 'Sick', 'Friday').fill('4');
    await page.getByLabel('Notes, Friday').fill('Doctor’s appointment');
    await expect(page.locator('[data-total="ordinaryHours"]')).toHaveText('16.00');
    await expect(page.locator('[data-total="overtimeHours"]')).toHaveText('5.00');
    await expect(page.locator('[data-total="sickHours"]')).toHaveText('4.00');
    await expectNoSeriousA11yViolations(page);
    await expectNoClippedButtons(page, 'weekly timesheet editor on a phone', page.getByRole('main'));
    await shoot(page, 'weekly-timesheet-editor');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousA11yViolations(page);
    await expectNoClippedButtons(page, 'weekly timesheet editor at 1280', page.getByRole('main'));
    await page.setViewportSize({ width: 390, height: 844 });

    await page.getByRole('button', { name: 'Save Timesheet' }).click();
    await expect(toast(page, WEEKLY_MSG.saved)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(world.worker.name) });
    await expect(row.getByText('Draft')).toBeVisible();
    await expect(row.getByText('21.0 h')).toBeVisible();

    await row.getByRole('button', { name: `Edit ${world.worker.name}'s timesheet` }).click();
    await expect(page.getByLabel('Notes, Friday')).toHaveValue('Doctor’s appointment');
    await expect(hoursInput(page, 'Sick', 'Friday')).toHaveValue('4');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await page.getByRole('button', { name: 'Save Timesheet' }).click();
    await expect(toast(page, WEEKLY_MSG.saved)).toBeVisible();
    await expect(row.getByText('Approved')).toBeVisible();

    await page.getByRole('button', { name: 'Submit to Xero' }).click();
    await expect(toast(page, WEEKLY_MSG.submitted)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('status', { name: 'Xero submission' })).toContainText(world.worker.name);
    await shoot(page, 'weekly-timesheets-submitted');

    // The simulated Xero holds the week: ordinary and overtime by day, sick hours stay with us.
    const sent = (await xeroCalls(world)).filter((c) => c.success && c.operation === 'createTimesheet');
    expect(sent).toHaveLength(1);
    const [held] = timesheetsOf(sent[0]!);
    expect(held?.EmployeeID).toBe(liam.EmployeeID);
    expect(held?.TimesheetLines).toEqual([
      expect.objectContaining({
        EarningsRateID: ordinary.EarningsRateID,
        NumberOfUnits: [0, 8, 0, 8, 0, 0, 0],
      }),
      expect.objectContaining({
        EarningsRateID: overtime.EarningsRateID,
        NumberOfUnits: [0, 2.5, 0, 2.5, 0, 0, 0],
      }),
    ]);
  });
});

test('a worker sees Access Restricted', async ({ page, world }) => {
  await signInAs(page, world.worker);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('Weekly timesheet management is only available to admin and office users.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'weekly-timesheets-worker');
});
