import fs from 'node:fs';
import { unzip } from '../tests/support/unzip';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { mailTo } from './support/mailbox';
import { shoot } from './support/ui';
import { createDocket, weekdays } from './support/world-dockets';
import { signInAs } from './support/world';

/**
 * A company's own export (issue 25): the admin opens Settings → Data export, starts the export, sees
 * it being made, then Download with its expiry; the file is a ZIP of the company's CSVs, its
 * README.txt and the approved docket's PDF; the admin is e-mailed a link to the screen.
 */
test.describe('an admin exports the company’s data', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('starts the export, follows it and downloads the ZIP', async ({ page, world }) => {
    test.setTimeout(120_000);
    const [monday] = weekdays(1);
    const docket = await createDocket(world, { project: 'townhouses', date: monday!, status: 'approved' });

    await signInAs(page, world.admin);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Data export' }).click();
    await expect(page.getByRole('heading', { name: 'Data export' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('No exports yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'company-export-empty');

    await page.getByRole('button', { name: 'Export company data' }).click();
    const card = page.getByRole('list', { name: 'Your exports' }).getByRole('listitem').first();
    await expect(card.getByText(/Waiting to start|Being made/)).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    await shoot(page, 'company-export-running', card);

    const download = card.getByRole('button', { name: 'Download' });
    await expect(download).toBeVisible({ timeout: 90_000 });
    await expect(card.getByText('Ready')).toBeVisible();
    await expect(card).toContainText('available until');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'company-export-ready', card);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzip(fs.readFileSync(await file.path()));
    const names = [...files.keys()];
    for (const csv of ['projects.csv', 'clients.csv', 'users.csv', 'dockets.csv', 'invoices.csv'])
      expect(names).toContain(csv);
    expect(names).toContain('README.txt');
    expect(names.some((n) => n.startsWith('dockets/') && n.endsWith(`-docket-${docket.id}.pdf`))).toBe(true);
    expect(files.get('projects.csv')!.toString()).toContain('Parramatta Road Stormwater Upgrade');

    await expect
      .poll(() => mailTo(world.admin.email).map((m) => m.subject), { timeout: 10_000 })
      .toContainEqual(expect.stringMatching(/^Your export of .* is ready$/));
  });
});
