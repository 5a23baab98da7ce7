import type { Page } from '@playwright/test';
import { changeCompany } from './company';
import { expect } from './fixtures';
import { toast } from './ui';
import type { World } from './world';

/** The company keeps its books in Xero (Settings → Company Info), so the Xero tab and dialog show. */
export async function useXero(world: World): Promise<void> {
  await changeCompany(world, { accountingSoftware: 'xero' });
}

/** The Xero part of Settings → Xero. */
export const xeroConnection = (page: Page) => page.getByRole('region', { name: 'Xero' });

/**
 * From Settings → Xero (signed in as admin or office): Connect to Xero, 'Allow access' on the
 * simulated Xero's sign-in page (the e2e server runs it: no XERO_CLIENT_ID), back connected.
 * Returns the simulated Xero's address (its own invoices page is there: /invoices-console).
 */
export async function connectThroughSimulatedXero(page: Page): Promise<string> {
  await page.goto('/settings?tab=xero');
  await xeroConnection(page).getByRole('button', { name: 'Connect to Xero' }).click();
  await expect(page.getByText('Simulated Xero — no real Xero account is used')).toBeVisible();
  const simulator = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Allow access' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=xero$/);
  await expect(toast(page, 'Connected to Xero')).toBeVisible();
  return simulator;
}
