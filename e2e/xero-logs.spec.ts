import type { Page, Route } from '@playwright/test';
import type { Person } from './support/world';
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

/** Three calls as GET /api/xero-api-logs and /api/xero/logs reply with them. */
function sampleCalls(admin: Person) {
  const now = Date.now();
  const call = (id: number, over: Record<string, unknown>) => ({
    id,
    operation: 'getContacts',
    method: 'GET',
    endpoint: '/api.xro/2.0/Contacts',
    success: true,
    statusCode: 200,
    statusText: 'OK',
    durationMs: 420,
    error: null,
    query: { searchTerm: 'Kelly' },
    requestBody: null,
    responseBody: { Contacts: [{ Name: 'Kelly Plumbing' }] },
    tokenInfo: { hasAccessToken: true, isExpired: false, expiresAt: null, refreshed: false },
    userId: admin.id,
    userName: admin.name,
    createdAt: new Date(now - 5 * 60_000).toISOString(),
    ...over,
  });
  return [
    call(3, {
      operation: 'createInvoice',
      method: 'PUT',
      endpoint: '/api.xro/2.0/Invoices',
      statusCode: 400,
      statusText: 'Bad Request',
      success: false,
      durationMs: 6200,
      error: 'ValidationException: A Contact must be specified',
      userId: 99999,
      userName: null,
      createdAt: new Date(now - 30_000).toISOString(),
    }),
    call(2, {
      operation: 'refreshToken',
      method: 'POST',
      endpoint: '/connect/token',
      durationMs: 2400,
      tokenInfo: { hasAccessToken: true, isExpired: true, expiresAt: null, refreshed: true },
      userId: null,
      userName: null,
    }),
    call(1, {}),
  ];
}

const reply = (body: unknown) => (route: Route) => route.fulfill({ json: body });
const STATS = {
  totalCalls: 7,
  successfulCalls: 6,
  failedCalls: 1,
  averageDurationMs: 1530,
  operations: [
    { operation: 'getContacts', calls: 5, failures: 0 },
    { operation: 'createInvoice', calls: 1, failures: 1 },
    { operation: 'refreshToken', calls: 1, failures: 0 },
  ],
  recentErrors: [] as unknown[],
};

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
    await expect(page.getByText(/\/auth\/xero\/callback$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Xero Authentication' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-debug-status');

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

  test('the table of calls: relative time, verb and duration colours, the caller, View Details', async ({
    page,
    world,
  }) => {
    // No Xero client makes calls yet, so the screen is shown the server's reply shape with three
    // calls; the server side of the same reply (filters, tenancy, redaction) is in the API tests.
    const logs = sampleCalls(world.admin);
    await page.route('**/api/xero-api-logs*', reply({ logs, total: 7 }));
    await page.route('**/api/xero/logs/stats', reply(STATS));
    await openAs(page, world.office, '/admin/xero-logs');
    await expect(page.getByRole('region', { name: 'Call counts' }).getByText('1.5s')).toBeVisible();
    await expect(page.getByText('Showing 3 of 7 API calls')).toBeVisible();
    const calls = page.getByRole('region', { name: 'Calls' });
    const row = (operation: string) =>
      calls
        .locator('tr, li')
        .filter({ has: page.getByText(operation, { exact: true }) })
        .filter({ visible: true });
    await expect(row('createInvoice').getByText('6.2s')).toHaveClass(/red/);
    await expect(row('createInvoice').getByText('User 99999')).toBeVisible();
    await expect(row('createInvoice').getByText('400 Bad Request')).toBeVisible();
    await expect(row('createInvoice').getByText('PUT', { exact: true })).toHaveClass(/orange/);
    await expect(row('refreshToken').getByText('2.4s')).toHaveClass(/yellow/);
    await expect(row('refreshToken').getByText('System')).toBeVisible();
    await expect(row('getContacts').getByText('420ms')).toHaveClass(/green/);
    await expect(row('getContacts').getByText(world.admin.name)).toBeVisible();
    await expect(row('getContacts').getByText('5 minutes ago')).toBeVisible();
    await expect(page.getByText('Load More')).toBeVisible();
    // The desktop table shows the same facts in its columns.
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = calls.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Time',
      'Operation',
      'Method',
      'Status',
      'Duration',
      'User',
      'Actions',
    ]);
    await expect(table.getByRole('row').filter({ hasText: 'createInvoice' })).toContainText('User 99999');
    await expect(table.getByRole('row').filter({ hasText: 'refreshToken' })).toContainText('System');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-logs-table');

    await row('createInvoice').getByRole('button', { name: 'View Details: createInvoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'createInvoice' });
    for (const text of [
      '400 Bad Request',
      '6.2s',
      'ValidationException: A Contact must be specified',
      'Token present',
      'Token valid',
    ]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    for (const label of ['Log ID', 'Timestamp', 'Error description', 'Token info']) {
      await expect(dialog.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    for (const heading of ['Query parameters', 'Request body', 'Response']) {
      await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('"searchTerm": "Kelly"')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-logs-details');
  });

  test('the debug page with calls: token badges, error text, request and response, statistics', async ({
    page,
    world,
  }) => {
    const logs = sampleCalls(world.admin);
    await page.route(/\/api\/xero\/logs\?/, reply({ logs }));
    await page.route('**/api/xero/logs/stats', reply({ ...STATS, recentErrors: [logs[0]] }));
    await page.route(
      '**/api/xero/status',
      reply({
        connected: true,
        tenantName: 'Demo Company (AU)',
        environment: {
          clientId: 'SIMULATED-CLIENT',
          clientSecret: true,
          redirectUri: 'http://localhost/auth/xero/callback',
        },
      }),
    );
    await openAs(page, world.admin, '/admin/xero-debug');
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.getByText('Organisation: Demo Company (AU)')).toBeVisible();
    await expect(page.getByText('SIMULATED-CLIENT')).toBeVisible();
    await expect(page.getByText('Set', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'API Logs' }).click();
    const list = page.getByRole('list', { name: 'Logged calls' });
    const refresh = list.getByRole('listitem').filter({ hasText: 'refreshToken' });
    await expect(refresh.getByText('Token present')).toBeVisible();
    await expect(refresh.getByText('Token expired')).toBeVisible();
    await expect(refresh.getByText('Refreshed')).toBeVisible();
    const failed = list.getByRole('listitem').filter({ hasText: 'createInvoice' });
    await expect(failed.getByText('ValidationException: A Contact must be specified')).toBeVisible();
    await failed.getByText('Request and response').click();
    await expect(failed.getByRole('heading', { name: 'Response', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-debug-logs-list');
    await page.getByRole('tab', { name: 'Statistics' }).click();
    const operations = page.getByRole('region', { name: 'Operations' });
    await expect(operations.getByRole('row', { name: /getContacts 5 0/ })).toBeVisible();
    await expect(page.getByText('ValidationException: A Contact must be specified')).toBeVisible();
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
