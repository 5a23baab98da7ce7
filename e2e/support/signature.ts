import type { Page } from '@playwright/test';

/** Signs on the canvas with the mouse: down, a few strokes, up. */
export async function drawSignature(page: Page, name: RegExp): Promise<void> {
  const canvas = page.getByRole('img', { name });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.45, 0.25],
    [0.6, 0.65],
    [0.8, 0.4],
  ] as const) {
    await page.mouse.move(...at(fx, fy), { steps: 6 });
  }
  await page.mouse.up();
}
