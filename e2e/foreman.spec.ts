import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { zipEntries } from '../tests/support/zip';
import type { World } from './support/world';
import { createHistory } from './support/world-dockets';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { toast, shoot } from './support/ui';

const PROJECT = 'Parramatta Road Stormwater Upgrade';

/**
 * The journey's stormwater project with four weeks of dockets (support/world-dockets.ts), and its
 * code as the office hands it to a foreman (the page itself has no session).
 */
async function projectCode(world: World): Promise<string> {
  await createHistory(world);
  expect(world.projects.stormwater.name).toBe(PROJECT);
  return world.projects.stormwater.code;
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Project code').fill(code);
  await page.getByRole('button', { name: 'Access Project' }).click();
}

/** "…: Tom O'Brien, Thursday 19 November 2026" → the date's time at noon UTC. */
const dateOf = (label: string): number => Date.parse(`${/, \w+ (\d+ \w+ \d{4})$/.exec(label)![1]} 12:00 UTC`);

async function rowDates(section: Locator): Promise<number[]> {
  const names = await section.getByRole('link').evaluateAll((links) => links.map((l) => l.textContent ?? ''));
  return names.map(dateOf);
}

/** One file out of a ZIP (stored or deflated), found through the central directory. */
function zipFile(zip: Buffer, name: string): Buffer {
  for (let i = 0; i + 46 <= zip.length; i++) {
    if (zip.readUInt32LE(i) !== 0x02014b50) continue;
    const nameLength = zip.readUInt16LE(i + 28);
    if (zip.subarray(i + 46, i + 46 + nameLength).toString('utf8') !== name) continue;
    const method = zip.readUInt16LE(i + 10);
    const size = zip.readUInt32LE(i + 20);
    const local = zip.readUInt32LE(i + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    return method === 8 ? zlib.inflateRawSync(data) : data;
  }
  throw new Error(`${name} is not in the ZIP`);
}

test.describe('foreman without an account (spec 001 §2.5, §2.6)', () => {
  test('code entry, dashboard, pending list by week, and a ZIP of two PDFs', async ({ page, world }) => {
    test.setTimeout(60_000);
    const code = await projectCode(world);

    await page.goto('/foreman-dashboard');
    await expect(page.getByText('Enter your project code to access timesheets')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Main Site' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'code-entry');

    await page.getByRole('button', { name: 'Access Project' }).click();
    await expect(toast(page, 'Please enter a project code')).toBeVisible();
    await expect(page.getByLabel('Project code')).toHaveAttribute('aria-invalid', 'true');

    await enterCode(page, '000001');
    await expect(toast(page, 'Invalid project code. Please check and try again.')).toBeVisible();

    await enterCode(page, `P-${code}`);
    await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
    await expect(page.getByText('Parramatta Rd, Granville NSW 2142')).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    const figures = page.getByRole('region', { name: 'Project figures' });
    for (const tile of ['Pending Approval', 'Approved', 'Total Hours', 'Total Dockets']) {
      await expect(figures.getByRole('button', { name: tile })).toBeVisible();
    }
    const stored = await page.evaluate<string | null>("window.sessionStorage.getItem('foremanProject')");
    expect(JSON.parse(stored!)).toMatchObject({ grant: expect.any(String), project: { code } });
    expect(stored).not.toContain('P-');

    const review = page.getByRole('button', { name: /^Review Pending Dockets \(\d+\)$/ });
    const pending = Number(/\((\d+)\)/.exec((await review.textContent()) ?? '')![1]);
    expect(pending).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByRole('link', { name: /\d+(\.\d)? h/ })).toHaveCount(5);
    await page.getByRole('button', { name: 'Contact' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact support' }).getByText('Help phone')).toBeVisible();
    await shoot(page, 'dashboard-contact');
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'dashboard');

    await review.click();
    await expect(page).toHaveURL('/foreman-timesheets');
    await expect(page.getByRole('button', { name: `Pending ${pending}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: /^Review & Approve/ })).toHaveCount(pending);
    await expect(page.getByRole('link', { name: /^View Details/ })).toHaveCount(0);
    await expect(page.getByText(PROJECT)).toBeVisible();
    await expect(page.getByText('HC-2411')).toBeVisible();
    await shoot(page, 'list-pending');

    await page.getByRole('button', { name: /^All \d+$/ }).click();
    const weeks = page.getByRole('region', { name: /^Week of / });
    const titles = await weeks.getByRole('heading', { level: 2 }).allTextContents();
    const mondays = titles.map((t) => Date.parse(`${t.replace('Week of ', '')} 12:00 UTC`));
    expect(mondays.length).toBeGreaterThan(2);
    expect(mondays).toEqual([...mondays].sort((a, b) => b - a));
    for (const [index, monday] of mondays.entries()) {
      expect(new Date(monday).getUTCDay(), titles[index]).toBe(1);
      const dates = await rowDates(weeks.nth(index));
      expect(dates, titles[index]).toEqual([...dates].sort((a, b) => a - b));
      for (const date of dates) expect(date - monday).toBeLessThan(7 * 86_400_000);
    }
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'list-all');

    await page.getByRole('button', { name: 'Export PDFs' }).click();
    await page.getByRole('button', { name: 'Export 0 PDF(s)' }).click();
    await expect(toast(page, 'No selection')).toBeVisible();
    await expect(toast(page, 'Please select at least one docket to export.')).toBeVisible();
    const boxes = page.getByRole('checkbox');
    await boxes.nth(0).check();
    await expect(toast(page, 'No selection')).toBeHidden();
    await boxes.nth(1).check();
    await shoot(page, 'list-export');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export 2 PDF(s)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Parramatta-Road-Stormwater-Upgrade-dockets-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foreman-zip-'));
    const zipPath = path.join(folder, download.suggestedFilename());
    await download.saveAs(zipPath);
    const zip = fs.readFileSync(zipPath);
    const pdfs = zipEntries(zip).filter((name) => name.endsWith('.pdf'));
    expect(pdfs).toHaveLength(2);

    const pdfPath = path.join(folder, 'docket.pdf');
    fs.writeFileSync(pdfPath, zipFile(zip, pdfs[0]!));
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdfPath,
      path.join(folder, 'page'),
    ]);
    expect(fs.statSync(path.join(folder, 'page.png')).size).toBeGreaterThan(10_000);
    if (process.env.SHOTS)
      fs.copyFileSync(path.join(folder, 'page.png'), path.join(process.env.SHOTS, 'pdf-page.png'));
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test('a shared link pre-fills the code; the list needs stored access', async ({ page, world }) => {
    const code = await projectCode(world);
    await page.goto('/foreman-timesheets');
    await expect(page).toHaveURL('/foreman-dashboard');

    await page.goto(`/foreman-dashboard?code=${code}`);
    await expect(page.getByLabel('Project code')).toHaveValue(code);
    await page.getByRole('button', { name: 'Access Project' }).click();
    await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
    await expect(page).toHaveURL('/foreman-dashboard');

    await page
      .getByRole('region', { name: 'Project figures' })
      .getByRole('button', { name: 'Approved' })
      .click();
    await expect(page).toHaveURL('/foreman-timesheets');
    await expect(page.getByRole('button', { name: /^Approved \d+$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: /^View Details/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Review & Approve/ })).toHaveCount(0);

    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/foreman/access') && r.ok());
    await page.evaluate("document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))");
    await refreshed;

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Switch Project' }).click();
    await expect(page.getByText('Enter your project code to access timesheets')).toBeVisible();
    expect(await page.evaluate<string | null>("window.sessionStorage.getItem('foremanProject')")).toBeNull();

    const stale = {
      grant: 'no-longer-valid',
      project: { id: 1, name: PROJECT, code, location: null, jobNumber: null },
    };
    await page.evaluate(`window.sessionStorage.setItem('foremanProject', '${JSON.stringify(stale)}')`);
    await page.goto('/foreman-timesheets');
    await expect(page).toHaveURL('/foreman-dashboard');
    await expect(page.getByRole('alert')).toHaveText(
      'Your project access has expired. Enter the project code again.',
    );
  });
});
