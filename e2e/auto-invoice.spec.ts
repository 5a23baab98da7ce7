import type { Page } from '@playwright/test';
import { AUTO_INVOICE_MODE_LABELS } from '../src/shared/xero/sync-schemas';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { onPhoneAndDesktop } from './support/invoices';
import { shoot, toast } from './support/ui';
import { createDocket, weekdays } from './support/world-dockets';
import { signInAs } from './support/world';
import { connectThroughSimulatedXero, useXero, xeroConnection } from './support/xero';

/** The client's 'Xero contact', picked from the search of the simulated Xero's contacts on Edit Client. */
async function mapClient(page: Page, client: string, contact: string) {
  await page.goto('/clients');
  await page.getByRole('button', { name: `Edit ${client}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await edit.getByRole('textbox', { name: 'Xero contact' }).fill(contact.slice(0, 9));
  await edit
    .getByRole('list', { name: 'Xero contacts' })
    .getByRole('button', { name: new RegExp(contact) })
    .click();
  await expect(edit.getByText(contact, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'client-xero-contact', edit);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
}

/** The invoice `label` ('SD-0001', 'INV-0007 (Xero)') in the Invoices list: a table row, or a card on a phone. */
const invoicesCard = (page: Page) => page.getByRole('region', { name: 'Invoices' }).first();
const listed = (page: Page, label: string) => invoicesCard(page).getByLabel(label, { exact: true });

/**
 * Automatic invoices and payments (issue 27): the admin connects the simulated Xero, syncs its tax
 * codes, gives Aria Developments its Xero contact, turns on one invoice per project and client each
 * week, and sends last week's now: last week's two approved townhouse dockets are invoiced in Xero
 * together. Paid in the simulated Xero's own invoices page, it shows Paid on /invoices (its webhook);
 * a part payment recorded on one of the product's own invoices shows Part paid and what is due.
 */
onPhoneAndDesktop("Automatic invoices: weekly, last week's sent now, and paid", async (page, world) => {
  test.setTimeout(120_000);
  await useXero(world);
  const [monday, tuesday, wednesday] = weekdays(1);
  for (const date of [monday!, tuesday!])
    await createDocket(world, { project: 'townhouses', date, status: 'approved' });
  // Wednesday's depot day (no client) goes on one of the product's own invoices: 8 h × $68.00 = $544.00 + $54.40 GST.
  const depot = await createDocket(world, { project: 'depot', date: wednesday!, status: 'approved' });
  const own = await world.api.call<{ number: string; total: string }>(
    'POST',
    `/api/companies/${world.company.id}/invoices`,
    { token: world.office.token, data: { timesheetIds: [depot.id], contactName: 'Yard works account' } },
  );
  await signInAs(page, world.admin);
  const simulator = await connectThroughSimulatedXero(page);
  await xeroConnection(page).getByRole('button', { name: 'Sync Tax Codes' }).click();
  await expect(toast(page, 'Tax codes synced')).toBeVisible({ timeout: 10_000 });
  await mapClient(page, 'Aria Developments', 'Harbourside Builders');

  await page.goto('/settings?tab=xero');
  const card = page.getByRole('form', { name: 'Automatic invoices' });
  await card.getByRole('radio', { name: AUTO_INVOICE_MODE_LABELS.weekly }).check();
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Automatic invoices saved')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'settings-automatic-invoices', card);
  await card.getByRole('button', { name: "Send last week's invoices now" }).click();
  await expect(toast(page, '1 invoice sent to Xero')).toBeVisible({ timeout: 20_000 });

  await page.goto('/invoices');
  await expect(page.getByText(/^Invoiced · INV-\d+$/)).toHaveCount(2, { timeout: 15_000 });
  const numbers = await page.getByText(/^Invoiced · INV-\d+$/).allTextContents();
  expect(new Set(numbers).size).toBe(1);
  const number = numbers[0]!.replace('Invoiced · ', '');
  await expect(listed(page, `${number} (Xero)`).getByText('Draft', { exact: true })).toBeVisible();

  // The office approves and is paid in Xero (the simulated Xero's own invoices page).
  await page.goto(`${simulator}/invoices-console`);
  await page
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('button', { name: 'Pay in full' })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(number) }).getByText('PAID')).toBeVisible();
  await page.goto('/invoices');
  // Xero's webhook tells the product, which reads the invoice from Xero: Paid, with the day.
  await expect(async () => {
    await page.reload();
    await expect(listed(page, `${number} (Xero)`).getByText(/^Paid \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });

  // A part payment on the product's own invoice.
  const ownRow = listed(page, own.number);
  await expect(ownRow.getByText('Awaiting payment', { exact: true })).toBeVisible();
  await ownRow.getByRole('button', { name: `Record payment on ${own.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment on ${own.number}` });
  expect(own.total).toBe('598.40');
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('598.40');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('300.00');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(ownRow.getByText('Part paid, $298.40 due', { exact: true })).toBeVisible();
  await shoot(page, 'invoices-paid-and-part-paid', invoicesCard(page));
});
