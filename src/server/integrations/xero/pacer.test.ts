import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../../http/rate-limit';
import { createXeroPacer } from './pacer';

/** Whether a promise has settled yet, looked at without waiting for it. */
function watch(promise: Promise<unknown>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

describe("the Xero pacer (Xero's 60 calls a minute per organisation)", () => {
  // A test clock: the pacer's counters and queues wait on timers and Date, which move only when the test moves them.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("spaces a company's calls a second apart, without holding another company's back", async () => {
    const pacer = createXeroPacer(memoryStore('pacer-test'));
    const t0 = Date.now();
    const at: number[] = [];
    const first = Promise.all(
      [1, 1, 1].map(async (company) => {
        await pacer.turn(company);
        at.push(Date.now() - t0);
      }),
    );
    const other = watch(pacer.turn(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(at).toEqual([0]);
    expect(other.done).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    await first;
    expect(at).toEqual([0, 1000, 2000]);
  });

  it('keeps a call in hand per minute window: at 3 a minute, the third call waits for the window', async () => {
    const pacer = createXeroPacer(memoryStore('pacer-test-minute'), 3);
    await pacer.turn(7);
    const second = watch(pacer.turn(7));
    await vi.advanceTimersByTimeAsync(999);
    expect(second.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.done).toBe(true);
    const third = watch(pacer.turn(7));
    await vi.advanceTimersByTimeAsync(58_000);
    expect(third.done).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(third.done).toBe(true);
  });

  it('refuses a limit it cannot keep', () => {
    expect(() => createXeroPacer(memoryStore(), 1)).toThrow(/at least 2/);
  });
});
