import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot, toast } from './support/ui';
import { createDocket, weekdays } from './support/world-dockets';
import { signInAs } from './support/world';

/**
 * The invoice number prefix (issue 29): the office sets it in Settings → Company Info (Xero's INV-
 * is refused with the reason), makes one of the product's own invoices and sees it numbered with
 * the prefix; voids it, and the docket's preview shows that number as voided, not as its invoice.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('office sets the prefix, invoices a docket with it, voids it and sees the number voided', async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const docket = await createDocket(world, {
    project: 'townhouses',
    date: weekdays(1)[0]!,
    status: 'approved',
  });
  await signInAs(page, world.office);

  await page.goto('/settings?tab=company');
  const form = page.getByRole('form', { name: 'Company information' });
  const prefix = form.getByLabel('Invoice Number Prefix');
  await expect(prefix).toHaveValue('SD-');
  await expect(form.getByText(/keeps them apart from Xero’s INV- numbers/)).toBeVisible();
  await prefix.fill('INV-');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    form.getByText("This prefix would clash with Xero's INV- invoice numbers: choose another, e.g. SD-"),
  ).toBeVisible();
  await prefix.fill('HC/');
  await expect(form.getByText(/^Your invoice numbers look like HC\/0001\./)).toBeVisible();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Company updated')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'invoice-prefix-settings', prefix);

  await page.goto('/invoices');
  await page.getByRole('button', { name: `Create invoice for docket #${docket.id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Invoice' });
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveText('Aria Developments', {
    timeout: 10_000,
  });
  await dialog.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, 'Invoice HC/0001 created')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Invoiced · HC/0001')).toHaveCount(1);

  const row = page
    .getByRole('region', { name: 'Invoices', exact: true })
    .getByLabel('HC/0001', { exact: true });
  await row.getByRole('button', { name: 'Void HC/0001' }).click();
  await page
    .getByRole('alertdialog', { name: 'Void HC/0001?' })
    .getByRole('button', { name: 'Void Invoice' })
    .click();
  await expect(toast(page, 'HC/0001 voided')).toBeVisible();
  await expect(page.getByText('Invoiced · HC/0001')).toHaveCount(0);

  await page.goto(`/timesheets/${docket.id}/preview`);
  const timeline = page.getByRole('list', { name: 'Docket events' });
  await expect(timeline.getByText('Invoice HC/0001 (voided)', { exact: true })).toBeVisible({
    timeout: 10_000,
  });
  await expect(timeline.getByText('Invoice HC/0001 was voided', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Invoice HC/0001', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'invoice-prefix-voided-timeline', timeline);
});
