import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { createXeroInvoice, openCombinedInvoice } from './support/invoices';
import { shoot } from './support/ui';
import { approveSigned, createDocket, weekdays } from './support/world-dockets';
import { signInAs, type World } from './support/world';
import { connectThroughSimulatedXero, useXero } from './support/xero';

/**
 * Issue 29: the Xero invoice dialog starts on the dockets' client's Xero contact, and the invoices
 * list shows the invoices sent to Xero beside the product's own. The townhouses' client is renamed
 * Harbourside Builders, a contact of the simulated Xero organisation.
 *
 * Each townhouses docket: finisher 07:00–15:30 less 30 min = 8 h × $92.00 = $736.00 + GST $73.60.
 * Two: $1,472.00 + $147.20 GST = $1,619.20.
 */
const CLIENT = 'Harbourside Builders';

async function setUp(world: World) {
  await useXero(world);
  await world.api.call('PUT', `/api/clients/${world.clients.aria.id}`, {
    token: world.admin.token,
    data: { name: CLIENT },
  });
  const [monday, tuesday, wednesday, thursday] = weekdays(1);
  // Townhouses complete on their own; stormwater needs Megan Lee's signature.
  const approved = async (project: 'stormwater' | 'townhouses', date: string) => {
    const docket = await createDocket(world, { project, date, status: 'approved' });
    return project === 'stormwater' ? approveSigned(world, docket.id) : docket;
  };
  const townhouses = [await approved('townhouses', monday!), await approved('townhouses', tuesday!)];
  const stormwater = await approved('stormwater', wednesday!);
  // The product's own invoice, made before the company moved its books to Xero.
  const own = await world.api.call<{ number: string }>(
    'POST',
    `/api/companies/${world.company.id}/invoices`,
    { token: world.office.token, data: { timesheetIds: [(await approved('stormwater', thursday!)).id] } },
  );
  return { townhouses: townhouses.map((d) => d.id), stormwater: stormwater.id, own: own.number };
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Create Xero Invoice' });

test.describe('Xero invoices in the invoices list', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the contact is the client from Xero, and the Xero invoice is listed beside an own one', async ({
    page,
    world,
  }) => {
    test.setTimeout(150_000);
    const { townhouses, stormwater, own } = await setUp(world);
    await signInAs(page, world.admin);
    await connectThroughSimulatedXero(page);
    await world.api.call('POST', '/api/xero/sync-tax-codes', { token: world.admin.token, status: 200 });

    // Dockets of two clients: nothing is prefilled, and the dialog says why.
    await openCombinedInvoice(page, [townhouses[0]!, stormwater]);
    let dialog = dialogOf(page);
    await expect(
      dialog.getByText(
        `These dockets are for 2 clients (Cumberland City Council, ${CLIENT}), so no contact is prefilled.`,
        { exact: false },
      ),
    ).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('textbox', { name: 'Contact', exact: true })).toHaveValue('');
    await shoot(page, 'xero-invoice-contact-several-clients', dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Dockets of one client that Xero knows: its contact is preselected.
    await openCombinedInvoice(page, townhouses);
    dialog = dialogOf(page);
    await expect(dialog.getByText('$1,619.20')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('textbox', { name: 'Contact', exact: true })).toHaveValue(CLIENT);
    await expect(dialog.getByText('Xero contact', { exact: true })).toBeVisible();
    await expect(dialog.getByText(`Prefilled from the dockets' client, ${CLIENT}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'xero-invoice-contact-prefilled', dialog);
    const number = await createXeroInvoice(page, dialog);
    await expect(dialog).toHaveCount(0);

    // The list: the Xero invoice beside the own one, each with what may be done with it.
    // The Invoices card (its table's scroll area is a region of the same name, inside it).
    const list = page.getByRole('region', { name: 'Invoices', exact: true }).first();
    const xeroRow = list.getByLabel(`${number} (Xero)`, { exact: true });
    await expect(xeroRow).toBeVisible();
    for (const text of [CLIENT, '$1,619.20', '$1,472.00 + $147.20 GST', 'Sent to Xero'])
      await expect(xeroRow).toContainText(text);
    await expect(xeroRow.getByText('Xero', { exact: true })).toBeVisible();
    for (const id of townhouses)
      await expect(
        xeroRow.getByRole('link', { name: `Docket #${id} on ${number}, open its preview` }),
      ).toBeVisible();
    const open = xeroRow.getByRole('link', { name: `Open ${number} in Xero (opens in a new tab)` });
    await expect(open).toHaveAttribute(
      'href',
      /^https:\/\/go\.xero\.com\/AccountsReceivable\/View\.aspx\?InvoiceID=[0-9a-f-]{36}$/,
    );
    await expect(xeroRow.getByRole('button')).toHaveCount(0);
    const ownRow = list.getByLabel(own, { exact: true });
    await expect(ownRow).toContainText('Issued');
    for (const action of ['Download PDF of', 'E-mail', 'Void'])
      await expect(ownRow.getByRole('button', { name: `${action} ${own}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'invoices-list-with-xero', list);

    // On a phone, the same as cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(xeroRow.getByRole('link', { name: /^Open INV-\d+ in Xero/ })).toBeVisible();
    await expect(xeroRow).toContainText('Sent to Xero');
    await expect(ownRow.getByRole('button', { name: `Void ${own}` })).toBeVisible();
  });
});
