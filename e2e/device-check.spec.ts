import type { Page } from '@playwright/test';
import { apiRegisterOwner } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { toast } from './support/ui';

/**
 * Issue 11 points 2 and 8: after a few failures from one phone, the next try needs a proof-of-work
 * the phone solves by itself; the right code or password then still gets in, with no lock-out.
 * Each test is its own client (fixtures: its own X-Forwarded-For), so no other journey is slowed.
 */
const CHECK = 'Too many attempts from this device';

async function projectCodeOfNewCompany(page: Page): Promise<string> {
  const { session } = await apiRegisterOwner(page.request);
  const reply = await page.request.post(`/api/companies/${session.user.companyId}/projects`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { name: 'Device Check Project' },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { code: string }).code;
}

/** Five wrong project codes (each refused), then the right one: the try that needs the check. */
async function mistypeThenEnter(page: Page, code: string) {
  await page.goto('/foreman-dashboard');
  const field = page.getByLabel('Project code');
  for (let i = 0; i < 5; i++) {
    await field.fill(`00000${i}`);
    await page.getByRole('button', { name: 'Access Project' }).click();
    await expect(toast(page, 'Invalid project code. Please check and try again.')).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
  }
  await field.fill(code);
  await page.getByRole('button', { name: 'Access Project' }).click();
}

test('a foreman who mistyped the code five times gets in with the right one after the device check', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const code = await projectCodeOfNewCompany(page);
  await mistypeThenEnter(page, code);
  await expect(page.getByRole('status').filter({ hasText: CHECK })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText('Device Check Project').first()).toBeVisible({ timeout: 20_000 });
});

test('failed sign-ins ask for the device check, and the right password still signs in', async ({ page }) => {
  test.setTimeout(60_000);
  const { username, password } = await apiRegisterOwner(page.request);
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Password', { exact: true }).fill(`wrong-${i}`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login failed')).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
  }
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('status').filter({ hasText: CHECK })).toBeVisible();
  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 });
});

test('over plain http on a LAN address the check says it cannot run and what to do', async ({ page }) => {
  test.setTimeout(60_000);
  // What a phone sees opening the server by its LAN address: no secure context, so no Web Crypto.
  await page.addInitScript(() => Object.defineProperty(window, 'isSecureContext', { get: () => false }));
  const code = await projectCodeOfNewCompany(page);
  await mistypeThenEnter(page, code);
  const alert = page.getByRole('alert').filter({ hasText: 'The device check cannot run on this connection' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Open SiteDockets over https');
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: CHECK })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
