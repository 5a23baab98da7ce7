import type { Page } from '@playwright/test';
import { addDays, mondayOf, todayIn } from '../src/shared/dates';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { toast, shoot } from './support/ui';
import { linkFromEmail, login, signOut, unique } from './support/auth';
import { createDocket } from './support/world-dockets';
import type { World } from './support/world';
import { otherPhone } from './support/other-phone';
import { drawSignature } from './support/signature';

/**
 * Approval (spec 001 §2.4, §2.7, §4): a worker sends a docket to a new foreman by e-mail, the
 * foreman signs it from the link on their own phone with no account, the fingerprint verifies;
 * nobody without a grant sees a docket; a logged-in foreman approves a draft from /timesheets.
 */
const STORMWATER = 'Parramatta Road Stormwater Upgrade';
/** Saturday of the week before last. */
const today = addDays(mondayOf(todayIn('Australia/Sydney')), -9);

/** The journey's worker (support/world.ts) signs in on `page`. */
const workerSession = (page: Page, world: World) => login(page, world.worker.username, world.worker.password);

/**
 * A draft of the worker on the stormwater project (it requires approval), made through the API,
 * on the Saturday `weeksBack` weeks before `today`.
 */
async function stormwaterDraft(world: World, notes: string, weeksBack: number) {
  const date = addDays(today, -7 * weeksBack);
  return (await createDocket(world, { project: 'stormwater', date, notes })).id;
}

test.describe('docket approval (spec 001 §2.4, §4)', () => {
  test('a worker e-mails a new foreman, who signs from the link; the fingerprint verifies', async ({
    page,
    browser,
    baseURL,
    world,
  }) => {
    test.setTimeout(90_000);
    await workerSession(page, world);
    const id = await stormwaterDraft(world, 'Pit 4 lid set and grouted', 0);
    await page.goto(`/timesheets/${id}/preview`);
    await expect(page.getByRole('heading', { name: 'Docket Preview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Daily Docket' })).toBeVisible();
    await expect(page.getByText(world.company.name).first()).toBeVisible();
    await expect(page.getByText(STORMWATER).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
    await expect(page.getByText('Docket Value')).toHaveCount(0);

    // Nothing to send without a foreman.
    await page.getByRole('button', { name: 'Send Approval Email' }).click();
    await expect(page.getByText('Please select a foreman first')).toBeVisible();

    const email = `${unique('riley')}@example.com`;
    await page.getByRole('button', { name: 'Add New Foreman' }).click();
    await page.getByLabel('Foreman name').fill('Riley Chen');
    await page.getByLabel('Foreman email').fill(email);
    await page.getByRole('button', { name: 'Add Foreman' }).click();
    await expect(toast(page, 'Foreman added successfully')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Foreman' })).toContainText('Riley Chen');
    await shoot(page, 'preview-worker-draft');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Send Approval Email' }).click();
    await expect(toast(page, 'Email sent to foreman')).toBeVisible();
    await expect(page.getByText('Email Sent Successfully')).toBeVisible();
    await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();

    // The link from the e-mail itself, opened on the foreman's own phone with no account.
    const link = await linkFromEmail(email, '/timesheet-preview/');
    expect(link).toMatch(new RegExp(`^/timesheet-preview/${id}\\?grant=`));
    const phone = await otherPhone(browser, baseURL);
    const foreman = phone.page;
    await foreman.goto(link);
    await expect(foreman.getByRole('heading', { name: 'Approve Docket' })).toBeVisible();
    // The link approves only as the foreman it was sent to: no name to choose (issue 11 point 4).
    await expect(foreman.getByText(/approve it as Riley Chen\./)).toBeVisible();
    await expect(foreman.getByRole('combobox', { name: 'Your name' })).toHaveCount(0);
    await expect(foreman.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
    const approve = foreman.getByRole('button', { name: 'Approve', exact: true });
    await expect(approve).toBeDisabled();
    await drawSignature(foreman, /Foreman signature/);
    await expect(approve).toBeEnabled();
    await shoot(foreman, 'preview-public-signed');
    await expectNoSeriousA11yViolations(foreman);
    await approve.click();
    await expect(toast(foreman, 'Timesheet approved successfully')).toBeVisible();
    await expect(foreman.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(foreman.getByRole('img', { name: 'Signature of Riley Chen' })).toBeVisible();

    const timeline = foreman.getByRole('list', { name: 'Docket events' });
    await expect(timeline.getByText('Pending Approval', { exact: true })).toBeVisible();
    await expect(timeline.getByText('Approval Request Sent', { exact: true })).toBeVisible();
    await expect(
      timeline.getByText('Signed by Riley Chen from the approval link e-mailed to them'),
    ).toBeVisible();
    await shoot(foreman, 'preview-public-approved');
    await expectNoSeriousA11yViolations(foreman);

    await foreman.getByRole('link', { name: 'Verify this docket' }).click();
    await expect(foreman).toHaveURL(/\/verify\/[0-9a-f]{64}$/);
    await expect(foreman.getByRole('heading', { name: 'Fingerprint matches' })).toBeVisible();
    await expect(foreman.getByText(STORMWATER)).toBeVisible();
    await shoot(foreman, 'verify-match');
    await expectNoSeriousA11yViolations(foreman);
    await phone.context.close();

    // Back on the worker's phone: approved, with the signature and the timeline.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Docket events' })
        .getByText(/^Signed by Riley Chen from the approval link/),
    ).toBeVisible();
    await shoot(page, 'preview-worker-approved');
  });

  test('the foreman signs on the worker’s phone in full-screen mode', async ({ page, world }) => {
    await workerSession(page, world);
    const id = await stormwaterDraft(world, 'Kerb outlet poured', 1);
    await page.goto(`/timesheets/${id}/preview`);
    await page.getByRole('switch', { name: 'Count on Timesheet' }).click();
    await expect(toast(page, 'Setting updated')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Count on Timesheet' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Email PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email PDF' });
    await dialog.getByRole('button', { name: 'Send PDF' }).click();
    await expect(dialog.getByText('Enter an email address')).toBeVisible();
    await dialog.getByLabel('Email address').fill('site.office@example.com');
    await dialog.getByRole('button', { name: 'Send PDF' }).click();
    // The PDF is drawn and mailed before the reply: on a loaded 2-core machine that once took over 5 s.
    await expect(toast(page, 'Timesheet PDF sent successfully')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();

    await page.getByRole('combobox', { name: 'Foreman' }).click();
    await page.getByRole('option', { name: /Megan Lee/ }).click();
    await expect(toast(page, 'Foreman assigned successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Full Screen' }).click();
    const full = page.getByRole('dialog', { name: 'Foreman signature' });
    await expect(full.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await drawSignature(page, /Foreman signature.*draw/);
    await shoot(page, 'signature-full-screen');
    await full.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Timesheet approved successfully')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Signature of Megan Lee' })).toBeVisible();
  });

  test('without a grant the public preview shows Docket not found', async ({ page }) => {
    for (const path of [
      '/timesheet-preview/1',
      '/timesheets/1/preview',
      '/timesheet-preview/1?grant=forged',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Docket not found' })).toBeVisible();
      await expect(
        page.getByText("The docket you're looking for doesn't exist or you don't have access to it."),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
      await expect(page.getByText('Daily Docket')).toHaveCount(0);
    }
    await page.goto(`/verify/${'0'.repeat(64)}`);
    await expect(page.getByRole('heading', { name: 'Does not match' })).toBeVisible();
    await shoot(page, 'verify-no-match');
  });
});

test.describe('dockets list /timesheets (spec 001 §2.7)', () => {
  test('a logged-in foreman approves a draft from the list', async ({ page, world }) => {
    await workerSession(page, world);
    const notes = `Headwall formwork ${unique('n')}`;
    await stormwaterDraft(world, notes, 2);
    // Another draft stays in the list after the approval, to be opened from it.
    await stormwaterDraft(world, 'Pit 2 backfill', 3);
    await page.goto('/timesheets');
    await expect(page).toHaveURL('/entries');

    // The phone changes hands: the worker signs out (clearing the stored token under the running app
    // raced it: the app, still signed in, could send the next page to the worker's /entries).
    await signOut(page);
    await login(page, world.foreman.username, world.foreman.password);
    await page.goto('/timesheets');
    await expect(page.getByRole('heading', { name: 'Dockets' })).toBeVisible();
    await page.getByRole('tab', { name: /^Draft \(\d+\)$/ }).click();
    const card = page.getByRole('listitem').filter({ hasText: notes });
    await expect(card).toBeVisible();
    await shoot(page, 'dockets-list-foreman');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: /^Approve docket/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Timesheet approved successfully')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: notes })).toHaveCount(0);
    await page.getByRole('tab', { name: /^Approved \(\d+\)$/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: notes })).toBeVisible();

    // A draft opened from the list: the foreman signs it or downloads the PDF; no Edit.
    await page.getByRole('tab', { name: /^Draft \(\d+\)$/ }).click();
    await page
      .getByRole('link', { name: /^View details of docket/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Approve Docket' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL('/timesheets');
  });

  test('office and admin see Access Denied', async ({ page, world }) => {
    await login(page, world.office.username, world.office.password);
    await page.goto('/timesheets');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText('The dockets page is not available for office and admin users.'),
    ).toBeVisible();
  });
});
