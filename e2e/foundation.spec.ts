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

  test('a signed-in route sends a visitor without a session to sign in', async ({ page }) => {
    await page.goto('/projects');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a route with parameters resolves to its own screen, not Page Not Found', async ({ page }) => {
    await page.goto('/signup/invite/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Invalid invitation link', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });
});
