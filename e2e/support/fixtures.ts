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

/**
 * Runs axe on the page once no finite animation is running (a toast sliding in is half transparent,
 * and its colours fail contrast only while it moves; one may start just after the page seemed still,
 * so this looks again until a look finds none; spinners run forever and are not waited for), and
 * fails on any 'serious' or 'critical' violation.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const moving = document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
          await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
          return moving.length;
        }),
      { intervals: [150], timeout: 10_000 },
    )
    .toBe(0);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}
