import type { APIRequestContext, Page } from '@playwright/test';
import { Figures, formatMoney, hundredths } from '../src/shared/dockets/docket-math';
import { todayIn } from '../src/shared/dates';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { toast } from './support/ui';
import { login, storedToken } from './support/auth';
import type { Person } from './support/world';
import { createHistory } from './support/world-dockets';

/**
 * The admin and office dashboards (issue 5) and the dashboard's recent dockets (spec 001 §2.8):
 * what the office needs at a glance, checked against the dashboard API, each row linking onward.
 */
type Docket = { id: number; workerId: number; companyId: number; status: string };
type Overview = {
  week: { start: string };
  awaitingApproval: { count: number; dockets: Docket[] };
  readyToInvoice: { count: number; totalValue: string };
  hoursThisWeek: { projectName: string; hours: string }[];
  recentDockets: Docket[];
};

const hoursShort = (hours: string) => new Figures(hundredths(hours) * 60n).hoursShort;
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const returnTo = (page: Page) => page.evaluate<string | null>("sessionStorage.getItem('docketReturnTo')");

/** Full-page screenshots in parts, for a person to look at, when DASHBOARD_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const folder = process.env.DASHBOARD_SHOTS;
  if (!folder) return;
  const width = page.viewportSize()!.width;
  const total = await page.evaluate<number>('document.documentElement.scrollHeight');
  for (let y = 0, part = 0; y < total; y += 1200, part++) {
    const clip = { x: 0, y, width, height: Math.min(1200, total - y) };
    await page.screenshot({ path: `${folder}/${name}-${part}.png`, fullPage: true, clip });
  }
}

async function overviewOf(request: APIRequestContext, token: string, companyId: number) {
  const reply = await request.get(`/api/companies/${companyId}/dashboard`, bearer(token));
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as Overview;
}

/** Signs in on the /login screen and reads the overview with that user's own token. */
async function openDashboard(page: Page, person: Person) {
  await login(page, person.username, person.password);
  const token = (await storedToken(page))!;
  const me = (await (await page.request.get('/api/auth/me', bearer(token))).json()) as {
    user: { companyId: number };
  };
  return overviewOf(page.request, token, me.user.companyId);
}

/** The three panels show the API's figures: count, money total and hours per project. */
async function expectOverview(page: Page, overview: Overview) {
  const awaiting = page.getByRole('region', { name: 'Awaiting approval' });
  await expect(awaiting.getByTestId('awaiting-count')).toHaveText(String(overview.awaitingApproval.count));
  await expect(awaiting.getByRole('link')).toHaveCount(Math.min(5, overview.awaitingApproval.count));

  const ready = page.getByRole('region', { name: 'Ready to invoice' });
  await expect(ready.getByTestId('invoice-total')).toHaveText(
    formatMoney(overview.readyToInvoice.totalValue),
  );
  await expect(ready.getByTestId('invoice-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(ready.getByRole('link', { name: 'Go to Invoices' })).toHaveAttribute('href', '/invoices');

  const hours = page.getByRole('region', { name: 'Hours this week' });
  expect(overview.hoursThisWeek.length).toBeGreaterThan(0);
  const rows = hours.getByRole('list', { name: 'Hours by project' }).getByRole('listitem');
  await expect(rows).toHaveCount(overview.hoursThisWeek.length);
  for (const { projectName, hours: h } of overview.hoursThisWeek) {
    await expect(rows.filter({ hasText: projectName })).toContainText(`${hoursShort(h)} h`);
  }
  await expect(page.getByRole('region', { name: 'Recent dockets' }).getByRole('listitem')).toHaveCount(
    overview.recentDockets.length,
  );
}

test.describe('office dashboard on a phone', () => {
  test('as office the figures match the API and an awaiting docket opens its preview', async ({
    page,
    world,
  }) => {
    await createHistory(world);
    const overview = await openDashboard(page, world.office);
    expect(overview.awaitingApproval.count).toBeGreaterThan(0);
    await expect(page.getByText('Office dashboard')).toBeVisible();
    await expectOverview(page, overview);
    // The action cards and the company code stay under the overview.
    await expect(page.getByRole('heading', { name: 'What would you like to do?' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Company code' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'office-390');

    const first = overview.awaitingApproval.dockets[0]!;
    await page.getByRole('list', { name: 'Dockets awaiting approval' }).getByRole('link').first().click();
    await expect(page).toHaveURL(`/timesheets/${first.id}/preview`);
    expect(await returnTo(page)).toBe('/dashboard');
  });

  test('a recent docket card opens its preview with /entries to return to', async ({ page, world }) => {
    await createHistory(world);
    const overview = await openDashboard(page, world.office);
    const newest = overview.recentDockets[0]!;
    await page
      .getByRole('region', { name: 'Recent dockets' })
      .getByRole('link', { name: new RegExp(`docket #${newest.id}$`) })
      .click();
    await expect(page).toHaveURL(`/timesheets/${newest.id}/preview`);
    expect(await returnTo(page)).toBe('/entries');
  });

  test('a failed load shows Try Again, which loads the dashboard', async ({ page, world }) => {
    let fail = true;
    await page.route('**/api/companies/*/dashboard', (route) =>
      fail ? route.fulfill({ status: 503, json: { message: 'Unavailable' } }) : route.fallback(),
    );
    await login(page, world.office.username, world.office.password);
    const alert = page.getByRole('alert').filter({ hasText: 'Unable to load the dashboard' });
    await expect(alert).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'error-390');
    fail = false;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('region', { name: 'Awaiting approval' })).toBeVisible();
  });
});

test.describe('admin dashboard on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('as admin the figures match the API and an awaiting docket opens its preview', async ({
    page,
    world,
  }) => {
    await createHistory(world);
    const overview = await openDashboard(page, world.admin);
    await expect(page.getByText('Admin dashboard')).toBeVisible();
    await expectOverview(page, overview);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-1280');

    const first = overview.awaitingApproval.dockets[0]!;
    await page.getByRole('list', { name: 'Dockets awaiting approval' }).getByRole('link').first().click();
    await expect(page).toHaveURL(`/timesheets/${first.id}/preview`);
    expect(await returnTo(page)).toBe('/dashboard');
  });
});

test.describe('foreman recent dockets', () => {
  test('a foreman sees their own recent draft and can delete it from its card', async ({ page, world }) => {
    const foreman = world.foreman;
    const auth = bearer(foreman.token);
    const created = await page.request.post('/api/timesheets', {
      ...auth,
      data: {
        date: todayIn('Australia/Sydney'),
        entryType: 'non-billable',
        status: 'draft',
        startTime: '07:00',
        endTime: '09:30',
        description: 'Site induction for the new crew',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const draft = (await created.json()) as Docket;

    await login(page, foreman.username, foreman.password);
    const recent = page.getByRole('region', { name: 'Your recent dockets' });
    const card = recent.getByRole('listitem').filter({ hasText: `#${draft.id}` });
    await expect(card).toContainText('Draft');
    await expect(card).toContainText('2.5 h');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'foreman-390');
    if (process.env.DASHBOARD_SHOTS) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, 'foreman-1280');
      await page.setViewportSize({ width: 390, height: 844 });
    }

    await card.getByRole('button', { name: `Delete docket #${draft.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this docket?' });
    await dialog.getByRole('button', { name: 'Delete Docket' }).click();
    await expect(toast(page, 'Docket deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    const gone = await page.request.get(`/api/timesheets/${draft.id}`, auth);
    expect(gone.status()).toBe(404);
  });
});
