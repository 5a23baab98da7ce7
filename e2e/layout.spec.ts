import type { Locator, Page } from '@playwright/test';
import { todayIn } from '../src/shared/dates';
import type { Person, World } from './support/world';
import { createDocket, sendForApproval } from './support/world-dockets';
import { expect, test } from './support/fixtures';
import { expectNoClippedButtons, expectToastClearOfDialog, WIDTHS } from './support/layout';
import { toast } from './support/ui';

/**
 * Dialogs and button rows at 390, 1024 and 1280 px (issue 11 point 20): no button is cut off or
 * leaves the screen, and a toast never lies on an open dialog's buttons.
 */
async function signIn(page: Page, person: Person): Promise<void> {
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(person.token)})`);
}

/** Runs `check` at each width (800 px high on desktops, 844 on the phone). */
async function atEachWidth(page: Page, check: (where: string) => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(150);
    await check(`${width} px`);
  }
}

/** A draft of the worker on the stormwater project, which needs a foreman's approval. */
async function workerDraft(world: World): Promise<number> {
  return (await createDocket(world, { project: 'stormwater', date: todayIn('Australia/Sydney') })).id;
}

const clippedIn = (page: Page, scope: Locator) => (where: string) =>
  expectNoClippedButtons(page, where, scope);

test.describe('button rows and dialogs fit (390, 1024, 1280 px)', () => {
  test('the docket preview, its Email PDF dialog and the header', async ({ page, world }) => {
    await signIn(page, world.office);
    await page.goto(`/timesheets/${await workerDraft(world)}/preview`);
    await expect(page.getByRole('button', { name: 'Send Approval Email' })).toBeVisible();
    await atEachWidth(page, (where) => expectNoClippedButtons(page, `preview at ${where}`));

    await page.getByRole('button', { name: 'Email PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email PDF' });
    await atEachWidth(page, clippedIn(page, dialog));
  });

  test('back-office dialogs: a client, its delete confirmation, a new project', async ({ page, world }) => {
    await signIn(page, world.admin);
    const dialogs: [string, string, RegExp][] = [
      ['/clients', 'Add Client', /^Add Client$/],
      ['/clients', 'Delete Aria Developments', /^Delete client\?$/],
      ['/projects', 'New Project', /^New Project$/],
    ];
    for (const [path, button, title] of dialogs) {
      await page.goto(path);
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page
        .getByRole('dialog', { name: title })
        .or(page.getByRole('alertdialog', { name: title }));
      await expect(dialog).toBeVisible();
      await atEachWidth(page, (where) => expectNoClippedButtons(page, `${button} at ${where}`, dialog));
    }
  });

  test('the foreman’s export bar', async ({ page, world }) => {
    const draft = await workerDraft(world);
    await sendForApproval(world, draft);
    const { code } = world.projects.stormwater;
    await page.goto('/foreman-dashboard');
    await page.getByLabel('Project code').fill(code);
    await page.getByRole('button', { name: 'Access Project' }).click();
    await page.getByRole('button', { name: /^Review Pending Dockets/ }).click();
    await page.getByRole('button', { name: 'Export PDFs' }).click();
    const bar = page.getByRole('region', { name: 'Export PDFs' });
    await expect(bar.getByRole('button', { name: 'Select All Visible' })).toBeVisible();
    await atEachWidth(page, clippedIn(page, bar));
  });

  test('a toast stays off the quick-add sheet’s buttons', async ({ page, world }) => {
    await signIn(page, world.worker);
    await page.route('**/api/timesheets', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: { message: 'End time must be after start time', code: 'VALIDATION_FAILED' },
          })
        : route.fallback(),
    );
    await page.goto(`/entries/${todayIn('Australia/Sydney')}`);
    await page.getByRole('button', { name: 'Add Time Entry' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Time Entry' });
    await sheet.getByText('Non-billable', { exact: true }).click();
    await sheet.getByLabel('Activity description').fill('Toolbox talk');
    await sheet.getByRole('button', { name: 'Complete Entry' }).click();
    await expect(toast(page, 'Failed to create entry')).toBeVisible();
    await expect(sheet).toBeVisible();
    await atEachWidth(page, async (where) => {
      await expectToastClearOfDialog(page, where);
      await expectNoClippedButtons(page, `quick-add sheet at ${where}`, sheet);
    });
  });
});
