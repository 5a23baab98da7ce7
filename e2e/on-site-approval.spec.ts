import { expect, test } from './support/fixtures';
import { todayIn } from '../src/shared/dates';
import { createDocket, sendForApproval } from './support/world-dockets';
import { drawSignature } from './support/signature';

/**
 * On site (issue 6): a foreman with no account types the project code on the foreman dashboard,
 * reviews a pending docket and approves it with a drawn signature.
 */
test('a foreman approves a pending docket on site with the project code', async ({ page, world }) => {
  const draft = await createDocket(world, { project: 'stormwater', date: todayIn('Australia/Sydney') });
  await sendForApproval(world, draft.id);
  const { code } = world.projects.stormwater;

  await page.goto('/foreman-dashboard');
  await page.getByLabel('Project code').fill(code);
  await page.getByRole('button', { name: 'Access Project' }).click();
  await page.getByRole('button', { name: /^Review Pending Dockets \(\d+\)$/ }).click();
  await expect(page).toHaveURL('/foreman-timesheets');

  await page
    .getByRole('link', { name: /^Review & Approve/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/timesheet-preview\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Approve Docket' })).toBeVisible();
  const approve = page.getByRole('button', { name: 'Approve', exact: true });
  await expect(approve).toBeDisabled();
  await drawSignature(page, /Foreman signature/);
  await approve.click();
  await expect(page.getByRole('img', { name: /^Signature of / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible();
});
