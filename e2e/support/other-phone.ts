import type { Browser } from '@playwright/test';
import { randomClientAddress } from './api';

/**
 * Another phone beside the test's page: a browser context of its own (no session), at 390×844 in
 * Sydney, with a client address of its own (as the page fixture in fixtures.ts).
 */
export async function otherPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    extraHTTPHeaders: { 'x-forwarded-for': randomClientAddress() },
  });
  return { context, page: await context.newPage() };
}
