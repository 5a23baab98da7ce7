import type { Locator, Page } from '@playwright/test';
import { addDays, mondayOf, todayIn } from '../src/shared/dates';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { toast, shoot } from './support/ui';
import { login } from './support/auth';
import { drawSignature } from './support/signature';

/**
 * The foreman's signature card on the docket form (spec 001 §2.3, §6): a signed-in foreman records
 * a docket, signs in the card's dialog (Save only after drawing) and Save Docket approves it through
 * the approve call; workers see no card. Dated Sunday of the week before last; each journey's
 * company is its own (support/world.ts).
 */
const STORMWATER = 'Parramatta Road Stormwater Upgrade';
const date = addDays(mondayOf(todayIn('Australia/Sydney')), -8);

const card = (page: Page) => page.getByRole('region', { name: 'Foreman Signature' });

async function pick(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * The new docket form on the stormwater project with one Labourer item (06:30–16:00, 30 min break),
 * on `day`: each journey its own, as a worker's dockets of one day may not overlap.
 */
async function newStormwaterDocket(page: Page, notes: string, day = date) {
  await page.goto(`/timesheets/create?date=${day}`);
  await expect(page.getByRole('heading', { name: 'New Timesheet' })).toBeVisible();
  await pick(page, page, 'Project', STORMWATER);
  await pick(page, page, 'Rate item', /^Labourer/);
  await page.getByRole('textbox', { name: 'Notes' }).fill(notes);
}

/** Opens the card's dialog, checks Save waits for a drawing, draws and saves the signature. */
async function sign(page: Page, shot?: string) {
  await card(page)
    .getByRole('button', { name: /^Add Signature/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Foreman Signature' });
  const save = dialog.getByRole('button', { name: 'Save Signature' });
  await expect(save).toBeDisabled();
  if (shot) await shoot(page, `${shot}-empty`, dialog);
  await drawSignature(page, /^Your signature: draw/);
  await expect(save).toBeEnabled();
  if (shot) await shoot(page, `${shot}-drawn`, dialog);
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(card(page).getByRole('img', { name: 'Your signature' })).toBeVisible();
}

test.describe('foreman signature card (spec 001 §2.3)', () => {
  test('a foreman signs on the form and Save Docket approves the docket', async ({ page, world }) => {
    const foreman = world.foreman;
    await login(page, foreman.username, foreman.password);
    await page.goto(`/timesheets/create?date=${date}`);
    // Non-billable activity is never approved: the card says so and offers nothing to sign.
    await page.getByText('Non-Billable Activity', { exact: true }).click();
    await expect(card(page)).toContainText('Non-billable activity needs no approval');
    await expect(card(page).getByRole('button')).toHaveCount(0);
    await shoot(page, 'form-signature-non-billable', card(page));

    await newStormwaterDocket(page, 'Pit 7 benching poured');
    await expect(card(page)).toContainText('Sign to approve this docket as Dave Robertson');
    await shoot(page, 'form-signature-unsigned', card(page));
    await sign(page, 'form-signature-dialog');
    await expect(card(page)).toContainText('Signed by Dave Robertson');
    // Clear takes the signature away; signing again brings it back.
    await card(page).getByRole('button', { name: 'Clear' }).click();
    await expect(card(page).getByRole('img', { name: 'Your signature' })).toHaveCount(0);
    await sign(page);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'form-signature-card', card(page));

    await page.getByRole('button', { name: 'Save Docket' }).click();
    await expect(toast(page, 'Timesheet approved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/timesheets\/\d+\/preview$/);
    await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Signature of Dave Robertson' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify this docket' })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Docket events' });
    await expect(timeline.getByText(/^Approved by Dave Robertson/)).toBeVisible();
    expect(await page.evaluate<string | null>("sessionStorage.getItem('docketReturnTo')")).toBe(
      `/entries/${date}`,
    );

    const id = Number(/timesheets\/(\d+)\/preview/.exec(page.url())![1]);
    const reply = await page.request.get(`/api/timesheets/${id}`, {
      headers: { Authorization: `Bearer ${foreman.token}` },
    });
    expect(await reply.json()).toMatchObject({
      status: 'approved',
      date,
      notes: 'Pit 7 benching poured',
      approvedByName: 'Dave Robertson',
      signature: expect.stringMatching(/^data:image\/png;base64,/),
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  test('when the approval is refused after the save, the docket stays saved and is signed on its preview', async ({
    page,
    world,
  }) => {
    const foreman = world.foreman;
    await login(page, foreman.username, foreman.password);
    await newStormwaterDocket(page, 'Pit 8 lid on order', addDays(date, -7));
    await sign(page);
    await page.route('**/api/timesheets/*/approve', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'This docket cannot be approved' }),
      }),
    );
    await page.getByRole('button', { name: 'Save Docket' }).click();
    await expect(toast(page, 'Failed to approve timesheet')).toBeVisible();
    await expect(page.getByText(/^This docket cannot be approved\. Your docket is saved/)).toBeVisible();
    await expect(page).toHaveURL(/\/timesheets\/\d+\/preview$/);
    await expect(page.getByText('Pit 8 lid on order')).toBeVisible();

    const id = Number(/timesheets\/(\d+)\/preview/.exec(page.url())![1]);
    const headers = { Authorization: `Bearer ${foreman.token}` };
    const saved = await page.request.get(`/api/timesheets/${id}`, { headers });
    expect(await saved.json()).toMatchObject({
      status: 'draft',
      notes: 'Pit 8 lid on order',
      signature: null,
    });

    // As the message says, the foreman signs it again on its preview, this time accepted.
    await page.unroute('**/api/timesheets/*/approve');
    const approve = page.getByRole('region', { name: 'Approve Docket' });
    await expect(approve).toBeVisible();
    await shoot(page, 'preview-foreman-own-draft', approve);
    await drawSignature(page, /^Your signature: draw/);
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(toast(page, 'Timesheet approved successfully')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Signature of Dave Robertson' })).toBeVisible();
    const approved = await page.request.get(`/api/timesheets/${id}`, { headers });
    expect(await approved.json()).toMatchObject({ status: 'approved', approvedByName: 'Dave Robertson' });
  });

  test('a worker sees no signature card', async ({ page, world }) => {
    await login(page, world.worker.username, world.worker.password);
    await page.goto(`/timesheets/create?date=${date}`);
    await expect(page.getByRole('heading', { name: 'New Timesheet' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notes & Timesheet' })).toBeVisible();
    await expect(card(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Add Signature/ })).toHaveCount(0);
  });
});
