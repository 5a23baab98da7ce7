import type { Page } from '@playwright/test';

/** Counts the requests `page` sends with `method` to a URL ending in `suffix` (issue 29: one press, one request). */
export function countRequests(page: Page, method: string, suffix: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === method && url.pathname.endsWith(suffix)) seen.push(url.pathname);
  });
  return () => seen.length;
}
