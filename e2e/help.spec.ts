import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

const SETUP_STEPS = [
  'Add your company rate items',
  'Add your clients',
  'Create your projects',
  'Set project-specific rates',
  'Add your internal users',
  'Assign workers to projects',
  'Give foremen access',
];

async function openHelpAs(page: Page, token: string): Promise<void> {
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(token)})`);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  // The screen's name, word for word from 002 §2.
  await expect(page).toHaveTitle('Help and Support · SiteDockets');
  await expect(page.getByText('Help and Support', { exact: true })).toBeVisible();
}

test.describe('Help and Support (spec 002 §2)', () => {
  test('an admin reads the 7-step setup guide in order, with links to each screen', async ({
    page,
    world,
  }) => {
    await openHelpAs(page, world.admin.token);
    const guide = page.getByRole('region', { name: 'Setup guide' });
    await expect(guide.getByRole('heading', { level: 3 })).toHaveText(
      SETUP_STEPS.map((title, index) => `Step ${index + 1}: ${title}`),
    );
    await expect(guide.getByRole('link', { name: 'Open Billable Items' })).toHaveAttribute(
      'href',
      '/settings?tab=rate-items',
    );
    const roles = page.getByRole('region', { name: 'Who can do what' });
    await expect(roles.getByText('The same rights as an admin, except deleting users.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a worker sees task guides, support contact, browsers and phone advice', async ({
    page,
    request,
    world,
  }) => {
    const { token } = world.worker;
    const config = (await (await request.get('/api/public-config')).json()) as {
      supportPhone: string;
      supportEmail: string;
    };
    await openHelpAs(page, token);
    await expect(page.getByRole('region', { name: 'Setup guide' }).getByRole('link')).toHaveCount(0);

    const guides = page.getByRole('region', { name: 'How to…' });
    for (const title of [
      'Record a day’s work',
      'Send a docket for approval',
      'Approve on site with the project code',
      'Invoice approved dockets',
      'Export docket PDFs',
    ]) {
      await expect(guides.getByText(title, { exact: true })).toBeVisible();
    }
    await guides.getByText('Approve on site with the project code').click();
    await expect(guides.getByText(/Enter the 6-digit project code/)).toBeVisible();

    const support = page.getByRole('region', { name: 'Contact support' });
    await expect(support.getByRole('link', { name: new RegExp(config.supportPhone) })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(support.getByRole('link', { name: new RegExp(config.supportEmail) })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );

    const devices = page.getByRole('region', { name: 'Phones and browsers' });
    await expect(devices.getByRole('listitem')).toContainText([
      'Chrome 90+',
      'Firefox 88+',
      'Safari 14+',
      'Edge 90+',
    ]);
    await expect(devices.getByText(/Add to Home Screen/)).toBeVisible();
    await expect(devices.getByRole('heading', { name: 'Bad reception on site' })).toBeVisible();
    // The app works offline (issue 17): Help no longer tells a worker to write times down.
    await expect(devices.getByText(/No signal\? Record the day anyway/)).toBeVisible();
    await expect(devices.getByText(/Note your times/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
