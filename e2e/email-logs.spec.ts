import type { Page } from '@playwright/test';
import type { Person } from './support/world';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot } from './support/ui';

const SUBJECT = 'Reset your SiteDockets password';

async function openLogsAs(page: Page, person: Person): Promise<void> {
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(person.token)})`);
  await page.goto('/admin/email-logs');
}

test.describe('e-mail logs (spec 002 §2)', () => {
  test("office finds the admin's reset e-mail with its link removed, filters the log and reads it", async ({
    page,
    world,
  }) => {
    const sent = await page.request.post('/api/auth/forgot-password', {
      data: { email: world.office.email },
    });
    expect(sent.status()).toBe(200);
    await openLogsAs(page, world.office);
    await expect(page.getByRole('heading', { level: 1, name: 'Email Logs' })).toBeVisible();
    const counts = page.getByRole('region', { name: 'E-mail counts' });
    for (const label of ['Total Emails', 'Successful', 'Failed']) {
      await expect(counts.getByText(label, { exact: true })).toBeVisible();
    }

    const entry = page.getByRole('article').filter({ hasText: SUBJECT }).first();
    await expect(entry).toBeVisible();
    await expect(entry.getByText('Success', { exact: true })).toBeVisible();
    await expect(entry.getByText('Password Reset')).toBeVisible();
    await expect(entry.getByText(world.office.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'logs');

    await page.getByRole('button', { name: 'Failed Only' }).click();
    await expect(page.getByRole('button', { name: 'Failed Only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article').filter({ hasText: SUBJECT })).toHaveCount(0);
    await page.getByRole('button', { name: 'Not delivered' }).click();
    await expect(page.getByRole('article').filter({ hasText: SUBJECT })).toHaveCount(0);
    await page.getByRole('button', { name: 'Successful Only' }).click();
    await expect(page.getByRole('article').filter({ hasText: SUBJECT }).first()).toBeVisible();
    await page.getByRole('button', { name: 'All Emails' }).click();

    // The reset link went to the mail server only: the log shows where it was, not what it was.
    await entry.getByRole('button', { name: /^Details/ }).click();
    const dialog = page.getByRole('dialog', { name: SUBJECT });
    await expect(dialog.getByText('Choose a new password: link removed', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /reset-password/ })).toHaveCount(0);
    await expect(dialog.getByText(/token=/)).toHaveCount(0);
    await expect(dialog.getByText(/^User #\d+$/)).toBeVisible();
    await expect(dialog.getByText('Request payload')).toBeVisible();
    await expect(dialog.getByText('Provider response')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'logs-details');
  });

  test('a worker is refused', async ({ page, world }) => {
    await openLogsAs(page, world.worker);
    await expect(
      page.getByText('Access Denied: Only administrators and office staff can view email logs.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Logs' })).toHaveCount(0);
    await shoot(page, 'logs-denied');
  });
});
