import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { addDays, mondayOf, todayIn } from '../src/shared/dates';
import { PAYROLL_MSG } from '../src/shared/payroll/schemas';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { expectNoClippedButtons } from './support/layout';
import {
  longDay,
  openPayroll,
  PAYROLL_PATH,
  setUpXeroPayroll,
  timesheetsOf,
  xeroCalls,
  type XeroCall,
} from './support/payroll';
import { shoot, toast } from './support/ui';
import { signInAs } from './support/world';

/**
 * The payroll timesheet view (002 §2 'Payroll timesheet view', §4, §8, §9; issue 15). A worker's
 * approved docket 06:00–16:30 with no break is 10.5 hours: at the default threshold of 8 that day is
 * 8.00 ordinary and 2.50 overtime, and the week's Xero timesheet holds exactly those two lines.
 */
const SUCCESS = 'Timesheets submitted to Xero successfully';

/** The Monday `weeksBack` weeks before this one, in the company's zone (Sydney). */
const mondayBack = (weeksBack: number) => addDays(mondayOf(todayIn('Australia/Sydney')), -7 * weeksBack);

/** A toast's description that starts with `text` (not the screen-reader announcement, which repeats it). */
const toastText = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

const employeeCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The period total line of an employee's card. */
const periodTotal = (card: Locator, ordinary: string, overtime: string, total: string) =>
  card.getByText(`Period total: ${ordinary} ordinary · ${overtime} overtime · ${total} hours`);

/** On a wide screen: the week table's row `label`, its cell of the day (0 = Monday). */
const dayCell = (card: Locator, label: string, day: number) =>
  card
    .getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })
    .getByRole('cell')
    .nth(day);

const timesheetCalls = (calls: XeroCall[]) =>
  calls.filter((c) => c.success && (c.operation === 'createTimesheet' || c.operation === 'updateTimesheet'));

test.describe('an office user with Xero payroll set up', () => {
  test('submits a worker’s 10.5-hour day as 8.00 ordinary + 2.50 overtime, then again as an update', async ({
    page,
    world,
  }) => {
    test.setTimeout(150_000);
    const monday = mondayBack(2);
    const docket = await longDay(world, addDays(monday, 1));
    await signInAs(page, world.office);
    const { liam, ordinary, overtime } = await setUpXeroPayroll(page, world);

    await openPayroll(page);
    await expect(page.getByText('Xero Pay Cycle', { exact: true })).toBeVisible();
    await expect(page.getByText('No Xero pay cycles found')).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(`${PAYROLL_PATH}?date=${monday}`);
    const card = employeeCard(page, world.worker.name);
    await expect(periodTotal(card, '8.00', '2.50', '10.50')).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Xero: Liam Nguyen')).toBeVisible();
    // The day's dockets open their preview, whose Back returns to this period.
    await card.getByRole('link', { name: `Docket #${docket.id}, open its preview` }).click();
    await expect(page).toHaveURL(`/timesheets/${docket.id}/preview`);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${PAYROLL_PATH}?date=${monday}`);
    await expect(periodTotal(card, '8.00', '2.50', '10.50')).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await expectNoClippedButtons(page, 'payroll view on a phone', page.getByRole('main'));
    await shoot(page, 'payroll-view');

    // At 1280 wide the week is a table: Tuesday's column holds the split.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(dayCell(card, 'Ordinary Hours', 1)).toHaveText('8.00');
    await expect(dayCell(card, 'Overtime Hours (exempt from super)', 1)).toHaveText('2.50');
    await expect(dayCell(card, 'Total Hours', 1)).toHaveText('10.50');
    await expect(dayCell(card, 'Total Hours', 0)).toHaveText('0.00');
    await expectNoSeriousA11yViolations(page);
    await expectNoClippedButtons(page, 'payroll view at 1280', page.getByRole('main'));

    await card.getByRole('button', { name: 'Submit to Xero' }).click();
    await expect(toast(page, SUCCESS)).toBeVisible({ timeout: 20_000 });
    await expect(toastText(page, PAYROLL_MSG.sent)).toBeVisible();

    // What the simulated Xero holds: one timesheet for Liam, the week, Tuesday 8 ordinary + 2.5 overtime.
    const first = timesheetCalls(await xeroCalls(world));
    expect(first.map((c) => c.operation)).toEqual(['createTimesheet']);
    const [made] = timesheetsOf(first[0]!);
    expect(made?.EmployeeID).toBe(liam.EmployeeID);
    expect(made?.TimesheetLines).toEqual([
      expect.objectContaining({
        EarningsRateID: ordinary.EarningsRateID,
        NumberOfUnits: [0, 8, 0, 0, 0, 0, 0],
      }),
      expect.objectContaining({
        EarningsRateID: overtime.EarningsRateID,
        NumberOfUnits: [0, 2.5, 0, 0, 0, 0, 0],
      }),
    ]);

    // Again: Xero's timesheet of that period is replaced, not doubled.
    await card.getByRole('button', { name: 'Submit to Xero' }).click();
    await expect(toastText(page, PAYROLL_MSG.updated)).toBeVisible({ timeout: 20_000 });
    await shoot(page, 'payroll-submitted');
    const all = timesheetCalls(await xeroCalls(world));
    expect(all.filter((c) => c.operation === 'createTimesheet')).toHaveLength(1);
    const ids = new Set(all.flatMap((c) => timesheetsOf(c).map((t) => t.TimesheetID)));
    expect([...ids]).toEqual([made!.TimesheetID]);
    const [latest] = timesheetsOf(all.at(-1)!);
    expect(latest?.TimesheetLines.map((l) => l.NumberOfUnits)).toEqual([
      [0, 8, 0, 0, 0, 0, 0],
      [0, 2.5, 0, 0, 0, 0, 0],
    ]);

    // The whole period for every mapped employee: progress, then each one's result; still one timesheet.
    const whole = page.getByRole('region', { name: 'Whole period' });
    await whole.getByRole('button', { name: 'Submit whole period' }).click();
    await expect(whole.getByRole('status')).toHaveText(/^Finished: \d+ of \d+ employees$/, {
      timeout: 30_000,
    });
    const results = whole.getByRole('list', { name: 'Results per employee' });
    await expect(results.getByRole('listitem').filter({ hasText: world.worker.name })).toContainText(
      'Updated',
    );
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'payroll-whole-period', whole);
    const after = timesheetCalls(await xeroCalls(world));
    expect(after.filter((c) => c.operation === 'createTimesheet')).toHaveLength(1);
    expect(new Set(after.flatMap((c) => timesheetsOf(c).map((t) => t.TimesheetID)))).toEqual(
      new Set([made!.TimesheetID]),
    );
  });
});

test.describe('a company without a Xero pay calendar', () => {
  test('sees weekly periods under the amber notice, downloads the CSV and changes the threshold', async ({
    page,
    world,
  }) => {
    test.setTimeout(90_000);
    const monday = mondayBack(1);
    await longDay(world, addDays(monday, 1));
    await signInAs(page, world.admin);
    await openPayroll(page);
    await expect(page.getByText('No Xero pay cycles found')).toBeVisible();
    await expect(page.getByText('Xero Pay Cycle', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(`${PAYROLL_PATH}?date=${monday}`);
    const card = employeeCard(page, world.worker.name);
    await expect(periodTotal(card, '8.00', '2.50', '10.50')).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Not Mapped')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Submit to Xero' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'payroll-no-calendar');

    // The employee selector: one person's sheet, or a note that they have no counted dockets.
    const selector = page.getByRole('combobox', { name: 'Employee' });
    await selector.click();
    await page.getByRole('option', { name: world.admin.name }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No approved dockets counted on timesheets for this employee')).toBeVisible();
    await selector.click();
    await page.getByRole('option', { name: world.worker.name }).click();
    await expect(periodTotal(card, '8.00', '2.50', '10.50')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(world.worker.name);
    expect(csv).toContain('8.00');
    expect(csv).toContain('2.50');

    // 002 §4: a whole number of hours from 0; the day follows the threshold at once, and it is kept.
    const threshold = page.getByRole('spinbutton', { name: 'Daily overtime threshold (hours)' });
    await expect(threshold).toHaveValue('8');
    await threshold.fill('-1');
    await expect(
      page.getByRole('alert').filter({ hasText: 'overtime threshold is a whole number' }),
    ).toBeVisible();
    await threshold.fill('10');
    await expect(periodTotal(card, '10.00', '0.50', '10.50')).toBeVisible();
    await expect
      .poll(async () => {
        const settings = await world.api.call<{ overtimeThresholdHours: number }>(
          'GET',
          `/api/companies/${world.company.id}/xero/payroll-settings`,
          { token: world.admin.token },
        );
        return settings.overtimeThresholdHours;
      })
      .toBe(10);
    await page.reload();
    await expect(threshold).toHaveValue('10');
    await expect(periodTotal(card, '10.00', '0.50', '10.50')).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('the payroll view for the field', () => {
  for (const role of ['worker', 'foreman'] as const) {
    test(`a ${role} sees Access Restricted`, async ({ page, world }) => {
      await signInAs(page, world[role]);
      await page.goto(PAYROLL_PATH);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Restricted' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByText('Only admin and office users can view payroll information.')).toBeVisible();
      if (role === 'worker') {
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'payroll-access-restricted');
      }
    });
  }
});
