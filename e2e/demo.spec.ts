import { apiLogin, DEMO_COMPANY, login } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

/**
 * The demo company (SEED_DEMO=1, src/server/seed/) is there and usable: its four people sign
 * in, and it holds the projects, clients and weeks of dockets a visitor is shown. The only journey
 * that reads the demo company; it changes nothing in it, so the others (each with a company of its
 * own, support/world.ts) may run beside it.
 */
const PROJECTS = [
  'Parramatta Road Stormwater Upgrade',
  'Marrickville Townhouses – Slab & Footings',
  'Depot Yard Resurfacing',
];

test.describe('the demo company', () => {
  test('each demo person signs in to Harbourline Civil & Concrete', async ({ request }) => {
    for (const [username, role] of [
      ['demo.admin', 'admin'],
      ['demo.office', 'office'],
      ['demo.foreman', 'foreman'],
      ['demo.worker', 'worker'],
    ] as const) {
      const session = await apiLogin(request, username);
      expect(session.user.role, username).toBe(role);
      const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${session.token}` } });
      expect(((await me.json()) as { company: { name: string } }).company.name).toBe(DEMO_COMPANY);
    }
  });

  test('the admin sees the demo projects, clients and work waiting on the dashboard', async ({ page }) => {
    await login(page, 'demo.admin');
    await expect(page.getByText('Admin dashboard')).toBeVisible();
    await expect(page.getByTestId('awaiting-count')).not.toHaveText('0');
    await expect(
      page.getByRole('region', { name: 'Hours this week' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/projects');
    for (const name of PROJECTS) await expect(page.getByRole('article', { name })).toBeVisible();
    await page.goto('/clients');
    for (const name of ['Cumberland City Council', 'Aria Developments']) {
      await expect(page.getByRole('article', { name })).toBeVisible();
    }
  });

  test('the demo worker reads a week of recorded days', async ({ page }) => {
    await login(page, 'demo.worker');
    await page.goto('/entries');
    await expect(page.getByRole('region', { name: /^Week total/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View docket #/ }).first()).toBeVisible();
  });
});
