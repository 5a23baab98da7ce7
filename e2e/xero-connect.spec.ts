import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot, toast } from './support/ui';
import { signInAs } from './support/world';
import { useXero, xeroConnection } from './support/xero';

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
    await expect(xeroConnection(page).getByText('Not Connected')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-connect-not-connected');

    // Connect: the browser leaves for Xero's (simulated) sign-in page, with no login token in the address.
    await xeroConnection(page).getByRole('button', { name: 'Connect to Xero' }).click();
    await expect(page.getByText('Simulated Xero — no real Xero account is used')).toBeVisible();
    expect(page.url()).not.toContain(world.admin.token);
    await shoot(page, 'xero-connect-sign-in');
    await page.getByRole('button', { name: 'Allow access' }).click();

    // Back in Settings → Xero, connected to the demo organisation.
    await expect(page).toHaveURL(/\/settings\?tab=xero$/);
    await expect(toast(page, 'Connected to Xero')).toBeVisible();
    await expect(xeroConnection(page).getByText('Connected', { exact: true })).toBeVisible();
    await expect(xeroConnection(page).getByText('Demo Company (AU)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-connect-connected');

    // Disconnect, after a confirmation.
    await xeroConnection(page).getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disconnect from Xero?' });
    await shoot(page, 'xero-connect-confirm', confirm);
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await expect(toast(page, 'Disconnected from Xero')).toBeVisible();
    await expect(xeroConnection(page).getByText('Not Connected')).toBeVisible();
    await expect(xeroConnection(page).getByRole('button', { name: 'Connect to Xero' })).toBeVisible();
  });

  test('pressing Cancel on the Xero sign-in returns with Xero Connection Failed', async ({ page, world }) => {
    test.setTimeout(120_000);
    await useXero(world);
    await signInAs(page, world.office);
    await page.goto('/settings?tab=xero');
    await xeroConnection(page).getByRole('button', { name: 'Connect to Xero' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=xero$/);
    const notice = page.getByRole('alert').filter({ hasText: 'Xero Connection Failed' });
    await expect(notice).toContainText('Cancel was pressed');
    await expect(xeroConnection(page).getByText('Not Connected')).toBeVisible();
    await shoot(page, 'xero-connect-failed');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });
});
