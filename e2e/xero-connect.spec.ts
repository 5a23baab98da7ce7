import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot, toast } from './support/ui';
import { signInAs, type World } from './support/world';

/** The journey's company keeps its books in Xero (Settings → Company Info), so the Xero tab shows. */
async function useXero(world: World): Promise<void> {
  const { company } = await world.api.call<{ company: Record<string, unknown> }>('GET', '/api/auth/me', {
    token: world.admin.token,
  });
  const { name, email, phone, address, defaultStartTime, defaultFinishTime, approvalDefault, timeZone, abn } =
    company;
  await world.api.call('PUT', `/api/companies/${world.company.id}`, {
    token: world.admin.token,
    data: {
      name,
      email,
      phone,
      address,
      defaultStartTime,
      defaultFinishTime,
      approvalDefault,
      timeZone,
      abn,
      accountingSoftware: 'xero',
    },
  });
}

const connection = (page: Page) => page.getByRole('region', { name: 'Xero' });

test.describe('connecting to Xero (spec 002 §2 Settings → Xero, §4 accounting connection, §8)', () => {
  test('an admin connects through the simulated Xero sign-in, sees the organisation, and disconnects', async ({
    page,
    world,
  }) => {
    test.setTimeout(120_000);
    await useXero(world);
    await signInAs(page, world.admin);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Xero' }).click();
    await expect(page).toHaveURL(/tab=xero/);
    await expect(connection(page).getByText('Not Connected')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-connect-not-connected');

    // Connect: the browser leaves for Xero's (simulated) sign-in page, with no login token in the address.
    await connection(page).getByRole('button', { name: 'Connect to Xero' }).click();
    await expect(page.getByText('Simulated Xero — no real Xero account is used')).toBeVisible();
    expect(page.url()).not.toContain(world.admin.token);
    await shoot(page, 'xero-connect-sign-in');
    await page.getByRole('button', { name: 'Allow access' }).click();

    // Back in Settings → Xero, connected to the demo organisation.
    await expect(page).toHaveURL(/\/settings\?tab=xero$/);
    await expect(toast(page, 'Connected to Xero')).toBeVisible();
    await expect(connection(page).getByText('Connected', { exact: true })).toBeVisible();
    await expect(connection(page).getByText('Demo Company (AU)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-connect-connected');

    // Disconnect, after a confirmation.
    await connection(page).getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disconnect from Xero?' });
    await shoot(page, 'xero-connect-confirm', confirm);
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await expect(toast(page, 'Disconnected from Xero')).toBeVisible();
    await expect(connection(page).getByText('Not Connected')).toBeVisible();
    await expect(connection(page).getByRole('button', { name: 'Connect to Xero' })).toBeVisible();
  });

  test('pressing Cancel on the Xero sign-in returns with Xero Connection Failed', async ({ page, world }) => {
    test.setTimeout(120_000);
    await useXero(world);
    await signInAs(page, world.office);
    await page.goto('/settings?tab=xero');
    await connection(page).getByRole('button', { name: 'Connect to Xero' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=xero$/);
    const notice = page.getByRole('alert').filter({ hasText: 'Xero Connection Failed' });
    await expect(notice).toContainText('Cancel was pressed');
    await expect(connection(page).getByText('Not Connected')).toBeVisible();
    await shoot(page, 'xero-connect-failed');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });
});
