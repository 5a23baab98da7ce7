import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { World } from './world';

/**
 * Opens the create-invoice dialog for `ids` on /invoices: Combined Invoice, tick each docket, then
 * 'Create Invoice (n)'. The dialog (the product's own or Xero's) is the caller's to find.
 */
export async function openCombinedInvoice(page: Page, ids: readonly number[]): Promise<void> {
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Combined Invoice' }).click();
  for (const id of ids) await page.getByRole('checkbox', { name: `Select docket #${id}` }).check();
  await page.getByRole('button', { name: `Create Invoice (${ids.length})` }).click();
}

/** One journey as two tests: on a phone (390×844, the project's default) and at 1280×800. */
export function onPhoneAndDesktop(title: string, journey: (page: Page, world: World) => Promise<void>): void {
  test.describe(title, () => {
    test('on a phone (390×844)', async ({ page, world }) => {
      await journey(page, world);
    });

    test.describe('on a desktop', () => {
      test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
      test('at 1280×800', async ({ page, world }) => {
        await journey(page, world);
      });
    });
  });
}

/**
 * Presses 'Create Xero Invoice' in `dialog` and waits for the toast that names the invoice Xero made;
 * returns its number (INV-…).
 */
export async function createXeroInvoice(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Create Xero Invoice' }).click();
  const created = page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByText(/^Xero invoice INV-\d+ created$/);
  await expect(created).toBeVisible({ timeout: 20_000 });
  return /INV-\d+/.exec((await created.textContent()) ?? '')![0];
}
