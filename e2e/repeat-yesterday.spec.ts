import type { Page } from '@playwright/test';
import { addDays, todayIn } from '../src/shared/dates';
import { login } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot, toast } from './support/ui';
import type { World } from './support/world';
import { createDocket } from './support/world-dockets';

/**
 * Repeat yesterday (issue 17): two taps put the worker's last recorded day on today as drafts —
 * one docket through the quick-add sheet, prefilled (Repeat yesterday, Save as Draft), several
 * through a confirmation (Repeat yesterday, Copy to today). Doing it again on a day that already
 * has them is refused with the server's overlap message, and nothing is doubled (counted through
 * the API).
 */
type Docket = {
  status: string;
  projectId: number | null;
  notes: string | null;
  lineItems: {
    startTime: string | null;
    endTime: string | null;
    breakMinutes: number;
    projectRateItemId: number | null;
  }[];
};

const TOWNHOUSES = 'Marrickville Townhouses – Slab & Footings';
const today = todayIn('Australia/Sydney');
const yesterday = addDays(today, -1);
const OVERLAP = /^This time overlaps docket #\d+ \(06:00–14:30\)/;

const todays = (world: World) =>
  world.api.call<Docket[]>('GET', `/api/users/${world.worker.id}/timesheets?date=${today}`, {
    token: world.worker.token,
  });

/** A docket of yesterday on `project`: its labour item with a 45-minute break. */
const recordYesterday = (
  world: World,
  project: 'townhouses' | 'depot',
  [startTime, endTime]: [string, string],
  extra: { status?: 'approved'; notes?: string } = {},
) =>
  createDocket(world, {
    project,
    date: yesterday,
    ...extra,
    lineItems: [
      {
        projectRateItemId: world.items[project].labour.id,
        entryType: 'time',
        startTime,
        endTime,
        breakMinutes: 45,
      },
    ],
  });

async function expectPrefilled(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'Add Time Entry' });
  await expect(sheet).toContainText(/Copied from \w+day.*Check the times, then save\./);
  await expect(sheet.getByLabel('Project')).toHaveText(TOWNHOUSES);
  await expect(sheet.getByLabel('Billing item')).toContainText('Concrete Finisher');
  await expect(sheet.getByLabel('Start time')).toHaveValue('06:00');
  await expect(sheet.getByLabel('End time')).toHaveValue('14:30');
  await expect(sheet.getByRole('slider', { name: 'Break minutes' })).toHaveAttribute('aria-valuenow', '45');
  return sheet;
}

test('one docket yesterday: Repeat yesterday opens the sheet prefilled, Save adds it once', async ({
  page,
  world,
}) => {
  // Completed, with a note: only the work travels, as a draft.
  await recordYesterday(world, 'townhouses', ['06:00', '14:30'], {
    status: 'approved',
    notes: 'Pour delayed',
  });
  await login(page, world.worker.username, world.worker.password);
  await page.goto('/entries');
  await page.getByRole('button', { name: 'Repeat yesterday' }).click();

  await expect(page).toHaveURL(new RegExp(`/entries/${today}$`));
  const sheet = await expectPrefilled(page);
  await expect(sheet).toContainText('7.8');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'repeat-yesterday-sheet', sheet);
  await sheet.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(sheet).toBeHidden();

  const copied = await todays(world);
  expect(copied).toHaveLength(1);
  expect(copied[0]).toMatchObject({
    status: 'draft',
    projectId: world.projects.townhouses.id,
    notes: null,
    lineItems: [
      expect.objectContaining({
        startTime: '06:00',
        endTime: '14:30',
        breakMinutes: 45,
        projectRateItemId: world.items.townhouses.labour.id,
      }),
    ],
  });
  // The sheet was opened once: a reload shows the day, not the sheet again.
  await page.reload();
  await expect(page.getByLabel('Day summary').locator('dd')).toHaveText(['1', '7.8']);
  await expect(sheet).toBeHidden();

  // Again, from the day page: the same two taps are refused with the overlap message.
  await page.getByRole('button', { name: 'Repeat yesterday' }).click();
  await expectPrefilled(page);
  await sheet.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Failed to create entry')).toBeVisible();
  await expect(page.getByText(OVERLAP)).toBeVisible();
  await expect(sheet).toBeVisible();
  expect(await todays(world)).toHaveLength(1);
});

test('several dockets yesterday: two taps copy them all as drafts, a second copy is refused', async ({
  page,
  world,
}) => {
  // Recorded out of time order: the sheet lists them in the order they were worked.
  await recordYesterday(world, 'depot', ['15:00', '17:00']);
  await recordYesterday(world, 'townhouses', ['06:00', '14:30']);
  await login(page, world.worker.username, world.worker.password);
  await page.goto('/entries');
  await page.getByRole('button', { name: 'Repeat yesterday' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Repeat yesterday' });
  await expect(dialog.getByRole('list', { name: 'Dockets to copy' }).getByRole('listitem')).toHaveText([
    `${TOWNHOUSES} · 06:00–14:30`,
    'Depot Yard Resurfacing · 15:00–17:00',
  ]);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'repeat-yesterday-confirm', dialog);
  await dialog.getByRole('button', { name: 'Copy to today' }).click();
  await expect(toast(page, '2 drafts added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const copied = await todays(world);
  expect(copied.map((d) => [d.status, d.notes, d.lineItems[0]?.startTime]).sort()).toEqual([
    ['draft', null, '06:00'],
    ['draft', null, '15:00'],
  ]);

  await page.goto(`/entries/${today}`);
  await page.getByRole('button', { name: 'Repeat yesterday' }).click();
  await dialog.getByRole('button', { name: 'Copy to today' }).click();
  await expect(toast(page, 'Not repeated')).toBeVisible();
  await expect(page.getByText(OVERLAP)).toBeVisible();
  expect(await todays(world)).toHaveLength(2);
  await shoot(page, 'repeat-yesterday-refused');
});
