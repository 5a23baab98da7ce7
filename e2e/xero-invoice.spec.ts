import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { createXeroInvoice, onPhoneAndDesktop, openCombinedInvoice } from './support/invoices';
import { shoot, toast } from './support/ui';
import { createDocket, weekdays } from './support/world-dockets';
import { signInAs, type World } from './support/world';
import { connectThroughSimulatedXero, useXero, xeroConnection } from './support/xero';

/**
 * A Xero invoice (002 §2 'Create-invoice dialog', §5 'Accounting invoice', §7): the admin connects
 * to the simulated Xero, syncs its tax codes, ticks two approved townhouse dockets and sends them
 * to Xero as one draft invoice on a demo contact; the dockets show Invoiced with Xero's number and
 * /admin/xero-logs lists the calls.
 *
 * Each docket: finisher 07:00–15:30 less 30 min = 8 h × $92.00 = $736.00 + GST $73.60 (OUTPUT, 10%).
 * Two: subtotal $1,472.00, GST $147.20, total $1,619.20.
 */
async function twoApprovedDockets(world: World) {
  const [monday, tuesday] = weekdays(1);
  const first = await createDocket(world, { project: 'townhouses', date: monday!, status: 'approved' });
  const second = await createDocket(world, { project: 'townhouses', date: tuesday!, status: 'approved' });
  return [first.id, second.id];
}

async function syncTaxCodes(page: Page) {
  const xero = xeroConnection(page);
  await xero.getByRole('button', { name: 'Sync Tax Codes' }).click();
  await expect(toast(page, 'Tax codes synced')).toBeVisible({ timeout: 10_000 });
  const codes = xero.getByRole('list', { name: 'Tax codes' });
  await expect(codes.getByText('OUTPUT', { exact: true })).toBeVisible();
  await expect(codes.getByText('EXEMPTOUTPUT', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'xero-tax-codes', codes);
}

async function openDialog(page: Page, ids: number[]) {
  await openCombinedInvoice(page, ids);
  const dialog = page.getByRole('dialog', { name: 'Create Xero Invoice' });
  await expect(dialog.getByText('$1,619.20')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('$1,472.00')).toBeVisible();
  await expect(dialog.getByText('$147.20', { exact: true })).toBeVisible();
  return dialog;
}

async function journey(page: Page, world: World) {
  test.setTimeout(150_000);
  await useXero(world);
  const ids = await twoApprovedDockets(world);
  await signInAs(page, world.admin);
  await connectThroughSimulatedXero(page);
  await syncTaxCodes(page);

  const dialog = await openDialog(page, ids);
  // Contact search starts at 2 characters.
  const contact = dialog.getByRole('textbox', { name: 'Contact', exact: true });
  // The townhouses' client is no Xero contact (issue 29): nothing is prefilled, and the dialog says so.
  await expect(dialog.getByText('Aria Developments was not found in Xero.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add Aria Developments' })).toBeVisible();
  await expect(contact).toHaveValue('');
  await expect(dialog.getByText('Type at least 2 characters to search Xero contacts')).toBeVisible();
  await contact.fill('h');
  await expect(dialog.getByText('Type at least 2 characters to search Xero contacts')).toBeVisible();
  await contact.fill('Harb');
  const results = dialog.getByRole('list', { name: 'Xero contacts' });
  await results.getByRole('button', { name: /Harbourside Builders/ }).click();
  await expect(contact).toHaveValue('Harbourside Builders');
  await expect(dialog.getByText('Xero contact', { exact: true })).toBeVisible();
  await dialog.getByLabel('Reference').fill('Townhouses stage 2');
  await expect(dialog.getByText('Type at least 2 characters')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'xero-invoice-dialog', dialog);

  const number = await createXeroInvoice(page, dialog);
  // Both dockets' PDFs are attached to the invoice in Xero (issue 29).
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(/2 docket PDFs attached$/),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Invoiced · ${number}`)).toHaveCount(2);
  await shoot(page, 'xero-invoice-invoiced');

  // Every call to Xero is logged.
  await page.goto('/admin/xero-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Xero API Logs' })).toBeVisible();
  for (const operation of ['getTaxRates', 'getContacts', 'createInvoice'])
    await expect(page.getByText(operation).filter({ visible: true }).first()).toBeVisible({
      timeout: 10_000,
    });
  await shoot(page, 'xero-invoice-logs');
}

onPhoneAndDesktop('an admin sends two approved dockets to Xero as one invoice', journey);

test.describe('a company on Xero that has not synced tax codes', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  test('is asked to sync them in the dialog, then invoices a contact typed by name', async ({
    page,
    world,
  }) => {
    test.setTimeout(120_000);
    await useXero(world);
    const [monday] = weekdays(1);
    const docket = await createDocket(world, { project: 'townhouses', date: monday!, status: 'approved' });
    await signInAs(page, world.office);
    await connectThroughSimulatedXero(page);

    await page.goto('/invoices');
    await page.getByRole('button', { name: `Create invoice for docket #${docket.id}` }).click();
    const required = page.getByRole('dialog', { name: 'Sync Tax Codes Required' });
    await expect(required).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-invoice-sync-required', required);
    await required.getByRole('button', { name: 'Sync Tax Codes' }).click();
    await expect(toast(page, 'Tax codes synced')).toBeVisible({ timeout: 10_000 });
    await expect(required).toHaveCount(0);

    const dialog = page.getByRole('dialog', { name: 'Create Xero Invoice' });
    await expect(dialog.getByText('$809.60')).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByRole('combobox', { name: /^Tax rate for Concrete Finisher/ })).toHaveText(
      'GST on Income (10%)',
    );
    // A name no Xero contact has: Xero makes a contact of it.
    const name = `Lot 9 Homes ${world.tag}`;
    await dialog.getByRole('textbox', { name: 'Contact', exact: true }).fill(name);
    await expect(dialog.getByText('No Xero contact matches', { exact: false })).toBeVisible({
      timeout: 10_000,
    });
    await dialog.getByRole('button', { name: 'Create Xero Invoice' }).click();
    await expect(
      page
        .getByRole('region', { name: /Notifications/, includeHidden: true })
        .getByText(/^Xero invoice INV-\d+ created$/),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^Invoiced · INV-\d+$/)).toHaveCount(1);

    // Never bill twice (issue 29): a docket on a Xero invoice cannot be un-invoiced here.
    const number = (await page.getByText(/^Invoiced · INV-\d+$/).textContent())!.replace('Invoiced · ', '');
    await page.goto('/admin/invoicing');
    const row = page.getByRole('article').filter({ hasText: `On Xero invoice ${number}` });
    await expect(row).toContainText(
      `On Xero invoice ${number}: void or credit it in Xero first to change it`,
    );
    await expect(row.getByRole('button', { name: /Un-invoice/ })).toHaveCount(0);
    const refused = await page.request.patch(`/api/timesheets/${docket.id}/invoice`, {
      headers: { Authorization: `Bearer ${world.office.token}` },
      data: { invoiced: false },
    });
    expect(refused.status()).toBe(409);
  });
});
