import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { todayIn, addDays } from '../src/shared/dates';
import { formatMoney } from '../src/shared/dockets/docket-math';
import { hoursShown } from '../src/shared/hours';
import { presetRange } from '../src/shared/reports/reports';
import type { WorkByProjectReport } from '../src/shared/reports/schemas';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { createDocket } from './support/world-dockets';
import { signInAs, type World } from './support/world';

/**
 * Reports (issue 26): office reads last month by project and drills down to a docket's preview and
 * back; admin budgets a project and sees it flagged at 80 %; the CSV and the PDF; a Base company
 * sees the upsell. Each journey's company has its own dockets, made last month.
 */

/**
 * A screenshot for review at the journey's own size (SHOTS_DIR set): each journey is laid out at its
 * size from the start, as a phone or a desktop would be, not resized half-way.
 */
async function snap(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.waitForTimeout(200);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
}

/** Nothing wider than the screen: a wide table scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

const lastMonth = () => presetRange('last-month', todayIn('Australia/Sydney'))!;

/**
 * Last month: townhouses two approved days and a draft (8 h at $92 each), the depot one approved
 * day (8 h at $68): the townhouses' row is 24 h, $2,208.00 ex GST, $736.00 not approved.
 */
async function lastMonthDockets(world: World) {
  const { from } = lastMonth();
  const day = (n: number) => addDays(from, n);
  await createDocket(world, { project: 'townhouses', date: day(3), status: 'approved' });
  await createDocket(world, { project: 'townhouses', date: day(4), status: 'approved' });
  await createDocket(world, { project: 'townhouses', date: day(5) });
  await createDocket(world, { project: 'depot', date: day(6), status: 'approved' });
}

const reportPath = (world: World, report: string, query: Record<string, string | number>) =>
  `/api/companies/${world.company.id}/reports/${report}?${new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)]),
  )}`;

/** The totals the screen shows against the API's reply for the same filters. */
async function expectTotals(page: Page, world: World, projectId: number) {
  const reply = await world.api.call<WorkByProjectReport>(
    'GET',
    reportPath(world, 'work-by-project', { ...lastMonth(), projectId }),
    { token: world.office.token },
  );
  expect(reply.totals.all).toEqual({ hours: '24.00', net: '2208.00', gst: '220.80', total: '2428.80' });
  const totals = page.getByRole('group', { name: 'Totals' });
  await expect(totals).toContainText(`Hours${hoursShown(reply.totals.all.hours)}`);
  await expect(totals).toContainText(`Value ex GST${formatMoney(reply.totals.all.net)}`);
  await expect(totals).toContainText(`Total incl. GST${formatMoney(reply.totals.all.total)}`);
  const row = page.getByRole('row', { name: new RegExp(world.projects.townhouses.name) }).first();
  await expect(row).toContainText(formatMoney(reply.rows[0]!.byState.notApproved.net));
  await expect(row).toContainText(formatMoney(reply.rows[0]!.byState.approved.net));
}

/** A row's dockets, one of them opened in its preview, and Back to the same report. */
async function drillToPreviewAndBack(page: Page, world: World) {
  const name = world.projects.townhouses.name;
  const address = page.url();
  await page.getByRole('button', { name: `Dockets of ${name}, not approved` }).click();
  const dialog = page.getByRole('dialog', { name: `${name} · Not approved` });
  await expect(dialog.getByRole('list', { name: 'Dockets' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Dockets of ${name}`, exact: true }).click();
  const all = page.getByRole('dialog', { name });
  await expect(all.getByRole('list', { name: 'Dockets' }).getByRole('listitem')).toHaveCount(3);
  await snap(page, 'reports-drill');
  await all
    .getByRole('link', { name: /^Docket #\d+/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/timesheets\/\d+\/preview$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('group', { name: 'Totals' })).toContainText('$2,428.80');
}

test.describe('reports (issue 26)', () => {
  test('desktop: office picks last month and a project, drills down and back, downloads CSV and PDF; admin sets a budget and sees the 80 % flag', async ({
    page,
    world,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await lastMonthDockets(world);
    const { from, to } = lastMonth();
    const townhouses = world.projects.townhouses;

    await signInAs(page, world.office);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Work by project', selected: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last month' }).click();
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: townhouses.name }).click();
    await expect(page).toHaveURL(new RegExp(`preset=last-month&projectId=${townhouses.id}$`));
    await expect(page.getByLabel('From')).toHaveValue(from);
    await expectTotals(page, world, townhouses.id);
    await page.getByRole('button', { name: `Rate items of ${townhouses.name}` }).click();
    await expect(page.getByRole('row', { name: /Concrete Finisher/ })).toContainText('24.0000 hr');
    await drillToPreviewAndBack(page, world);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'reports-work');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`work-by-project-${from}-to-${to}.csv`);
    expect(fs.readFileSync((await csv.path())!, 'utf8')).toContain(townhouses.name);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`work-by-project-${from}-to-${to}.pdf`);
    expect(
      fs
        .readFileSync((await pdf.path())!)
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    // Admin budgets the townhouses at 28 hours: 24 used is 85 %.
    await signInAs(page, world.admin);
    await page.goto('/projects');
    await page.getByRole('article', { name: townhouses.name }).getByRole('button', { name: /^View/ }).click();
    await page
      .getByRole('dialog', { name: townhouses.name })
      .getByRole('button', { name: 'Edit project details' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Project Details' });
    await edit.getByLabel('Budget hours').fill('28');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await page.goto('/reports?report=budgets&preset=last-month');
    const budget = page.getByRole('row', { name: new RegExp(townhouses.name) });
    await expect(budget).toContainText('Budget 80% used');
    await expect(budget).toContainText('85%');
    await snap(page, 'reports-budgets');
  });

  test('phone: a shared link to last month, the other reports, a drill-down and back; a worker is refused; on Base the upsell', async ({
    page,
    world,
  }) => {
    test.setTimeout(60_000);
    await lastMonthDockets(world);
    const townhouses = world.projects.townhouses;
    await signInAs(page, world.office);
    await page.goto(`/reports?report=work-by-project&preset=last-month&projectId=${townhouses.id}`);
    await expectTotals(page, world, townhouses.id);
    await expectNoSidewaysScroll(page);
    await snap(page, 'reports-work');
    await drillToPreviewAndBack(page, world);

    await page.getByRole('tab', { name: 'Labour by worker' }).click();
    await expect(page.getByRole('row', { name: new RegExp(world.worker.name) }).first()).toContainText(
      '16.0',
    );
    await snap(page, 'reports-labour');
    await page.getByRole('tab', { name: 'Trend' }).click();
    await expect(page.getByRole('group', { name: 'Totals' })).toContainText('$2,208.00');
    await snap(page, 'reports-trend');
    await page.getByRole('tab', { name: 'Clients' }).click();
    await expect(page.getByRole('row', { name: /Aria Developments/ })).toContainText('$1,472.00');
    await snap(page, 'reports-clients');

    // Workers never see reports.
    const query = { ...lastMonth() };
    await world.api.call('GET', reportPath(world, 'work-by-project', query), {
      token: world.worker.token,
      status: 403,
    });
    await signInAs(page, world.worker);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await signInAs(page, world.office);

    // The company moves to Base (the simulated checkout, paid): the upsell, and 402 from the API.
    const { sessionUrl } = await world.api.call<{ sessionUrl: string }>(
      'POST',
      '/api/billing/create-subscription',
      { token: world.admin.token, status: 200 },
    );
    const paid = await page.request.post(`${sessionUrl}/pay`, {
      form: { email: world.admin.email, name: world.admin.name, card: '4242 4242 4242 4242' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    await expect(async () => {
      const plan = await world.api.call<{ entitlement: { plan: string } }>(
        'GET',
        '/api/billing/subscription',
        {
          token: world.admin.token,
        },
      );
      expect(plan.entitlement.plan).toBe('base');
    }).toPass({ timeout: 10_000 });
    await world.api.call('GET', reportPath(world, 'work-by-project', query), {
      token: world.office.token,
      status: 402,
    });
    await page.goto('/reports');
    await expect(page.getByText('Available on PRO', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See plans on Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await snap(page, 'reports-base');
  });
});
