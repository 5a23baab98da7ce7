import { addDays, todayIn } from '../src/shared/dates';
import { login } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot, toast } from './support/ui';
import { createDocket } from './support/world-dockets';

/**
 * Repeat yesterday (issue 17): two taps copy the worker's last recorded day to today as drafts;
 * tapping again on a day that already has them is refused with the server's overlap message, and
 * nothing is doubled (counted through the API).
 */
type Docket = {
  id: number;
  date: string;
  status: string;
  projectId: number | null;
  notes: string | null;
  signature?: string | null;
  lineItems: {
    startTime: string | null;
    endTime: string | null;
    breakMinutes: number;
    projectRateItemId: number | null;
  }[];
};

test('two taps copy yesterday to today as drafts, and a second copy is refused, not doubled', async ({
  page,
  world,
}) => {
  const today = todayIn('Australia/Sydney');
  const yesterday = addDays(today, -1);
  await createDocket(world, {
    project: 'townhouses',
    date: yesterday,
    status: 'draft',
    notes: 'Pour delayed',
  });
  const todays = () =>
    world.api.call<Docket[]>('GET', `/api/users/${world.worker.id}/timesheets?date=${today}`, {
      token: world.worker.token,
    });

  await login(page, world.worker.username, world.worker.password);
  await page.goto('/entries');
  const repeat = page.getByRole('button', { name: 'Repeat yesterday' });
  await repeat.click();
  const dialog = page.getByRole('alertdialog', { name: 'Repeat yesterday' });
  await expect(dialog.getByRole('list', { name: 'Dockets to copy' })).toHaveText(
    'Marrickville Townhouses – Slab & Footings · 07:00–15:30',
  );
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'repeat-yesterday-confirm', dialog);
  await dialog.getByRole('button', { name: 'Copy to today' }).click();
  await expect(toast(page, '1 draft added')).toBeVisible();
  await expect(dialog).toBeHidden();

  const copied = await todays();
  expect(copied).toHaveLength(1);
  expect(copied[0]).toMatchObject({
    status: 'draft',
    projectId: world.projects.townhouses.id,
    notes: null,
    lineItems: [
      expect.objectContaining({
        startTime: '07:00',
        endTime: '15:30',
        breakMinutes: 30,
        projectRateItemId: world.items.townhouses.labour.id,
      }),
    ],
  });

  // Again, from the day page: refused with the overlap message, nothing added.
  await page.goto(`/entries/${today}`);
  await page.getByRole('button', { name: 'Repeat yesterday' }).click();
  await page
    .getByRole('alertdialog', { name: 'Repeat yesterday' })
    .getByRole('button', { name: 'Copy to today' })
    .click();
  await expect(toast(page, 'Not repeated')).toBeVisible();
  await expect(page.getByText(/^This time overlaps docket #\d+ \(07:00–15:30\)/)).toBeVisible();
  expect(await todays()).toHaveLength(1);
  await shoot(page, 'repeat-yesterday-refused');
});
