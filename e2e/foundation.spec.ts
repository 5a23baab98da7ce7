import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

test.describe('web foundation on a phone (390×844)', () => {
  test('the landing page renders with its sign-in and sign-up links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    await expect(page).toHaveTitle('SiteDockets');
  });

  test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a signed-in route not built yet shows its not-available card', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'This screen is not available yet' })).toBeVisible();
    await expect(page.getByText('The Projects screen is still under construction.')).toBeVisible();
    await expect(page).toHaveTitle('Projects · SiteDockets');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });

  test('a route with parameters resolves to its own screen, not Page Not Found', async ({ page }) => {
    await page.goto('/timesheets/42/edit');
    await expect(page.getByText('The Edit Docket screen is still under construction.')).toBeVisible();
    await page.goto('/timesheets/create');
    await expect(page.getByText('The New Docket screen is still under construction.')).toBeVisible();
  });
});
