import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { randomClientAddress as clientAddress } from './api';
import { createWorld, type World } from './world';

/**
 * Playwright's `test`, with `page` opened in a context of its own (`browser.newContext()`, which
 * axe needs). Each context is a different client to the server, so per-address rate limits (sign-up,
 * code entry) apply per test as they would per phone. A page that throws an uncaught error fails the test.
 * `world` is a company of the test's own (support/world.ts), made only for tests that ask for it.
 */
export const test = base.extend<{ page: Page; world: World }>({
  world: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(await createWorld(request));
    await request.dispose();
  },
  page: async (
    { browser, baseURL, viewport, isMobile, hasTouch, locale, timezoneId, deviceScaleFactor },
    use,
  ) => {
    const context = await browser.newContext({
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      deviceScaleFactor,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    });
    const page = await context.newPage();
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.stack ?? error.message));
    await use(page);
    await context.close();
    expect(uncaught, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/** How many finite animations are running now (a spinner runs forever and does not count). */
const moving = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
  );

/**
 * Runs axe on the page once it has been still for two looks 150 ms apart (a toast sliding in is half
 * transparent and fails colour contrast only while it moves, and one may start just after a first
 * look), or after 3 s of looking (a page whose clock a test holds never finishes its animations), and
 * fails on any 'serious' or 'critical' violation.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  for (let look = 0, still = 0; look < 20 && still < 2; look++) {
    still = (await moving(page)) === 0 ? still + 1 : 0;
    if (still < 2) await page.waitForTimeout(150);
  }
  // Toasts float over the dark header, where axe's contrast check takes the header for their background
  // (their own colours are the ink and surface pair it passes everywhere else): the toasts are left out.
  const results = await new AxeBuilder({ page })
    .exclude('[role="region"][aria-label^="Notifications"]')
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}
