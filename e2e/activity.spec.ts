import fs from 'node:fs';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shoot } from './support/ui';
import { signInAs } from './support/world';

test.describe('the activity trail (issue 25)', () => {
  test('admin changes a rate and a role, then reads both in Activity with before and after, and downloads the CSV', async ({
    page,
    world,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { api, admin, company, worker } = world;
    const token = admin.token;
    const items = await api.call<{ id: number; name: string }[]>(
      'GET',
      `/api/companies/${company.id}/rate-items`,
      { token },
    );
    const labourer = items.find((item) => item.name === 'Labourer')!;
    await api.call('PUT', `/api/companies/${company.id}/rate-items/${labourer.id}`, {
      token,
      data: { rate: 72.5 },
    });
    await api.call('PUT', `/api/users/${worker.id}/role`, { token, data: { role: 'foreman' } });

    await signInAs(page, admin);
    await page.goto('/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const entries = page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
    const rate = entries.filter({ hasText: 'Rate item changed' });
    await expect(rate).toHaveCount(1);
    await expect(rate.getByText('68.00', { exact: true })).toBeVisible();
    await expect(rate.getByText('72.50', { exact: true })).toBeVisible();
    const role = entries.filter({ hasText: 'Role changed' });
    await expect(role).toHaveCount(1);
    await expect(role.getByText('worker', { exact: true })).toBeVisible();
    await expect(role.getByText('foreman', { exact: true })).toBeVisible();
    await expect(role.getByText(`${admin.firstName} ${admin.lastName}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'activity', page.getByRole('heading', { level: 1, name: 'Activity' }));
    await page.setViewportSize({ width: 1280, height: 800 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe(
      'When,Person,Activity,Kind,Subject,Subject id,Before,After,Device,Address',
    );
    expect(csv).toContain('Rate item changed');
    expect(csv).toContain('Role changed');
  });

  test('office is refused', async ({ page, world }) => {
    await signInAs(page, world.office);
    await page.goto('/activity');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
