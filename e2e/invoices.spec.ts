import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { todayIn } from '../src/shared/dates';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { expectNoClippedButtons } from './support/layout';
import { toast } from './support/ui';
import { signInAs, type World } from './support/world';
import { createDocket, weekdays, type WorldDocket } from './support/world-dockets';

/**
 * /invoices (spec 002 §2 'Invoices screen', §4 'Docket invoicing' and 'Invoice selection', §9):
 * seven approved billable dockets of the journey's own company on two projects, one of them
 * already invoiced elsewhere.
 */

type Dockets = { townhouses: WorldDocket[]; depot: WorldDocket[]; invoiced: WorldDocket };

/** Four townhouses days (the first with formwork as well as finishing), three depot days. */
async function billableDockets(world: World): Promise<Dockets> {
  const finisher = {
    projectRateItemId: world.items.townhouses.labour.id,
    entryType: 'time' as const,
    startTime: '07:00',
    endTime: '15:30',
    breakMinutes: 30,
  };
  const formwork = {
    projectRateItemId: world.items.townhouses.formwork.id,
    entryType: 'qty' as const,
    quantity: '12.50',
  };
  const townhouses: WorldDocket[] = [];
  for (const [i, date] of weekdays(1).slice(0, 4).entries()) {
    const lineItems = i === 0 ? [finisher, formwork] : [finisher];
    townhouses.push(
      await createDocket(world, { project: 'townhouses', date, status: 'approved', lineItems }),
    );
  }
  const depot: WorldDocket[] = [];
  for (const date of weekdays(2).slice(0, 3))
    depot.push(await createDocket(world, { project: 'depot', date, status: 'approved' }));
  const invoiced = townhouses[3]!;
  await world.api.call('PATCH', `/api/timesheets/${invoiced.id}/invoice`, {
    token: world.admin.token,
    data: { invoiced: true, invoiceNumber: 'EXT-1001' },
  });
  return { townhouses, depot, invoiced };
}

/** A docket's table row (desktop) or card (phone), found by its number link. */
const docketAt = (page: Page, id: number, wide: boolean) =>
  page
    .getByRole(wide ? 'row' : 'listitem')
    .filter({ has: page.getByRole('link', { name: `Docket #${id}, open its preview` }) });

/** A screenshot for review at the test's own size when SHOTS_DIR is set (support/ui.ts `shoot` resizes). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()!.width}.png`) });
}

/** Nothing wider than the screen, no button cut off (a phone has no room to scroll sideways). */
async function expectFits(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width: ${where}`).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoClippedButtons(page, where);
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  const wide = size.width >= 1024;
  test.describe(`invoices screen at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size, isMobile: !wide, hasTouch: !wide });

    test('office filters, expands, loads more, exports a ZIP and edits an invoice status', async ({
      page,
      world,
    }) => {
      test.setTimeout(180_000);
      const dockets = await billableDockets(world);
      const [first, second] = dockets.townhouses;
      await signInAs(page, world.office);
      await page.goto('/invoices');
      await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
      await expect(page.getByText('Showing 5 of 7')).toBeVisible();
      await shot(page, 'invoices-list');

      // For invoice, then one project: the server filters (002 §2).
      await choose(page, 'Invoice Status', 'For Invoice');
      await expect(page.getByText('Showing 5 of 6')).toBeVisible();
      await choose(page, 'Project', /^Marrickville Townhouses/);
      await expect(page.getByText('Showing 3 of 3')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
      await expectFits(page, 'filtered by a project');
      const row = docketAt(page, first!.id, wide);
      await expect(row).toContainText('Ready for Invoice');
      await expect(row).toContainText('Aria Developments');

      // Its billing items: finishing 8 h × $92.00 and formwork 12.50 m² × $48.50, GST per line.
      await row.getByRole('button', { name: `Show billing items of docket #${first!.id}` }).click();
      const items = page.locator(`#docket-${first!.id}-items`);
      await expect(items.getByText('Concrete Finisher').filter({ visible: true })).toBeVisible();
      await expect(items.getByText('Formwork').filter({ visible: true })).toBeVisible();
      await expect(items.getByText('$606.25').filter({ visible: true })).toBeVisible();
      await expect(row).toContainText('$1,476.48');
      await shot(page, 'invoices-expanded');

      // All dockets again: 5 shown, Load More fetches the other 2 and keeps the first 5.
      await choose(page, 'Project', 'All projects');
      await choose(page, 'Invoice Status', 'All');
      await expect(page.getByText('Showing 5 of 7')).toBeVisible();
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(page.getByText('Showing 7 of 7')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
      const invoicedRow = docketAt(page, dockets.invoiced.id, wide);
      await expect(invoicedRow).toContainText('Invoiced · EXT-1001');

      // Combined-invoice mode ticks only uninvoiced dockets; its button and a docket's own
      // 'Create invoice' open the create-invoice dialog (its journey: e2e/invoice-create.spec.ts).
      const createDialog = page.getByRole('dialog', { name: /^Create (Xero )?Invoice$/ });
      await page.getByRole('button', { name: 'Combined Invoice' }).click();
      await expect(invoicedRow.getByRole('checkbox')).toBeDisabled();
      await docketAt(page, first!.id, wide).getByRole('checkbox').check();
      const combined = page.getByRole('region', { name: 'Combined invoice' });
      await expect(combined).toContainText('Total $1,476.48');
      await combined.getByRole('button', { name: 'Create Invoice (1)' }).click();
      await expect(createDialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(createDialog).toHaveCount(0);
      await page.getByRole('button', { name: 'Combined Invoice' }).click();
      await expect(combined).toHaveCount(0);
      await expect(invoicedRow.getByRole('button', { name: /^Create invoice for/ })).toHaveCount(0);
      await docketAt(page, second!.id, wide)
        .getByRole('button', { name: `Create invoice for docket #${second!.id}` })
        .click();
      await expect(createDialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(createDialog).toHaveCount(0);

      // Export-PDF mode: tick two, their totals, and a ZIP named with today's date.
      await page.getByRole('button', { name: 'Export PDFs' }).click();
      await docketAt(page, first!.id, wide).getByRole('checkbox').check();
      await docketAt(page, second!.id, wide).getByRole('checkbox').check();
      const bar = page.getByRole('region', { name: 'Export PDFs' });
      await expect(bar).toContainText('2 selected');
      await expect(bar).toContainText('Total $2,286.08'); // $1,476.48 + $809.60
      await expectFits(page, 'export-PDF mode');
      await shot(page, 'invoices-export');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        bar.getByRole('button', { name: 'Export PDFs (2)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`dockets-${todayIn('Australia/Sydney')}.zip`);
      const zip = await readFile(await download.path());
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      await expect(bar).toHaveCount(0);

      // Edit invoice status: a number is required, then un-invoice.
      const secondRow = docketAt(page, second!.id, wide);
      await secondRow.getByRole('button', { name: `Edit invoice status of docket #${second!.id}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Invoice Status' });
      await dialog.getByRole('button', { name: 'Mark as Invoiced' }).click();
      await expect(dialog.getByText('Invoice number is required')).toBeVisible();
      await dialog.getByLabel('Invoice Number').fill('EXT-2002');
      await dialog.getByRole('button', { name: 'Mark as Invoiced' }).click();
      await expect(toast(page, 'Invoice status updated')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(secondRow).toContainText('Invoiced · EXT-2002');
      await secondRow.getByRole('button', { name: `Edit invoice status of docket #${second!.id}` }).click();
      await expect(dialog.getByLabel('Invoice Number')).toHaveValue('EXT-2002');
      await shot(page, 'invoices-edit-status');
      await dialog.getByRole('button', { name: 'Mark as Not Invoiced' }).click();
      await expect(toast(page, 'Marked as not invoiced')).toBeVisible();
      await expect(secondRow).toContainText('Ready for Invoice');
      await expectNoSeriousA11yViolations(page);

      // A docket on one of the product's own invoices changes only by voiding that invoice.
      const third = dockets.townhouses[2]!;
      const invoice = await world.api.call<{ number: string }>(
        'POST',
        `/api/companies/${world.company.id}/invoices`,
        { token: world.office.token, data: { timesheetIds: [third.id] } },
      );
      await page.reload();
      const thirdRow = docketAt(page, third.id, wide);
      await expect(thirdRow).toContainText(`Invoiced · ${invoice.number}`);
      await thirdRow.getByRole('button', { name: `Edit invoice status of docket #${third.id}` }).click();
      await expect(dialog).toContainText(`On invoice ${invoice.number}: void the invoice to change it.`);
      await expect(dialog.getByLabel('Invoice Number')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect(dialog).toHaveCount(0);

      // The docket number opens its preview, whose Back returns here.
      await docketAt(page, first!.id, wide).getByRole('link').click();
      await expect(page).toHaveURL(`/timesheets/${first!.id}/preview`);
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL('/invoices');
    });
  });
}

test('a worker sees Access Denied on /invoices', async ({ page, world }) => {
  await signInAs(page, world.worker);
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText('Only administrators and office staff can access invoice management.'),
  ).toBeVisible();
});
