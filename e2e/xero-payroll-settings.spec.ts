import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { expectNoClippedButtons, WIDTHS } from './support/layout';
import { shoot, toast } from './support/ui';
import { signInAs } from './support/world';
import { connectThroughSimulatedXero, useXero } from './support/xero';

const calendars = (page: Page) => page.getByRole('list', { name: 'Pay calendars' });
const mappings = (page: Page) => page.getByRole('list', { name: 'User Xero mappings' });

/** Opens the mapping dialog for `name`, picks `employee` and saves. */
async function mapUser(page: Page, name: string, employee: string) {
  await mappings(page)
    .getByRole('button', { name: `Map ${name} to a Xero employee` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Map User to Xero Employee' });
  await dialog.getByRole('combobox', { name: 'Xero employee' }).click();
  await page.getByRole('option', { name: employee, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Mapping' }).click();
  await expect(toast(page, 'User mapped')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(mappings(page).getByRole('listitem', { name })).toContainText(`Mapped: ${employee}`);
}

test.describe('Settings → Xero, payroll (spec 002 §2 Xero tab, §4, §5, §8)', () => {
  test('an admin syncs pay calendars, sets one active, saves earnings rates and maps users to Xero employees', async ({
    page,
    world,
  }) => {
    test.setTimeout(180_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await useXero(world);
    await signInAs(page, world.admin);
    await connectThroughSimulatedXero(page);

    // Before a sync: no calendars, everyone Not Mapped.
    await expect(page.getByText('No pay calendars yet.')).toBeVisible();
    await expect(mappings(page).getByRole('listitem', { name: world.worker.name })).toContainText(
      'Not Mapped',
    );

    // Pay Cycle Configuration: sync, then one calendar active at a time.
    await page.getByRole('button', { name: 'Sync Pay Calendars' }).click();
    await expect(toast(page, 'Pay calendars synced')).toBeVisible();
    await expect(
      page.getByText(/^2 pay calendars and \d+ pay cycles in the next 12 months\.$/),
    ).toBeVisible();
    await expect(calendars(page).getByRole('listitem')).toHaveCount(2);
    const weekly = calendars(page).getByRole('listitem', { name: 'Weekly' });
    await expect(weekly).toContainText('Period start:');
    await expect(weekly).toContainText('Payment date:');
    await weekly.getByRole('button', { name: 'Set Weekly Active' }).click();
    await expect(toast(page, 'Active pay calendar changed')).toBeVisible();
    await expect(weekly.getByText('Active', { exact: true })).toBeVisible();
    await expect(weekly.getByRole('button')).toHaveCount(0);
    const fortnightly = calendars(page).getByRole('listitem', { name: 'Fortnightly' });
    await expect(fortnightly.getByRole('button', { name: 'Set Fortnightly Active' })).toBeVisible();

    // The four fields are required, word for word.
    const ordinaryName = page.getByRole('textbox', { name: 'Ordinary Hours Earnings Rate Name' });
    await page.getByRole('button', { name: 'Save Payroll Settings' }).click();
    await expect(page.getByText('Ordinary hours earnings rate ID is required')).toBeVisible();
    await expect(page.getByText('Ordinary hours earnings rate name is required')).toBeVisible();
    await expect(page.getByText('Overtime hours earnings rate ID is required')).toBeVisible();
    await expect(page.getByText('Overtime hours earnings rate name is required')).toBeVisible();

    // View Earnings Rates: Copy ID, and Save an ordinary and an overtime rate.
    await page.getByRole('button', { name: 'View Earnings Rates' }).click();
    const rates = page.getByRole('dialog', { name: 'Earnings Rates' });
    const ordinary = rates.getByRole('listitem', { name: 'Ordinary Hours' });
    await expect(ordinary).toContainText('ORDINARYTIMEEARNINGS');
    await expect(ordinary).toContainText('RATEPERUNIT');
    await ordinary.getByRole('button', { name: 'Copy ID of Ordinary Hours' }).click();
    await expect(toast(page, 'ID copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await expect(ordinary.locator('code')).toHaveText(copied);
    await ordinary.getByRole('button', { name: 'Save Ordinary Hours as the ordinary hours rate' }).click();
    await expect(toast(page, 'Earnings rate saved')).toBeVisible();
    await expect(ordinary.getByText('Ordinary rate')).toBeVisible();
    const overtime = rates.getByRole('listitem', { name: 'Overtime Hours (x1.5)' });
    await overtime
      .getByRole('button', { name: 'Save Overtime Hours (x1.5) as the overtime hours rate' })
      .click();
    await expect(overtime.getByText('Overtime rate')).toBeVisible();
    await expect(rates.getByRole('listitem', { name: 'Public Holiday Not Worked' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoClippedButtons(page, `View Earnings Rates at ${width}px`, rates);
    }
    await shoot(page, 'xero-payroll-earnings-rates', rates);
    await rates.getByRole('button', { name: 'Close' }).click();
    await expect(rates).toHaveCount(0);

    // The panel shows what was saved; a change is saved with Save.
    await expect(ordinaryName).toHaveValue('Ordinary Hours');
    await expect(page.getByRole('textbox', { name: 'Ordinary Hours Earnings Rate ID' })).toHaveValue(copied);
    await expect(page.getByRole('textbox', { name: 'Overtime Hours Earnings Rate Name' })).toHaveValue(
      'Overtime Hours (x1.5)',
    );
    await ordinaryName.fill('');
    await page.getByRole('button', { name: 'Save Payroll Settings' }).click();
    await expect(page.getByText('Ordinary hours earnings rate name is required')).toBeVisible();
    await ordinaryName.fill('Ordinary Hours (site)');
    await page.getByRole('button', { name: 'Save Payroll Settings' }).click();
    await expect(toast(page, 'Payroll settings saved')).toBeVisible();

    // User Xero ID Mapping: two users mapped, one remapped.
    await mapUser(page, world.worker.name, 'Liam Nguyen');
    await mapUser(page, world.office.name, 'Olivia Brown');
    await mappings(page)
      .getByRole('button', { name: `Map ${world.worker.name} to a Xero employee` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Map User to Xero Employee' });
    await dialog.getByRole('combobox', { name: 'Xero employee' }).click();
    // Olivia is taken by the office user: offered, but not to choose.
    await expect(
      page.getByRole('option', { name: `Olivia Brown (mapped to ${world.office.name})` }),
    ).toBeDisabled();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await mapUser(page, world.worker.name, 'Noah Wilson');
    await expect(mappings(page).getByRole('listitem', { name: world.office.name })).toContainText(
      'Mapped: Olivia Brown',
    );
    await expect(mappings(page).getByRole('listitem', { name: world.admin.name })).toContainText(
      'Not Mapped',
    );

    // After a reload, all of it is still there.
    await page.reload();
    await expect(calendars(page).getByRole('listitem', { name: 'Weekly' })).toContainText('Active');
    await expect(ordinaryName).toHaveValue('Ordinary Hours (site)');
    await expect(mappings(page).getByRole('listitem', { name: world.worker.name })).toContainText(
      'Mapped: Noah Wilson',
    );
    // A leaver keeps their mapping, listed apart, so their last hours can still be paid (issue 29).
    const off = await page.request.post(`/api/users/${world.office.id}/deactivate`, {
      headers: { Authorization: `Bearer ${world.admin.token}` },
    });
    expect(off.status()).toBe(200);
    await page.reload();
    const leavers = page.getByRole('list', { name: "Deactivated people's Xero mappings" });
    await expect(leavers.getByRole('listitem', { name: world.office.name })).toContainText(
      'Mapped: Olivia Brown',
    );
    await expect(mappings(page).getByRole('listitem', { name: world.office.name })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoClippedButtons(page, `Settings → Xero payroll at ${width}px`, page.locator('main'));
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'xero-payroll-settings');
    await mappings(page)
      .getByRole('button', { name: `Map ${world.worker.name} to a Xero employee` })
      .click();
    await shoot(
      page,
      'xero-payroll-map-dialog',
      page.getByRole('dialog', { name: 'Map User to Xero Employee' }),
    );
  });
});
