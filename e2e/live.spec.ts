import type { Page } from '@playwright/test';
import { addDays, mondayOf, todayIn } from '../src/shared/dates';
import { unique } from './support/auth';
import { expect, test } from './support/fixtures';
import { otherPhone } from './support/other-phone';
import { drawSignature } from './support/signature';
import { toast } from './support/ui';
import { signInAs } from './support/world';
import { createDocket } from './support/world-dockets';

/**
 * Live updates (issue 17, Done means): in two browsers, a docket the worker sends for approval
 * appears on the code foreman's list within 2 s with no refresh; the foreman approves it, and the
 * worker's and the office's screens show Approved within 2 s — each page loaded once.
 */
const PROJECT = 'Parramatta Road Stormwater Upgrade';
const LIVE_MS = 2000;

/** Counts the page's loads from now on: a live update must not need one. */
function loadsOf(page: Page) {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

test('a docket sent for approval reaches the code foreman, and its approval the worker and the office, without a refresh', async ({
  page,
  browser,
  baseURL,
  world,
}) => {
  test.setTimeout(90_000);
  const date = addDays(mondayOf(todayIn('Australia/Sydney')), -5);
  const notes = unique('Live pit 7');
  const { id } = await createDocket(world, { project: 'stormwater', date, notes });

  // The code foreman's phone: the project's pending list, empty for now.
  const phone = await otherPhone(browser, baseURL);
  const foreman = phone.page;
  await foreman.goto(`/foreman-dashboard?code=${world.projects.stormwater.code}`);
  await foreman.getByRole('button', { name: 'Access Project' }).click();
  await expect(foreman.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await foreman
    .getByRole('region', { name: 'Project figures' })
    .getByRole('button', { name: 'Pending Approval' })
    .click();
  await expect(foreman).toHaveURL('/foreman-timesheets');
  const review = foreman.getByRole('link', { name: /^Review & Approve/ });
  await expect(review).toHaveCount(0);
  const foremanLoads = loadsOf(foreman);

  // The office has the docket open.
  const desk = await otherPhone(browser, baseURL);
  const office = desk.page;
  await signInAs(office, world.office);
  await office.goto(`/timesheets/${id}/preview`);
  await expect(office.getByRole('heading', { name: 'Daily Docket' })).toBeVisible();
  await expect(office.getByRole('heading', { name: 'Approved' })).toHaveCount(0);
  const officeLoads = loadsOf(office);

  // The worker sends it to Megan Lee from the docket's page.
  await signInAs(page, world.worker);
  await page.goto(`/timesheets/${id}/preview`);
  await expect(page.getByRole('heading', { name: 'Daily Docket' })).toBeVisible();
  const workerLoads = loadsOf(page);
  await page.getByRole('combobox', { name: 'Foreman' }).click();
  await page.getByRole('option', { name: /Megan Lee/ }).click();
  await expect(toast(page, 'Foreman assigned successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Send Approval Email' }).click();
  await expect(toast(page, 'Email sent to foreman')).toBeVisible();

  // On the foreman's list within 2 s, with no refresh.
  await expect(review).toHaveCount(1, { timeout: LIVE_MS });
  expect(foremanLoads()).toBe(0);

  // The foreman approves it.
  await review.click();
  await expect(foreman.getByRole('heading', { name: 'Approve Docket' })).toBeVisible();
  const chooser = foreman.getByRole('combobox', { name: 'Your name' });
  if (await chooser.isVisible()) {
    await chooser.click();
    await foreman.getByRole('option', { name: /Megan Lee/ }).click();
  }
  await drawSignature(foreman, /Foreman signature/);
  await foreman.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toast(foreman, 'Timesheet approved successfully')).toBeVisible();

  // Approved on the worker's and the office's screens within 2 s, neither reloaded.
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible({ timeout: LIVE_MS });
  await expect(office.getByRole('heading', { name: 'Approved' })).toBeVisible({ timeout: LIVE_MS });
  expect(workerLoads()).toBe(0);
  expect(officeLoads()).toBe(0);

  await phone.context.close();
  await desk.context.close();
});
