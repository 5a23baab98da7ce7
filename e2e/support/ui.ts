import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** A toast's title in the notifications region (also while an open dialog hides the rest of the page). */
export const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText(title, { exact: true });

/**
 * Screenshots for review at phone and desktop size when SHOTS_DIR is set: the whole page, or the
 * part of it around `target`. Tests run as before without it.
 */
export async function shoot(page: Page, name: string, target?: Locator): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (target) await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: !target });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}
