import type { Page } from '@playwright/test';
import { MONEY_KEYS } from '../src/shared/money';
import { wholeDollars } from '../src/web/features/projects/format';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { toast } from './support/ui';
import { linkFromEmail, login, unique } from './support/auth';
import type { World } from './support/world';
import { createHistory } from './support/world-dockets';

/**
 * A toast by its title. While a modal dialog is open Radix marks the rest of the page aria-hidden
 * (the toast's own announcement still reaches screen readers), so the region is looked up with
 * includeHidden.
 */

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** A project of the journey's company made through the API by its admin; no one is assigned to it. */
function apiProject(world: World, name: string): Promise<{ id: number; code: string }> {
  return world.api.call('POST', `/api/companies/${world.company.id}/projects`, {
    token: world.admin.token,
    data: { name, jobNumber: 'HC-T', location: 'Unit 4, 12 Test Street, Smithfield NSW 2164' },
  });
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

test.describe('projects screen (spec 002 §2, §4, §5, §8)', () => {
  test('an admin sets up a project: approval, rate items, team, foreman, share, archive', async ({
    page,
    world,
  }) => {
    test.setTimeout(150_000);
    const name = unique('Blacktown Kerb Renewal ');
    const graceEmail = `${unique('grace.kim')}@example.com`;
    await login(page, world.admin.username, world.admin.password);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Active Projects \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Completed \(\d+\)$/ })).toBeVisible();

    // New Project: name required (002 §5), time inputs with their placeholders.
    await page.getByRole('button', { name: 'New Project' }).click();
    const form = page.getByRole('dialog', { name: 'New Project' });
    await form.getByRole('button', { name: 'Create Project' }).click();
    await expect(form.getByText('Please enter a project name.')).toBeVisible();
    await expect(toast(page, 'Name required')).toBeVisible();
    await expect(form.getByLabel('Default Start Time')).toHaveAttribute('placeholder', '08:00');
    await expect(form.getByLabel('Default End Time')).toHaveAttribute('placeholder', '17:00');
    await form.getByLabel('Project Name').fill(name);
    await form.getByLabel('Job Number').fill('HC-2488');
    await form.getByLabel('Location').fill('Main St, Blacktown NSW 2148');
    await form.getByLabel('Description').fill('Replace 120 m of kerb and gutter.');
    await form.getByLabel('Start Date').fill('2026-11-02');
    // Issue 29: an end date before the start is refused at the field.
    await form.getByLabel('End Date').fill('2026-11-01');
    await form.getByRole('button', { name: 'Create Project' }).click();
    await expect(form.getByText('End date must be on or after the start date')).toBeVisible();
    await form.getByLabel('End Date').fill('');
    await form.getByLabel('Default Start Time').fill('06:30');
    await form.getByLabel('Default End Time').fill('15:00');
    const approval = form.getByRole('switch', { name: 'Require foreman approval' });
    if ((await approval.getAttribute('aria-checked')) !== 'true') await approval.click();
    await expect(approval).toBeChecked();
    await form.getByRole('button', { name: 'Create Project' }).click();
    await expect(toast(page, 'Project created')).toBeVisible();

    // The new project opens in its detail dialog.
    const detail = page.getByRole('dialog', { name });
    await expect(detail.getByText('Approval Required')).toBeVisible();
    await expect(detail.getByText('No client assigned')).toBeVisible();
    await expect(detail.getByText('Total Value')).toBeVisible();
    await expect(detail.getByText('06:30 – 15:00')).toBeVisible();

    // Rate Items: add two company items, the inline rate accepts 0 or more and saves a change.
    await detail.getByRole('tab', { name: 'Rate Items' }).click();
    await expect(detail.getByText('No rate items on this project yet.')).toBeVisible();
    await detail.getByRole('button', { name: 'Add Rate Item' }).click();
    const add = page.getByRole('dialog', { name: 'Add Rate Item to Project' });
    await add.getByRole('button', { name: 'Add to Project' }).click();
    await expect(add.getByText('Choose a rate item')).toBeVisible();
    await add.getByRole('combobox', { name: 'Rate Item' }).click();
    await page.getByRole('option', { name: /^Concrete Pump/ }).click();
    await expect(add.getByLabel('Rate ($)')).toHaveValue('210.00');
    await add.getByLabel('Rate ($)').fill('195');
    await add.getByRole('button', { name: 'Add to Project' }).click();
    await expect(toast(page, 'Rate item added')).toBeVisible();
    await expect(add).toHaveCount(0);
    await detail.getByRole('button', { name: 'Add Rate Item' }).click();
    await add.getByRole('combobox', { name: 'Rate Item' }).click();
    await expect(page.getByRole('option', { name: /^Concrete Pump/ })).toHaveCount(0);
    await page.getByRole('option', { name: /^Tipper Truck/ }).click();
    await add.getByRole('button', { name: 'Add to Project' }).click();
    await expect(toast(page, 'Rate item added')).toBeVisible();
    const items = detail.getByRole('list', { name: 'Project rate items' });
    await expect(items.getByRole('listitem')).toHaveCount(2);
    const pumpRate = items.getByLabel('Rate for Concrete Pump per hr');
    await expect(pumpRate).toHaveValue('195.00');
    await pumpRate.fill('-1');
    await pumpRate.press('Enter');
    await expect(items.getByText('Rate must be 0 or more')).toBeVisible();
    await pumpRate.fill('205.5');
    await pumpRate.press('Enter');
    await expect(toast(page, 'Rate item updated')).toBeVisible();
    await expect(items.getByLabel('Rate for Concrete Pump per hr')).toHaveValue('205.50');

    // Team: tick the worker in Manage Team (a worker assignment).
    await detail.getByRole('tab', { name: 'Team' }).click();
    await expect(detail.getByText('Nobody is assigned yet.')).toBeVisible();
    await detail.getByRole('button', { name: 'Manage Team' }).click();
    const team = page.getByRole('dialog', { name: 'Manage Team' });
    await expect(team.getByRole('checkbox', { name: /Sarah Mitchell/ })).toBeChecked();
    await expect(team.getByRole('checkbox', { name: /Sarah Mitchell/ })).toBeDisabled();
    await team.getByRole('checkbox', { name: /Jake Thompson/ }).check();
    await expect(toast(page, 'Added to the team')).toBeVisible();
    await expect(team.getByRole('combobox', { name: 'Project role of Jake Thompson' })).toHaveText('Worker');
    await team.getByRole('button', { name: 'Done' }).click();
    await expect(detail.getByRole('listitem').filter({ hasText: 'Jake Thompson' })).toContainText('Worker');

    // Foremen: both fields required, then added; removal asks first.
    await detail.getByRole('tab', { name: 'Foremen' }).click();
    await detail.getByRole('button', { name: 'Add Foreman' }).click();
    await expect(detail.getByText('Foreman name is required')).toBeVisible();
    await expect(detail.getByText('Foreman email is required')).toBeVisible();
    await detail.getByLabel('Foreman name').fill('Grace Kim');
    await detail.getByLabel('Foreman email').fill('not-an-email');
    await detail.getByRole('button', { name: 'Add Foreman' }).click();
    await expect(detail.getByText('Valid email is required')).toBeVisible();
    await detail.getByLabel('Foreman email').fill(graceEmail);
    await detail.getByRole('button', { name: 'Add Foreman' }).click();
    await expect(toast(page, 'Foreman added')).toBeVisible();
    const foremen = detail.getByRole('list', { name: 'Foremen' });
    await expect(foremen.getByText('Grace Kim')).toBeVisible();
    await detail.getByRole('button', { name: 'Remove Grace Kim' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove foreman?' });
    await expect(confirm).toContainText('Are you sure you want to remove this foreman from the project?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(foremen.getByText('Grace Kim')).toBeVisible();
    await detail.getByRole('button', { name: 'Close' }).click();

    // Share Project Access: a prefilled text message, and the e-mail with the foreman dashboard link.
    await expect(card(page, name)).toContainText('Approval Required');
    await card(page, name)
      .getByRole('button', { name: /^Share/ })
      .click();
    const share = page.getByRole('dialog', { name: 'Share Project Access' });
    const code = (await share.getByText(/^\d{6}$/).textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const sms = await share.getByRole('link', { name: 'Send by Text Message' }).getAttribute('href');
    expect(sms).toMatch(/^sms:\?&body=/);
    expect(decodeURIComponent(sms ?? '')).toContain(`/foreman-dashboard?code=${code}`);
    await share.getByLabel('Foreman email').fill(graceEmail);
    await share.getByLabel('Foreman name').fill('Grace Kim');
    await share.getByRole('button', { name: 'Send Email' }).click();
    await expect(toast(page, 'Invitation sent')).toBeVisible();
    const link = await linkFromEmail(graceEmail, '/foreman-dashboard');
    expect(link).toBe(`/foreman-dashboard?code=${code}`);
    await share.getByRole('button', { name: 'Close' }).click();

    // Archive moves it to Completed; Restore brings it back.
    await card(page, name)
      .getByRole('button', { name: /^Archive/ })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Archive project?' })
      .getByRole('button', { name: 'Archive Project' })
      .click();
    await expect(toast(page, 'Project archived')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
    await page.getByRole('tab', { name: /^Completed/ }).click();
    await expect(card(page, name).getByText('Completed')).toBeVisible();
    await card(page, name)
      .getByRole('button', { name: /^Restore/ })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Restore project?' })
      .getByRole('button', { name: 'Restore Project' })
      .click();
    await expect(toast(page, 'Project restored')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
    await page.getByRole('tab', { name: /^Active Projects/ }).click();
    await expect(card(page, name).getByText('Active', { exact: true })).toBeVisible();
  });

  test('a worker sees only assigned projects and no money, in the page or the reply', async ({
    page,
    world,
  }) => {
    const hidden = unique('Unassigned Yard Works ');
    await apiProject(world, hidden);
    await login(page, world.worker.username, world.worker.password);
    const reply = page.waitForResponse((r) => /\/api\/companies\/\d+\/projects$/.test(r.url()));
    await page.goto('/projects');
    const body = (await (await reply).json()) as unknown;
    const money = keysOf(body).filter((key) => (MONEY_KEYS as readonly string[]).includes(key));
    expect(money).toEqual([]);

    await expect(page.getByText('View your assigned construction projects')).toBeVisible();
    const stormwater = card(page, 'Parramatta Road Stormwater Upgrade');
    await expect(stormwater).toBeVisible();
    await expect(stormwater.getByText('Workers')).toBeVisible();
    await expect(stormwater.getByText('Total Value')).toHaveCount(0);
    await expect(card(page, hidden)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New Project' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Manage Team/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Archive/ })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('$');

    // Read-only rates: names and units, no prices, no edit.
    await stormwater.getByRole('button', { name: /^View/ }).click();
    const detail = page.getByRole('dialog', { name: 'Parramatta Road Stormwater Upgrade' });
    await expect(detail.getByText('Total Assigned')).toBeVisible();
    await expect(detail.getByText('Total Value')).toHaveCount(0);
    await detail.getByRole('tab', { name: 'Rate Items' }).click();
    // The worker's own reply (the app may have read it ahead, to have it offline).
    const items = await page.request.get(`/api/projects/${world.projects.stormwater.id}/rate-items`, {
      headers: { Authorization: `Bearer ${world.worker.token}` },
    });
    const itemKeys = keysOf((await items.json()) as unknown);
    expect(itemKeys.filter((key) => (MONEY_KEYS as readonly string[]).includes(key))).toEqual([]);
    await expect(detail.getByText('Rates are set by the office.', { exact: false })).toBeVisible();
    await expect(
      detail.getByRole('list', { name: 'Project rate items' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(detail.getByRole('spinbutton')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('$');
  });

  test('Total Value shows approved work and, apart from it, work not yet approved', async ({
    page,
    world,
  }) => {
    await createHistory(world);
    const admin = world.admin;
    const reply = await page.request.get(`/api/companies/${world.company.id}/projects`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    type Stats = { approvedValue: string; unapprovedValue: string };
    const projects = (await reply.json()) as { name: string; stats: Stats }[];
    const stormwater = projects.find((p) => p.name === 'Parramatta Road Stormwater Upgrade')!;
    // The stormwater dockets of the last days are drafts or wait for the foreman.
    expect(Number(stormwater.stats.unapprovedValue)).toBeGreaterThan(0);
    expect(Number(stormwater.stats.approvedValue)).toBeGreaterThan(0);
    await login(page, admin.username, admin.password);
    await page.goto('/projects');
    const value = card(page, stormwater.name).getByRole('definition').filter({ hasText: 'approved' });
    await expect(value).toContainText(`${wholeDollars(stormwater.stats.approvedValue)}approved`);
    await expect(value).toContainText(`+ ${wholeDollars(stormwater.stats.unapprovedValue)} not yet approved`);
  });

  test('office can archive and restore but not create projects', async ({ page, world }) => {
    test.setTimeout(60_000);
    const name = unique('Office Archive Check ');
    await apiProject(world, name);
    await login(page, world.office.username, world.office.password);
    await page.goto('/projects');
    await expect(card(page, name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Project' })).toHaveCount(0);
    await expect(card(page, name).getByText('Total Value')).toBeVisible();
    await card(page, name)
      .getByRole('button', { name: /^Archive/ })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Archive project?' })
      .getByRole('button', { name: 'Archive Project' })
      .click();
    await expect(toast(page, 'Project archived')).toBeVisible();
    await page.getByRole('tab', { name: /^Completed/ }).click();
    await card(page, name)
      .getByRole('button', { name: /^Restore/ })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Restore project?' })
      .getByRole('button', { name: 'Restore Project' })
      .click();
    await expect(toast(page, 'Project restored')).toBeVisible();

    // Office assigns the client but does not edit details or the approval switch (002 §6).
    await page.getByRole('tab', { name: /^Active Projects/ }).click();
    await card(page, name).getByRole('button', { name: /^View/ }).click();
    const detail = page.getByRole('dialog', { name });
    await expect(detail.getByRole('button', { name: 'Edit project details' })).toHaveCount(0);
    await expect(detail.getByRole('switch', { name: 'Require approval' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Assign client' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Client to Project' });
    await assign.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Aria Developments' }).click();
    await assign.getByRole('button', { name: 'Save Client' }).click();
    await expect(toast(page, 'Client assigned')).toBeVisible();
    await expect(detail.getByText('Chris Doyle')).toBeVisible();
    await detail.getByRole('button', { name: 'Change client' }).click();
    await assign.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'No client' }).click();
    await assign.getByRole('button', { name: 'Save Client' }).click();
    await expect(toast(page, 'Client removed')).toBeVisible();
    await expect(detail.getByText('No client assigned')).toBeVisible();
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the projects screen and the detail dialog pass axe at ${size.width}×${size.height}`, async ({
      page,
      world,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await login(page, world.admin.username, world.admin.password);
      await page.goto('/projects');
      const stormwater = card(page, 'Parramatta Road Stormwater Upgrade');
      await expect(stormwater.getByText('Total Value')).toBeVisible();
      await expect(stormwater).toContainText('Cumberland City Council');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`projects-${size.width}.png`), fullPage: true });

      await stormwater.getByRole('button', { name: /^View/ }).click();
      const detail = page.getByRole('dialog', { name: 'Parramatta Road Stormwater Upgrade' });
      await expect(detail.getByText('Cumberland City Council')).toBeVisible();
      await expect(detail.getByText('Total Assigned')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`project-detail-${size.width}.png`) });
      for (const tab of ['Team', 'Foremen', 'Rate Items']) {
        await detail.getByRole('tab', { name: tab }).click();
        await expect(detail.getByRole('tabpanel')).not.toContainText('Loading');
        await page.screenshot({
          path: testInfo.outputPath(`project-${tab.replace(' ', '-')}-${size.width}.png`),
        });
      }
      await expectNoSeriousA11yViolations(page);
    });
  }
});
