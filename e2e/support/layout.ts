import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Layout checks for button rows and dialogs (issue 11 point 20): a button is clipped when its box
 * leaves the viewport, its row, or a box that hides overflow, or when its label does not fit it.
 */
export const WIDTHS = [390, 1024, 1280] as const;

/** Each visible button in `scope` that is clipped, as 'label: why'. */
export function clippedButtons(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) => {
    const slack = 0.5;
    const outside = (r: DOMRect, box: DOMRect) => r.left < box.left - slack || r.right > box.right + slack;
    const viewport = new DOMRect(0, 0, document.documentElement.clientWidth, window.innerHeight);
    const problems: string[] = [];
    for (const root of roots) {
      const buttons = root.querySelectorAll<HTMLElement>('button, a[class*="inline-flex"], [role="button"]');
      for (const el of [root, ...buttons]) {
        if (!(el.matches('button, a[class*="inline-flex"], [role="button"]') && el.checkVisibility()))
          continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        const why: string[] = [];
        if (outside(r, viewport)) why.push('leaves the viewport');
        if (el.scrollWidth > el.clientWidth + 1) why.push('label wider than the button');
        const parent = el.parentElement;
        // A ghost button may hang up to 12px (-ml-3) out of its row to line its icon up with the text.
        const row = parent?.getBoundingClientRect();
        if (row && (r.left < row.left - 12.5 || r.right > row.right + 12.5)) why.push('leaves its row');
        for (let a = parent; a && a !== document.body; a = a.parentElement) {
          const { overflowX } = getComputedStyle(a);
          if (overflowX === 'visible') continue;
          // A box that scrolls sideways on purpose (a table, a tab strip) may hold buttons out of view.
          if ((overflowX === 'auto' || overflowX === 'scroll') && a.scrollWidth > a.clientWidth + 1) break;
          if (outside(r, a.getBoundingClientRect())) why.push('cut off by its container');
          break;
        }
        if (why.length) problems.push(`${name}: ${why.join(', ')}`);
      }
    }
    return problems;
  });
}

/** Buttons of the open dialogs that a toast lies on. */
export function buttonsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')]
      .map((t) => t.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const buttons = [
      ...document.querySelectorAll<HTMLElement>('[role="dialog"] button, [role="alertdialog"] button'),
    ];
    const hit = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return buttons
      .filter((b) => b.checkVisibility() && toasts.some((t) => hit(t, b.getBoundingClientRect())))
      .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim());
  });
}

/** Fails when a button of `scope` (the page's main content and open dialogs by default) is clipped. */
export async function expectNoClippedButtons(page: Page, where: string, scope?: Locator): Promise<void> {
  const target = scope ?? page.locator('body');
  expect(await clippedButtons(target), `clipped buttons: ${where}`).toEqual([]);
}

/** Fails when the toast on screen covers a button of an open dialog. */
export async function expectToastClearOfDialog(page: Page, where: string): Promise<void> {
  expect(await buttonsUnderToast(page), `dialog buttons under the toast: ${where}`).toEqual([]);
}
