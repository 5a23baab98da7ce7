import { changeCompany } from './support/company';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { onPhoneAndDesktop, openCombinedInvoice } from './support/invoices';
import { mailTo } from './support/mailbox';
import { shoot, toast } from './support/ui';
import { approveSigned, createDocket, sendForApproval, weekdays } from './support/world-dockets';
import { signInAs, type World } from './support/world';

/**
 * The product's own tax invoice (002 §2 'Create-invoice dialog', §4; DECISIONS 'Beyond the spec'):
 * the office ticks three signed stormwater dockets (Cumberland City Council) in combined mode and
 * makes one invoice; the dockets show Invoiced with its number; the PDF reads 'Tax Invoice' and the
 * total; the e-mail reaches the contact; voiding returns the dockets to Ready for Invoice.
 *
 * Each docket: labour 06:30–15:30 less 30 min = 8.5 h × $72.00 = $612.00 + GST $61.20. Three:
 * subtotal $1,836.00, GST $183.60, total $2,019.60.
 */
const TOTAL = '$2,019.60';

async function threeSignedDockets(world: World) {
  const ids: number[] = [];
  for (const [i, date] of weekdays(1).slice(0, 3).entries()) {
    const draft = await createDocket(world, { project: 'stormwater', date, notes: 'Pipe laying' });
    await sendForApproval(world, draft.id);
    ids.push((await approveSigned(world, draft.id, world.foremen.megan, i)).id);
  }
  return ids;
}

const invoiceDialog = (page: Page) => page.getByRole('dialog', { name: 'Create Invoice' });

/** The invoice row (table on a desktop, card on a phone) of the Invoices card. */
const invoiceRow = (page: Page, number: string) =>
  page.getByRole('region', { name: 'Invoices', exact: true }).getByLabel(number, { exact: true });

async function createFromThree(page: Page, world: World, ids: number[], address: string) {
  await openCombinedInvoice(page, ids);

  const dialog = invoiceDialog(page);
  await expect(dialog.getByText(TOTAL)).toBeVisible({ timeout: 10_000 });
  // The client defaults to the dockets' projects' client, the contact to its contact person.
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveText('Cumberland City Council');
  await expect(dialog.getByLabel('Contact Name')).toHaveValue('Megan Lee');
  // A contact of the client fills name and e-mail; the e-mail stays editable.
  await dialog.getByRole('combobox', { name: 'Contact' }).click();
  await page.getByRole('option', { name: /^Raj Patel/ }).click();
  await expect(dialog.getByLabel('Contact Name')).toHaveValue('Raj Patel');
  await expect(dialog.getByLabel('Contact Email')).toHaveValue('raj.patel@cumberland.example.gov.au');
  await dialog.getByLabel('Contact Email').fill(address);
  await dialog.getByLabel('Reference').fill('PO-4471');
  await expect(dialog.getByText('$1,836.00')).toBeVisible();
  await expect(dialog.getByText('$183.60', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'invoice-create-dialog', dialog);
  await shoot(page, 'invoice-create-totals', dialog.getByText('Total', { exact: true }));

  await dialog.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, 'Invoice SD-0001 created')).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toHaveCount(0);
}

async function journey(page: Page, world: World) {
  test.setTimeout(120_000);
  const ids = await threeSignedDockets(world);
  const address = `accounts-${world.tag}@example.com`;
  await signInAs(page, world.office);
  await createFromThree(page, world, ids, address);

  // The three dockets show Invoiced with the number; the Invoices card lists the invoice.
  await expect(page.getByText('Invoiced · SD-0001')).toHaveCount(3);
  const row = invoiceRow(page, 'SD-0001');
  await expect(row).toContainText('Cumberland City Council');
  await expect(row).toContainText(TOTAL);
  await expect(row).toContainText('Issued');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'invoice-issued-list', row);

  // The PDF: a tax invoice with the total.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download PDF of SD-0001' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('SD-0001.pdf');
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toContain('Tax Invoice');
  expect(text).toContain('2,019.60');

  // The CSV of its lines.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download CSV of SD-0001' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('SD-0001.csv');

  // E-mail: the address is the invoice's contact's, prefilled.
  await row.getByRole('button', { name: 'E-mail SD-0001' }).click();
  const email = page.getByRole('dialog', { name: 'E-mail SD-0001' });
  await expect(email.getByLabel('Email address')).toHaveValue(address);
  await email.getByRole('button', { name: 'Send Invoice' }).click();
  await expect(toast(page, 'Invoice SD-0001 sent')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => mailTo(address).map((m) => m.subject), { timeout: 10_000 })
    .toEqual([`Tax invoice SD-0001 from Harbourline Civil & Concrete ${world.tag}`]);
  expect(mailTo(address)[0]!.body).toContain('SD-0001.pdf');

  // Void: the dockets are ready to invoice again, the invoice keeps its number.
  await row.getByRole('button', { name: 'Void SD-0001' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Void SD-0001?' });
  await expect(confirm).toContainText('Its dockets return to Ready for Invoice.');
  await confirm.getByRole('button', { name: 'Void Invoice' }).click();
  await expect(toast(page, 'SD-0001 voided')).toBeVisible();
  await expect(row).toContainText('Void');
  await expect(page.getByText('Invoiced · SD-0001')).toHaveCount(0);
  await expect(page.getByText('Ready for Invoice', { exact: true })).toHaveCount(3);
  await shoot(page, 'invoice-voided', row);
}

onPhoneAndDesktop('an office invoices three signed dockets as one tax invoice', journey);

test.describe('a company on Xero without a connection', () => {
  test('sees Xero Not Connected and makes a SiteDockets invoice instead', async ({ page, world }) => {
    test.setTimeout(90_000);
    await changeCompany(world, { accountingSoftware: 'xero' });
    const [monday, tuesday] = weekdays(1);
    const taken = await createDocket(world, { project: 'townhouses', date: monday!, status: 'approved' });
    const docket = await createDocket(world, { project: 'townhouses', date: tuesday!, status: 'approved' });

    await signInAs(page, world.office);
    await page.goto('/invoices');
    await page.getByRole('button', { name: `Create invoice for docket #${taken.id}` }).click();
    const xero = page.getByRole('dialog', { name: 'Create Xero Invoice' });
    await expect(xero.getByText('Xero Not Connected')).toBeVisible();
    await expect(xero.getByRole('button', { name: 'Connect to Xero' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'invoice-xero-not-connected', xero);

    await xero.getByRole('button', { name: 'Create a SiteDockets invoice instead' }).click();
    const dialog = invoiceDialog(page);
    await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveText('Aria Developments', {
      timeout: 10_000,
    });
    // Finisher 07:00–15:30 less 30 min = 8 h × $92.00 = $736.00 + GST $73.60.
    await expect(dialog.getByText('$809.60')).toBeVisible();

    // Meanwhile the admin marks that docket invoiced: the refusal names it, the form keeps its text.
    await world.api.call('POST', '/api/admin/timesheets/mark-invoiced', {
      token: world.admin.token,
      data: { timesheetIds: [taken.id], invoiceNumber: 'PAPER-17' },
      status: 200,
    });
    await dialog.getByLabel('Reference').fill('Lot 3 footings');
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`Docket #${taken.id} is already invoiced (PAPER-17)`);
    await expect(dialog.getByLabel('Reference')).toHaveValue('Lot 3 footings');
    await shoot(page, 'invoice-refused', dialog.getByRole('alert'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The refusal took no number: the next invoice is SD-0001.
    await page.getByRole('button', { name: `Create invoice for docket #${docket.id}` }).click();
    await xero.getByRole('button', { name: 'Create a SiteDockets invoice instead' }).click();
    await expect(dialog.getByText('$809.60')).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(toast(page, 'Invoice SD-0001 created')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Invoiced · SD-0001')).toHaveCount(1);
  });
});
