import type { Locator, Page } from '@playwright/test';
import { addDays, mondayOf, todayIn, weekOf } from '../src/shared/dates';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot, toast } from './support/ui';
import { createDocket, type WorldDocket } from './support/world-dockets';
import { signInAs, type World } from './support/world';
import { storedReads } from './support/stored-reads';

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

const daySummary = (page: Page) => page.getByLabel('Day summary').locator('dd');

/** Quick add on the day page: the townhouses day (07:00–15:30), completed. */
async function recordDay(page: Page, date: string) {
  await page.goto(`/entries/${date}`);
  // The day as kept on the phone (nothing recorded on it yet).
  await expect(daySummary(page).first()).toHaveText('0');
  await quickAdd(page);
}

async function quickAdd(page: Page) {
  await page.getByRole('button', { name: 'Add Time Entry' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add Time Entry' });
  await pick(page, sheet, 'Project', TOWNHOUSES);
  await pick(page, sheet, 'Billing item', /^Concrete Finisher/);
  await sheet.getByRole('button', { name: 'Complete Entry' }).click();
  await expect(toast(page, 'Saved on this phone')).toBeVisible();
  await expect(sheet).toBeHidden();
}

/** The office records a townhouses docket for the worker (online, meanwhile). */
const officeRecords = (world: World, date: string, startTime: string, endTime: string) =>
  world.api.call<WorldDocket>('POST', '/api/timesheets', {
    token: world.admin.token,
    data: {
      date,
      workerId: world.worker.id,
      projectId: world.projects.townhouses.id,
      status: 'draft',
      lineItems: [
        {
          projectRateItemId: world.items.townhouses.labour.id,
          entryType: 'time',
          startTime,
          endTime,
          breakMinutes: 0,
        },
      ],
    },
  });

/** The app opened once online: its service worker is installed and `id` is among the kept reads. */
async function keptOnPhone(page: Page, id: number) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => storedReads(page), { timeout: 15_000 }).toContain(`"id":${id}`);
}

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
    await expect(daySummary(page).first()).toHaveText(date === third ? '1' : '0');
    // Kept before the next page load (each goto is a new page; a save still throttled would be lost).
    await expect.poll(() => storedReads(page), { timeout: 15_000 }).toContain(`{"date":"${date}"}`);
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
  const office = await officeRecords(world, second, '08:00', '12:00');

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

test("offline, a day of this week shows from the kept week; a day not kept says so and still takes a docket, whose preview is the phone's copy until it is sent", async ({
  page,
  world,
}) => {
  test.setTimeout(90_000);
  const [monday] = weekOf(todayIn('Australia/Sydney'));
  const kept = await createDocket(world, { project: 'depot', date: monday! });
  const notKept = addDays(monday!, -21);
  await signInAs(page, world.worker);
  // Online, the app is opened once on another screen: this week is kept without opening its days.
  await page.goto('/help');
  await keptOnPhone(page, kept.id);

  const context = page.context();
  await context.setOffline(true);
  await page.goto(`/entries/${monday}`);
  await expect(page.getByRole('link', { name: `View docket #${kept.id}` })).toBeVisible();
  await expect(daySummary(page).first()).toHaveText('1');

  await page.goto(`/entries/${notKept}`);
  const notice = page.getByRole('status').filter({ hasText: 'This day is not stored on this phone' });
  await expect(notice).toContainText('load by themselves when the signal returns');
  await expect(page.getByText('Loading entries…')).toHaveCount(0);
  await expect(daySummary(page)).toHaveText(['–', '–']);
  // Its week was never opened either: the week page says so instead of loading for ever.
  await page.goto(`/entries?week=${notKept}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'This week is not stored on this phone' }),
  ).toBeVisible();
  await expect(page.getByText('Loading dockets…')).toHaveCount(0);
  // Its days claim no hours and no 'No dockets': the phone does not know.
  await expect(page.getByText('Not stored on this phone', { exact: true })).toHaveCount(7);
  await expect(page.getByText('No dockets', { exact: true })).toHaveCount(0);
  await shoot(page, 'offline-week-not-stored');
  // A docket never opened on this phone says so too, instead of loading for ever.
  await page.goto(`/timesheets/${kept.id}/preview`);
  await expect(
    page.getByRole('status').filter({ hasText: 'This docket is not stored on this phone' }),
  ).toBeVisible();
  await expect(page.getByText('Loading docket...')).toHaveCount(0);
  await page.goto(`/entries/${notKept}`);
  await quickAdd(page);
  await expect(page.getByText('Waiting to send', { exact: true })).toBeVisible();
  await expect(notice).toBeVisible();
  await shoot(page, 'offline-day-not-stored');

  // View: the phone's copy, not sent yet, with none of the server's actions.
  await page.getByRole('link', { name: /^View docket #-\d+$/ }).click();
  await expect(page).toHaveURL(/\/timesheets\/-\d+\/preview$/);
  const waiting = page.getByRole('status').filter({ hasText: 'Not sent yet' });
  await expect(waiting).toContainText('sent by itself when you have reception');
  await expect(page.getByText(TOWNHOUSES)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Work Items' })).toContainText('Concrete Finisher');
  await expect(page.getByRole('button', { name: 'Email PDF' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await expect(page.getByText('Action Timeline')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'offline-queued-preview');

  // The signal returns: the docket is sent and its preview moves to the server's id.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/timesheets\/\d+\/preview$/, { timeout: 30_000 });
  const sentId = Number(/\/timesheets\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByRole('button', { name: 'Email PDF' })).toBeVisible();
  await expect(page.getByText(`#${sentId}`, { exact: true })).toBeVisible();
  await page.goto(`/entries/${notKept}`);
  await expect(daySummary(page).first()).toHaveText('1');
  await expect(page.getByRole('link', { name: `View docket #${sentId}` })).toBeVisible();
  await expect(page.getByText('This day is not stored on this phone')).toHaveCount(0);
});

test('Fix of a refused edit opens the values given on the phone, and the correction is sent in its place', async ({
  page,
  world,
}) => {
  test.setTimeout(90_000);
  const draft = await createDocket(world, { project: 'townhouses', date: first });
  await signInAs(page, world.worker);
  await page.goto(`/entries/${first}`);
  await expect(page.getByRole('link', { name: `View docket #${draft.id}` })).toBeVisible();
  await keptOnPhone(page, draft.id);

  // Offline, the worker moves the docket to the afternoon (the form opens from the kept day).
  const context = page.context();
  await context.setOffline(true);
  await page.getByRole('link', { name: `Edit docket #${draft.id}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Timesheet' })).toBeVisible();
  await page.getByLabel('Start time').selectOption('16:00');
  await page.getByLabel('End time').selectOption('18:00');
  await page.getByRole('button', { name: 'Save Docket' }).click();
  await expect(toast(page, 'Saved on this phone')).toBeVisible();
  await expect(syncState(page)).toHaveText('1 docket waiting to send');

  // Meanwhile the office records the worker's afternoon: the edit now overlaps it.
  const office = await officeRecords(world, first, '16:00', '18:00');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: '1 change needs attention' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: '1 change needs attention' }).click();
  const dialog = page.getByRole('dialog', { name: 'Needs attention' });
  await expect(dialog).toContainText('Changes to a docket');
  await dialog.getByRole('button', { name: 'Fix' }).click();

  // The form holds the phone's values (not the server's 07:00–15:30) and says why it was refused.
  await expect(page).toHaveURL(`/timesheets/${draft.id}/edit`);
  await expect(page.getByRole('note').filter({ hasText: 'Needs attention' })).toContainText('overlaps');
  await expect(page.getByLabel('Start time')).toHaveValue('16:00');
  await expect(page.getByLabel('End time')).toHaveValue('18:00');
  await shoot(page, 'offline-fix-refused-edit');
  await page.getByLabel('End time').selectOption('20:00');
  await page.getByLabel('Start time').selectOption('18:00');
  await expect(page.getByLabel('End time')).toHaveValue('20:00');
  await page.getByRole('button', { name: 'Save Docket' }).click();
  await expect(page).toHaveURL(`/timesheets/${draft.id}/preview`);
  await expect(syncState(page)).toHaveText('All sent');
  await expect(page.getByRole('button', { name: /needs? attention/ })).toHaveCount(0);

  const stored = await world.api.call<
    (WorldDocket & { lineItems: { startTime: string; endTime: string }[] })[]
  >('GET', `/api/users/${world.worker.id}/timesheets?date=${first}`, { token: world.worker.token });
  expect(stored.map((d) => [d.id, d.lineItems[0]?.startTime, d.lineItems[0]?.endTime]).sort()).toEqual(
    [
      [draft.id, '18:00', '20:00'],
      [office.id, '16:00', '18:00'],
    ].sort(),
  );
});
