import type { Page } from '@playwright/test';
import { addDays, longCalendarDate, mondayOf, todayIn } from '../src/shared/dates';
import { WEEKLY_MSG } from '../src/shared/payroll/weekly-timesheets-schemas';
import { expect, test } from './support/fixtures';
import { longDay, PAYROLL_PATH, setUpXeroPayroll, xeroCalls } from './support/payroll';
import { countRequests } from './support/requests';
import { drawSignature } from './support/signature';
import { shoot, toast } from './support/ui';
import { createDocket, sendForApproval, weekdays, type WorldDocket } from './support/world-dockets';
import { signInAs, type World } from './support/world';
import { xeroConnection } from './support/xero';

/**
 * Issue 29, the other writing buttons: a double click on Approve (a signed-in foreman, and a foreman
 * with the project code, on a phone), Subscribe, Sync Tax Codes, Submit whole period and Save
 * Timesheet sends one request, does its work once and shows its success, never an error.
 */

/** The docket's 'approved' events on its timeline, as the office reads them. */
async function approvals(world: World, docket: WorldDocket) {
  const events = await world.api.call<{ eventType: string }[]>('GET', `/api/timesheets/${docket.id}/events`, {
    token: world.admin.token,
  });
  return events.filter((event) => event.eventType === 'approved').length;
}

/**
 * On the open preview: sign, double-click Approve; one `route` request, the approval shown once,
 * and neither failure toast.
 */
async function approveByDoubleClick(page: Page, world: World, docket: WorldDocket, route: string) {
  const sent = countRequests(page, 'POST', `/api/timesheets/${docket.id}/${route}`);
  await expect(page.getByRole('heading', { name: 'Approve Docket' })).toBeVisible({ timeout: 15_000 });
  await drawSignature(page, /signature: draw/);
  await page.getByRole('button', { name: 'Approve', exact: true }).dblclick();
  await expect(toast(page, 'Timesheet approved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible();
  await expect(toast(page, 'Failed to approve timesheet')).toHaveCount(0);
  await expect(toast(page, 'Approval failed')).toHaveCount(0);
  expect(sent()).toBe(1);
  expect(await approvals(world, docket)).toBe(1);
  await shoot(page, `double-click-${route}`);
}

test.describe('on a phone (390×844)', () => {
  test('a signed-in foreman double-clicks Approve: one approval', async ({ page, world }) => {
    // A stormwater draft (the project needs approval) the foreman sees as he is on its team.
    const draft = await createDocket(world, { project: 'stormwater', date: weekdays(1)[0]! });
    await signInAs(page, world.foreman);
    await page.goto(`/timesheets/${draft.id}/preview`);
    await approveByDoubleClick(page, world, draft, 'approve');
  });

  test('a foreman with the project code double-clicks Approve: one approval', async ({ page, world }) => {
    const draft = await createDocket(world, { project: 'stormwater', date: weekdays(1)[1]! });
    const pending = await sendForApproval(world, draft.id);
    await page.goto('/foreman-dashboard');
    await page.getByLabel('Project code').fill(world.projects.stormwater.code);
    await page.getByRole('button', { name: 'Access Project' }).click();
    await expect(page.getByRole('button', { name: /^Review Pending Dockets/ })).toBeVisible();
    await page.goto(`/timesheet-preview/${pending.id}`);
    await approveByDoubleClick(page, world, pending, 'foreman-approve');
  });
});

test.describe('on a desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('Subscribe double-clicked opens one Stripe checkout', async ({ page, world }) => {
    const checkouts = countRequests(page, 'POST', '/api/billing/create-subscription');
    await signInAs(page, world.admin);
    await page.goto('/billing');
    await page
      .getByRole('region', { name: /SiteDockets Base/ })
      .getByRole('button', { name: 'Subscribe to Base' })
      .dblclick();
    await expect(page.getByText('Simulated checkout — no real card is charged')).toBeVisible();
    expect(checkouts()).toBe(1);
    // What the simulated Stripe holds (its control state, at the checkout page's origin).
    const state = await page.request.get(`${new URL(page.url()).origin}/__control/state`);
    const { checkoutSessions } = (await state.json()) as {
      checkoutSessions: { client_reference_id: string | null }[];
    };
    const mine = checkoutSessions.filter((s) => s.client_reference_id === String(world.company.id));
    expect(mine).toHaveLength(1);
  });

  test('Sync Tax Codes and Submit whole period double-clicked call Xero once', async ({ page, world }) => {
    test.setTimeout(150_000);
    // A week no other journey sends for the shared Xero organisation's employees.
    const monday = addDays(mondayOf(todayIn('Australia/Sydney')), -21);
    await longDay(world, addDays(monday, 2));
    await signInAs(page, world.office);
    await setUpXeroPayroll(page, world);

    const syncs = countRequests(page, 'POST', '/api/xero/sync-tax-codes');
    await page.goto('/settings?tab=xero');
    await xeroConnection(page).getByRole('button', { name: 'Sync Tax Codes' }).dblclick();
    await expect(toast(page, 'Tax codes synced')).toBeVisible({ timeout: 10_000 });
    await expect(toast(page, 'Sync Failed')).toHaveCount(0);
    expect(syncs()).toBe(1);
    const calls = await xeroCalls(world);
    expect(calls.filter((c) => c.operation === 'getTaxRates')).toHaveLength(1);

    const runs = countRequests(page, 'POST', `/api/companies/${world.company.id}/payroll/runs`);
    await page.goto(`${PAYROLL_PATH}?date=${monday}`);
    const whole = page.getByRole('region', { name: 'Whole period' });
    await whole.getByRole('button', { name: 'Submit whole period' }).dblclick();
    await expect(whole.getByRole('status')).toHaveText(/^Finished: \d+ of \d+ employees$/, {
      timeout: 30_000,
    });
    await expect(toast(page, 'Xero Submission Failed')).toHaveCount(0);
    expect(runs()).toBe(1);
    const results = whole.getByRole('list', { name: 'Results per employee' });
    await expect(results.getByRole('listitem').filter({ hasText: world.worker.name })).toHaveCount(1);
    await expect(results.getByRole('listitem').filter({ hasText: world.worker.name })).toContainText(
      /Sent|Updated/,
    );
    const timesheets = (await xeroCalls(world)).slice(calls.length);
    expect(timesheets.filter((c) => c.success && c.operation === 'createTimesheet')).toHaveLength(1);
  });

  test('Save Timesheet double-clicked saves one weekly timesheet', async ({ page, world }) => {
    const monday = addDays(mondayOf(todayIn('Australia/Sydney')), -42);
    const sunday = addDays(monday, 6);
    await longDay(world, addDays(monday, 1));
    const saves = countRequests(page, 'POST', '/api/weekly-timesheets');
    await signInAs(page, world.office);
    await page.goto('/weekly-timesheets');
    await page.getByLabel('Week ending', { exact: true }).fill(sunday);
    await expect(
      page.getByRole('heading', { name: `Timesheets for the week ending ${longCalendarDate(sunday)}` }),
    ).toBeVisible({ timeout: 15_000 });
    await page.getByRole('combobox', { name: 'Employee' }).click();
    await page.getByRole('option', { name: world.worker.name }).click();
    await page.getByRole('button', { name: 'New Timesheet' }).click();
    await expect(page.getByText('started from 1 approved docket')).toBeVisible();

    await page.getByRole('button', { name: 'Save Timesheet' }).dblclick();
    await expect(toast(page, WEEKLY_MSG.saved)).toBeVisible();
    await expect(toast(page, 'Error saving timesheet')).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(world.worker.name) })).toHaveCount(1);
    expect(saves()).toBe(1);
  });
});
