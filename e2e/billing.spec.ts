import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { openCombinedInvoice } from './support/invoices';
import { shoot } from './support/ui';
import { createDocket, weekdays } from './support/world-dockets';
import { signInAs } from './support/world';
import { useXero, xeroConnection } from './support/xero';

/**
 * Billing (issue 16, 002 §2 'Billing and Subscription', §9 plans, DECISIONS 'Plans'), on the Stripe
 * simulator the e2e server runs in test mode (e2e/support/start-server.ts): its checkout and portal
 * pages stand in for Stripe's, and its /__control/advance moves billing time.
 */

const statusCard = (page: Page) => page.getByRole('region', { name: 'Current Subscription' });
const planCard = (page: Page, name: RegExp) => page.getByRole('region', { name });
const lapsedBanner = (page: Page) => page.getByRole('region', { name: 'Subscription notice' });

/** Reads /billing again until `check` passes: Stripe's webhooks reach the server a moment after the browser. */
/** Subscribe to Base on /billing and pay on the simulated checkout; the simulator's origin (for its control). */
async function payForBase(page: Page): Promise<string> {
  await planCard(page, /SiteDockets Base/)
    .getByRole('button', { name: 'Subscribe to Base' })
    .click();
  await expect(page.getByText('Simulated checkout — no real card is charged')).toBeVisible();
  const simulator = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  return simulator;
}

async function untilBilling(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto('/billing');
    await check();
  }).toPass({ timeout: 20_000, intervals: [500, 1000, 2000] });
}

test.describe('billing: plans, checkout, portal and the lapsed banner (issue 16)', () => {
  test('an admin subscribes to Base, upgrades to PRO in the portal, cancels, and the plan lapses at period end', async ({
    page,
    world,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await useXero(world);
    await signInAs(page, world.admin);

    // A new company is on its 14-day trial: no subscription yet, every plan button offered.
    await page.goto('/billing');
    await expect(page.getByRole('heading', { name: 'Billing and Subscription' })).toBeVisible();
    await expect(statusCard(page).getByText('Trial', { exact: true })).toBeVisible();
    await expect(statusCard(page).getByText(/Trial: 1[34] days left/)).toBeVisible();
    await expect(statusCard(page).getByText(/^\d+ of 5 workers$/)).toBeVisible();
    await expect(planCard(page, /SiteDockets - PRO/).getByText('60 AUD')).toBeVisible();
    await expect(planCard(page, /SiteDockets Base/).getByText('40 AUD')).toBeVisible();
    await expect(planCard(page, /SiteDockets Base/).getByText('No accounting integration')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage Billing' })).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: 'Need Help?' })
        .getByRole('link', { name: 'Help and Support', exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'billing-trial');

    // Base through the simulated checkout.
    const simulator = await payForBase(page);
    await expect(page).toHaveURL(/\/billing/);
    await untilBilling(page, async () => {
      await expect(statusCard(page).getByText('Active', { exact: true })).toBeVisible({ timeout: 1000 });
    });
    await expect(statusCard(page).getByText('SiteDockets Base')).toBeVisible();
    await expect(statusCard(page).getByText('Next billing date')).toBeVisible();
    await expect(statusCard(page).getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    // With a subscription: no Base subscribe button, Base is the current plan, the portal is offered.
    await expect(page.getByRole('button', { name: 'Subscribe to Base' })).toHaveCount(0);
    await expect(planCard(page, /SiteDockets Base/).getByText('Current plan')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'billing-base-active');

    // On Base, Xero says 'Available on PRO' with the way to /billing.
    await page.goto('/settings?tab=xero');
    const connect = xeroConnection(page).getByRole('button', { name: 'Connect to Xero' });
    await expect(connect).toBeDisabled();
    await expect(connect).toHaveAccessibleDescription(/Available on PRO/);

    // Asking for PRO's checkout with a subscription already: 'Already Subscribed'.
    await page.goto('/billing');
    await planCard(page, /SiteDockets - PRO/)
      .getByRole('button', { name: 'Subscribe to PRO' })
      .click();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Already Subscribed', { exact: true }),
    ).toBeVisible();

    // PRO through the portal (a new tab), then cancel at period end there.
    const [portal] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Manage Billing' }).click(),
    ]);
    await expect(portal.getByText('Simulated billing portal — no real card is charged')).toBeVisible();
    await portal.getByRole('button', { name: 'Switch to PRO' }).click();
    await expect(portal.getByText('Your plan has been changed.')).toBeVisible();
    await portal.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(portal.getByText(/will be canceled at the end of the billing period/)).toBeVisible();
    await portal.close();

    await untilBilling(page, async () => {
      await expect(
        statusCard(page).getByText('Your subscription will cancel at the end of the current period.'),
      ).toBeVisible({ timeout: 1000 });
    });
    // The portal's cancel sets only cancel_at (flexible billing mode): the notice names the day it ends.
    await expect(statusCard(page).getByText(/It ends on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/)).toBeVisible();
    await expect(statusCard(page).getByText('SiteDockets - PRO')).toBeVisible();
    await expect(statusCard(page).getByText('Access until')).toBeVisible();
    await expect(planCard(page, /SiteDockets - PRO/).getByText('Current plan')).toBeVisible();
    await expect(lapsedBanner(page)).toHaveCount(0);
    await shoot(page, 'billing-pro-canceling');

    // On PRO, Connect to Xero works again.
    await page.goto('/settings?tab=xero');
    await expect(xeroConnection(page).getByRole('button', { name: 'Connect to Xero' })).toBeEnabled();

    // The simulator's clock passes the period end: the subscription ends.
    const advanced = await page.request.post(`${simulator}/__control/advance`, { data: { days: 32 } });
    expect(advanced.ok()).toBe(true);
    await untilBilling(page, async () => {
      await expect(statusCard(page).getByText('Canceled', { exact: true })).toBeVisible({ timeout: 1000 });
    });
    await expect(lapsedBanner(page).getByText('Your subscription has lapsed')).toBeVisible();
    // Subscribing again is open: the Base button is back, no plan is current.
    await expect(page.getByRole('button', { name: 'Subscribe to Base' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'billing-canceled');

    // Xero features say 'Available on PRO' and lead to /billing.
    await page.goto('/settings?tab=xero');
    const lapsedConnect = xeroConnection(page).getByRole('button', { name: 'Connect to Xero' });
    await expect(lapsedConnect).toBeDisabled();
    await expect(xeroConnection(page).getByText('Available on PRO')).toBeVisible();
    await shoot(page, 'billing-xero-available-on-pro', xeroConnection(page));

    // The invoice dialog's 'Create Xero Invoice' too; the company's own invoice is still offered.
    const [monday] = weekdays(1);
    const docket = await createDocket(world, { project: 'townhouses', date: monday!, status: 'approved' });
    await openCombinedInvoice(page, [docket.id]);
    const dialog = page.getByRole('dialog', { name: 'Create Xero Invoice' });
    const createXero = dialog.getByRole('button', { name: 'Create Xero Invoice' });
    await expect(createXero).toBeDisabled();
    await expect(createXero).toHaveAccessibleDescription(/Available on PRO/);
    await expect(dialog.getByRole('button', { name: 'Create a SiteDockets invoice instead' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'billing-invoice-available-on-pro', dialog);
    await page.keyboard.press('Escape');

    await lapsedBanner(page).getByRole('link', { name: 'Go to Billing' }).click();
    await expect(page).toHaveURL(/\/billing$/);

    // A worker of the lapsed company never sees the banner and is not offered billing.
    const workerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const workerPage = await workerContext.newPage();
    const billingCalls: string[] = [];
    workerPage.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/billing/')) billingCalls.push(request.url());
    });
    await signInAs(workerPage, world.worker);
    await workerPage.goto('/dashboard');
    await expect(workerPage.getByRole('heading', { name: /^Week of / })).toBeVisible();
    await expect(lapsedBanner(workerPage)).toHaveCount(0);
    await workerPage.goto('/billing');
    await expect(workerPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(lapsedBanner(workerPage)).toHaveCount(0);
    expect(billingCalls, "a worker's browser never asks for the plan").toEqual([]);
    await workerContext.close();
  });

  test('cancelling the checkout comes back to /billing with nothing subscribed', async ({ page, world }) => {
    test.setTimeout(90_000);
    await signInAs(page, world.office);
    await page.goto('/billing');
    await planCard(page, /SiteDockets - PRO/)
      .getByRole('button', { name: 'Subscribe to PRO' })
      .click();
    await expect(page.getByText('Simulated checkout — no real card is charged')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/billing/);
    await expect(statusCard(page).getByText('Trial', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe to Base' })).toBeVisible();
  });

  test('a failed renewal shows Past Due and "Your last payment failed" to admin and office', async ({
    page,
    world,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, world.office);
    await page.goto('/billing');
    const simulator = await payForBase(page);
    await untilBilling(page, async () => {
      await expect(statusCard(page).getByText('Active', { exact: true })).toBeVisible({ timeout: 1000 });
    });

    // The next charge is declined when the period renews.
    expect((await page.request.post(`${simulator}/__control/fail-next-payment`, { data: {} })).ok()).toBe(
      true,
    );
    expect((await page.request.post(`${simulator}/__control/advance`, { data: { days: 32 } })).ok()).toBe(
      true,
    );
    await untilBilling(page, async () => {
      await expect(statusCard(page).getByText('Past Due', { exact: true })).toBeVisible({ timeout: 1000 });
    });
    await expect(lapsedBanner(page).getByText('Your last payment failed')).toBeVisible();
    // Stripe is still retrying: the plan applies, Base stays current and the portal is where the card is fixed.
    await expect(planCard(page, /SiteDockets Base/).getByText('Current plan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'billing-past-due');
  });
});
