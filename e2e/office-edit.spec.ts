import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { toast } from './support/ui';
import type { Person, World } from './support/world';

/**
 * DECISIONS 'Office and existing dockets' (issue 11 point 19): office's Edit on a docket preview
 * opens the docket form, saves, and Mark Void says it worked; recording a docket stays refused.
 */
const auth = (s: Person) => ({ Authorization: `Bearer ${s.token}` });

/** A non-billable approved docket of the journey's worker, on a Sunday. */
async function workerDocket(request: APIRequestContext, world: World, date: string): Promise<number> {
  const reply = await request.post('/api/timesheets', {
    headers: auth(world.worker),
    data: {
      date,
      entryType: 'non-billable',
      description: 'Yard clean-up and toolbox talk',
      startTime: '07:00',
      endTime: '11:00',
      breakMinutes: 0,
      status: 'approved',
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { id: number }).id;
}

async function signIn(page: Page, person: Person): Promise<Person> {
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(person.token)})`);
  return person;
}

async function openEditFromPreview(page: Page, id: number): Promise<void> {
  await page.goto(`/timesheets/${id}/preview`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(`/timesheets/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Timesheet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
}

test.describe('office edits an existing docket', () => {
  test('Edit on the preview opens the form, saves, and Mark Void shows a toast', async ({ page, world }) => {
    const office = await signIn(page, world.office);
    const edited = await workerDocket(page.request, world, '2025-06-01');
    await openEditFromPreview(page, edited);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Notes', { exact: true }).fill('Checked by the office');
    await page.getByRole('button', { name: 'Save Docket' }).click();
    await expect(page).toHaveURL(`/timesheets/${edited}/preview`);
    const saved = await page.request.get(`/api/timesheets/${edited}`, { headers: auth(office) });
    expect(((await saved.json()) as { notes: string }).notes).toBe('Checked by the office');

    // Saved, it went back to draft: a refused Delete says so in 001 §8's words, with the reason.
    await openEditFromPreview(page, edited);
    const url = `**/api/timesheets/${edited}`;
    await page.route(url, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 404, json: { message: 'Docket not found', code: 'NOT_FOUND' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this docket?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Failed to delete timesheet. Please try again.')).toBeVisible();
    await page.unroute(url);

    const voided = await workerDocket(page.request, world, '2025-06-08');
    await openEditFromPreview(page, voided);
    await page.getByRole('button', { name: 'Mark Void' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this docket void?' });
    await dialog.getByRole('button', { name: 'Mark Void' }).click();
    await expect(toast(page, 'Docket marked void')).toBeVisible();
    await expect(page).toHaveURL(`/timesheets/${voided}/preview`);

    await page.goto('/timesheets/create');
    await expect(page.getByText('Timesheet creation is restricted for office staff.')).toBeVisible();
  });
});
