import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('asks the browser for its next idle moment, with the deadline, and cancels through it', () => {
    const asked: { timeout?: number }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void, options: { timeout?: number }) => {
      asked.push(options);
      task();
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const task = vi.fn();
    const cancel = whenIdle(task, 1500);
    expect(task).toHaveBeenCalledOnce();
    expect(asked).toEqual([{ timeout: 1500 }]);
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('without idle callbacks (Safari) runs shortly after, unless cancelled first', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    whenIdle(ran);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(ran).toHaveBeenCalledOnce();

    const never = vi.fn();
    whenIdle(never)();
    vi.advanceTimersByTime(1000);
    expect(never).not.toHaveBeenCalled();
  });
});
