import type { Locator, Page } from '@playwright/test';
import { addDays, mondayOf, todayIn } from '../src/shared/dates';
import { expect, test } from './support/fixtures';
import { shoot, toast } from './support/ui';
import { createDocket, type WorldDocket } from './support/world-dockets';
import { signInAs, type World } from './support/world';

/**
 * Offline capture (issue 17, DECISIONS 'Offline'): the app opens from its service worker with no
 * network, dockets recorded and deleted offline wait on the phone (IndexedDB) across a closed page,
 * and reach the server exactly once when the network returns, even when the first reply is lost.
 * A docket the server then refuses (an overlap the office made meanwhile) stays 'Needs attention'.
 */
const monday = mondayOf(addDays(todayIn('Australia/Sydney'), -14));
const [first, second, third] = [monday, addDays(monday, 1), addDays(monday, 2)];
const TOWNHOUSES = 'Marrickville Townhouses – Slab & Footings';

const syncState = (page: Page) => page.getByTestId('sync-state').getByRole('status');

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Quick add on the day page: the townhouses day (07:00–15:30), completed. */
async function recordDay(page: Page, date: string) {
  await page.goto(`/entries/${date}`);
  // The day as kept on the phone (nothing recorded on it yet).
  await expect(page.getByLabel('Day summary').locator('dd').first()).toHaveText('0');
  await page.getByRole('button', { name: 'Add Time Entry' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add Time Entry' });
  await pick(page, sheet, 'Project', TOWNHOUSES);
  await pick(page, sheet, 'Billing item', /^Concrete Finisher/);
  await sheet.getByRole('button', { name: 'Complete Entry' }).click();
  await expect(toast(page, 'Saved on this phone')).toBeVisible();
  await expect(sheet).toBeHidden();
}

/** What the persister has kept on the phone (IndexedDB 'sitedockets-cache', key 'worker-reads'). */
const storedReads = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('sitedockets-cache');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const read = open.result
            .transaction('queries', 'readonly')
            .objectStore('queries')
            .get('worker-reads');
          read.onerror = () => resolve('');
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : '');
        };
      }),
  );

const workerDockets = (world: World) =>
  world.api.call<WorldDocket[]>(
    'GET',
    `/api/users/${world.worker.id}/timesheets?startDate=${first}&endDate=${third}`,
    { token: world.worker.token },
  );

test('dockets recorded offline reach the server once; a refused one needs attention', async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const draft = await createDocket(world, { project: 'depot', date: third });
  await signInAs(page, world.worker);

  // Online once: the service worker installs and the worker's reads are kept in IndexedDB.
  for (const date of [first, second, third]) {
    await page.goto(`/entries/${date}`);
    await expect(page.getByLabel('Day summary').locator('dd').first()).toHaveText(date === third ? '1' : '0');
  }
  await expect(page.getByRole('link', { name: `View docket #${draft.id}` })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect(syncState(page)).toHaveText('All sent');
  // The persister's save (throttled) holds the days just read, the third day's draft among them.
  await expect.poll(() => storedReads(page), { timeout: 15_000 }).toContain(`"id":${draft.id}`);

  // No network: the page reloads from the service worker and shows the kept day.
  const context = page.context();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: `View docket #${draft.id}` })).toBeVisible();

  await recordDay(page, first);
  await expect(syncState(page)).toHaveText('1 docket waiting to send');
  await expect(page.getByText('Waiting to send', { exact: true })).toBeVisible();
  await recordDay(page, second);
  await expect(syncState(page)).toHaveText('2 dockets waiting to send');
  await expect(page.getByText('Waiting to send', { exact: true })).toBeVisible();
  await shoot(page, 'offline-waiting');

  await page.goto(`/entries/${third}`);
  await page.getByRole('button', { name: `Delete docket #${draft.id}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this entry?' })
    .getByRole('button', { name: 'Delete Entry' })
    .click();
  await expect(page.getByRole('link', { name: `View docket #${draft.id}` })).toHaveCount(0);
  await expect(syncState(page)).toHaveText('3 dockets waiting to send');

  // Meanwhile the office records the worker's second day: the offline docket now overlaps it.
  const office = await world.api.call<WorldDocket>('POST', '/api/timesheets', {
    token: world.admin.token,
    data: {
      date: second,
      workerId: world.worker.id,
      projectId: world.projects.townhouses.id,
      status: 'draft',
      lineItems: [
        {
          projectRateItemId: world.items.townhouses.labour.id,
          entryType: 'time',
          startTime: '08:00',
          endTime: '12:00',
          breakMinutes: 0,
        },
      ],
    },
  });

  // The page is closed and opened again, still offline: the queue is still there.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(`/entries/${first}`);
  await expect(syncState(reopened)).toHaveText('3 dockets waiting to send');

  // The first create reaches the server, but its reply is lost on the way back.
  let posts = 0;
  await reopened.route('**/api/timesheets', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    if (posts > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await expect(reopened.getByTestId('sync-state')).toContainText('1 change needs attention', {
    timeout: 45_000,
  });
  await expect(syncState(reopened)).toHaveText('All sent');
  expect(posts).toBeGreaterThanOrEqual(3);

  // Counted in the database: one docket on the first day, the office's alone on the second, the
  // deleted draft gone.
  const stored = await workerDockets(world);
  expect(stored.filter((d) => d.date === first)).toHaveLength(1);
  expect(stored.filter((d) => d.date === second).map((d) => d.id)).toEqual([office.id]);
  expect(stored.filter((d) => d.date === third)).toHaveLength(0);

  await reopened.getByRole('button', { name: '1 change needs attention' }).click();
  const dialog = reopened.getByRole('dialog', { name: 'Needs attention' });
  await expect(dialog).toContainText('This time overlaps');
  await shoot(reopened, 'offline-needs-attention');
  // Fix opens the form with the values kept on the phone.
  await dialog.getByRole('button', { name: 'Fix' }).click();
  await expect(reopened).toHaveURL(/\/timesheets\/-\d+\/edit$/);
  await expect(reopened.getByRole('heading', { level: 1 })).toHaveText('Edit Timesheet');
  await expect(reopened.getByText(TOWNHOUSES).first()).toBeVisible();
  await reopened.goBack();
  await reopened.getByRole('button', { name: '1 change needs attention' }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(reopened.getByRole('button', { name: '1 change needs attention' })).toHaveCount(0);
  await expect(syncState(reopened)).toHaveText('All sent');
  expect(await workerDockets(world)).toHaveLength(2);
});
