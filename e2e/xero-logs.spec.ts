import type { Page } from '@playwright/test';
import { signInAs, type Person } from './support/world';
import { connectThroughSimulatedXero, useXero } from './support/xero';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot, toast } from './support/ui';

async function openAs(page: Page, person: Person, path: string): Promise<void> {
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(person.token)})`);
  await page.goto(path);
}

const FILTERS = [
  'All Calls',
  'Successful Only',
  'Errors Only',
  'OAuth/Tokens',
  'Employee APIs',
  'Invoice APIs',
];

test.describe('Xero API logs and debug dashboard (spec 002 §2)', () => {
  test('a company with no Xero calls: counters at zero, every filter empty, nothing to clear', async ({
    page,
    world,
  }) => {
    await openAs(page, world.admin, '/admin/xero-logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Xero API Logs' })).toBeVisible();
    const counts = page.getByRole('region', { name: 'Call counts' });
    for (const label of ['Total Calls', 'Successful', 'Errors', 'Avg Response Time']) {
      await expect(counts.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(counts.getByText('0ms')).toBeVisible();
    await expect(page.getByText('No API logs found for the selected filter.')).toBeVisible();
    await expect(page.getByText('Showing 0 of 0 API calls')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-logs-empty');
    for (const name of FILTERS) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('No API logs found for the selected filter.')).toBeVisible();
    }

    await page.goto('/admin/xero-debug');
    await expect(page.getByRole('heading', { level: 1, name: 'Xero Debug' })).toBeVisible();
    await expect(page.getByText('Not Connected', { exact: true })).toBeVisible();
    for (const setting of ['Client ID', 'Client Secret', 'Redirect URI']) {
      await expect(page.getByRole('term').filter({ hasText: setting })).toBeVisible();
    }
    // The e2e server runs the simulated Xero (no XERO_CLIENT_ID set): its app is configured.
    await expect(page.getByText('Missing', { exact: true })).toHaveCount(0);
    // Present-or-missing only: no value of the app's settings is on the page.
    await expect(page.getByText('Set', { exact: true })).toHaveCount(3);
    await expect(page.getByText(/\/auth\/xero\/callback/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start Xero Authentication' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-debug-status');
    // Signed out in another tab: no stored login token, nothing starts (002 §5).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.getByRole('button', { name: 'Start Xero Authentication' }).click();
    await expect(toast(page, 'No authentication token found')).toBeVisible();
    await page.evaluate((kept) => localStorage.setItem('token', kept ?? ''), token);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast(page, 'No authentication token found')).toBeHidden();

    await page.getByRole('tab', { name: 'API Logs' }).click();
    await expect(
      page.getByText('No API calls logged yet. Try starting the Xero authentication flow.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Errors Only' }).click();
    await expect(page.getByRole('button', { name: 'Show All' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Clear Logs' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear Logs' });
    await confirm.getByRole('button', { name: 'Clear Logs' }).click();
    await expect(toast(page, 'Logs cleared')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-debug-logs');

    await page.getByRole('tab', { name: 'Statistics' }).click();
    for (const label of ['Total API Calls', 'Successful Calls', 'Failed Calls', 'Avg Response Time']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Refresh All' }).click();
    await expect(page.getByRole('button', { name: 'Refresh All' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-debug-stats');
  });

  test('after connecting through the simulated Xero: the calls listed, their details without tokens, the debug page', async ({
    page,
    world,
  }) => {
    test.setTimeout(120_000);
    await useXero(world);
    await signInAs(page, world.admin);
    await connectThroughSimulatedXero(page);

    // The sign-in made two calls: the code exchanged for tokens, then the organisations listed. The
    // simulated organisation is every journey's: a webhook from another journey's payment may be
    // logged here too, so the two are counted under OAuth/Tokens (below).
    await page.goto('/admin/xero-logs');
    const calls = page.getByRole('region', { name: 'Calls' });
    const row = (operation: string) =>
      calls
        .locator('tr, li')
        .filter({ has: page.getByText(operation, { exact: true }) })
        .filter({ visible: true });
    await expect(row('exchangeCode').getByText('POST', { exact: true })).toBeVisible();
    await expect(row('exchangeCode').getByText('200', { exact: true })).toBeVisible();
    await expect(row('exchangeCode').getByText(world.admin.name)).toBeVisible();
    await expect(row('listConnections').getByText('GET', { exact: true })).toHaveClass(/blue/);
    await page.getByRole('button', { name: 'OAuth/Tokens', exact: true }).click();
    await expect(page.getByText('Showing 2 of 2 API calls')).toBeVisible();
    await page.getByRole('button', { name: 'Errors Only', exact: true }).click();
    await expect(page.getByText('No API logs found for the selected filter.')).toBeVisible();
    await page.getByRole('button', { name: 'All Calls', exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-logs-table');

    // The token reply is kept for the record without its tokens.
    await row('exchangeCode').getByRole('button', { name: 'View Details: exchangeCode' }).click();
    const dialog = page.getByRole('dialog', { name: 'exchangeCode' });
    await expect(dialog.getByText(/^200\b/).first()).toBeVisible();
    for (const label of ['Log ID', 'Timestamp', 'Token info']) {
      await expect(dialog.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(dialog.getByRole('heading', { name: 'Response', exact: true })).toBeVisible();
    await expect(dialog).toContainText('"token_type": "Bearer"');
    await expect(dialog).not.toContainText('access_token');
    await expect(dialog).not.toContainText('refresh_token');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-logs-details');
    await page.keyboard.press('Escape');

    // The debug page: connected, its API Logs and Statistics read the same calls.
    await page.goto('/admin/xero-debug');
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.getByText('Organisation: Demo Company (AU)')).toBeVisible();
    await page.getByRole('tab', { name: 'API Logs' }).click();
    const list = page.getByRole('list', { name: 'Logged calls' });
    await expect(list.getByRole('listitem').filter({ hasText: 'exchangeCode' })).toBeVisible();
    await shoot(page, 'xero-debug-logs-list');
    await page.getByRole('tab', { name: 'Statistics' }).click();
    const operations = page.getByRole('region', { name: 'Operations' });
    await expect(operations.getByRole('row', { name: /exchangeCode 1 0/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-debug-stats-filled');
  });

  test('workers and foremen are refused both screens', async ({ page, world }) => {
    await openAs(page, world.worker, '/admin/xero-logs');
    await expect(
      page.getByText('Only administrators and office staff can view Xero API logs.'),
    ).toBeVisible();
    await page.goto('/admin/xero-debug');
    await expect(
      page.getByText('Only administrators and office staff can use the Xero debug dashboard.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh All' })).toHaveCount(0);
    await shoot(page, 'xero-debug-denied');
  });
});
