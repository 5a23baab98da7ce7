import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../http/rate-limit';
import { createXeroPacer } from './pacer';

describe("the Xero pacer (Xero's 60 calls a minute per organisation)", () => {
  it("spaces a company's calls a second apart, without holding another company's back", async () => {
    const pacer = createXeroPacer(memoryStore('pacer-test'));
    const t0 = performance.now();
    const at: number[] = [];
    await Promise.all(
      [1, 1, 1].map(async (company) => {
        await pacer.turn(company);
        at.push(performance.now() - t0);
      }),
    );
    await pacer.turn(2);
    const other = performance.now() - t0 - at[2]!;
    expect(at[0]).toBeLessThan(100);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(990);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(990);
    expect(other).toBeLessThan(100);
  });

  it('keeps a call in hand per minute window: at 3 a minute, the third call waits for the window', async () => {
    const pacer = createXeroPacer(memoryStore('pacer-test-minute'), 3);
    await pacer.turn(7);
    const t = performance.now();
    await pacer.turn(7);
    expect(performance.now() - t).toBeGreaterThanOrEqual(990);
    let third = false;
    void pacer.turn(7).then(() => (third = true));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(third).toBe(false);
  });

  it('refuses a limit it cannot keep', () => {
    expect(() => createXeroPacer(memoryStore(), 1)).toThrow(/at least 2/);
  });
});
