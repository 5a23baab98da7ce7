import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WALKTHROUGH_STEP_COUNT,
  WALKTHROUGH_STEP_MS,
  initialWalkthroughState,
  scheduleAdvance,
  walkthroughReducer,
  type WalkthroughAction,
  type WalkthroughState,
} from './use-walkthrough';

const run = (state: WalkthroughState, ...actions: WalkthroughAction[]): WalkthroughState =>
  actions.reduce((s, a) => walkthroughReducer(s, a), state);

const tick: WalkthroughAction = { type: 'tick' };

describe('walkthrough constants (spec 000 §9)', () => {
  it('shows 4 steps for 4000 ms each', () => {
    expect(WALKTHROUGH_STEP_COUNT).toBe(4);
    expect(WALKTHROUGH_STEP_MS).toBe(4000);
  });
});

describe('walkthroughReducer', () => {
  it('starts on step 1 and plays, or stays paused when reduced motion is asked for', () => {
    expect(initialWalkthroughState(false)).toEqual({ step: 0, playing: true });
    expect(initialWalkthroughState(true)).toEqual({ step: 0, playing: false });
  });

  it('advances one step per tick and wraps from the last step to the first', () => {
    const start = initialWalkthroughState(false);
    expect(run(start, tick).step).toBe(1);
    expect(run(start, tick, tick, tick).step).toBe(3);
    expect(run(start, tick, tick, tick, tick)).toEqual({ step: 0, playing: true });
  });

  it('ignores ticks while paused, and pause then resume keeps the step', () => {
    const paused = run(initialWalkthroughState(false), tick, { type: 'toggle' });
    expect(paused).toEqual({ step: 1, playing: false });
    expect(run(paused, tick, tick)).toBe(paused);
    expect(run(paused, { type: 'toggle' })).toEqual({ step: 1, playing: true });
  });

  it('holds (reduced motion found once the page runs): stops, keeps the step, and Play still resumes', () => {
    const held = run(initialWalkthroughState(false), { type: 'hold' });
    expect(held).toEqual({ step: 0, playing: false });
    expect(run(held, tick)).toBe(held);
    expect(run(held, { type: 'hold' })).toEqual(held);
    expect(run(held, { type: 'toggle' })).toEqual({ step: 0, playing: true });
  });

  it('jumps to a chosen step and stops auto-play', () => {
    const chosen = run(initialWalkthroughState(false), { type: 'select', step: 2 });
    expect(chosen).toEqual({ step: 2, playing: false });
    expect(run(chosen, tick).step).toBe(2);
  });

  it('keeps a chosen step inside the range', () => {
    const start = initialWalkthroughState(false);
    expect(run(start, { type: 'select', step: 9 }).step).toBe(3);
    expect(run(start, { type: 'select', step: -1 }).step).toBe(0);
    expect(run(start, { type: 'select', step: 1.5 }).step).toBe(0);
  });

  it('works for another number of steps', () => {
    expect(walkthroughReducer({ step: 1, playing: true }, tick, 2)).toEqual({ step: 0, playing: true });
  });
});

describe('scheduleAdvance', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances once after 4000 ms, not before', () => {
    const advance = vi.fn();
    scheduleAdvance(advance);
    vi.advanceTimersByTime(WALKTHROUGH_STEP_MS - 1);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WALKTHROUGH_STEP_MS * 3);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('never advances once cancelled', () => {
    const advance = vi.fn();
    const cancel = scheduleAdvance(advance);
    vi.advanceTimersByTime(WALKTHROUGH_STEP_MS - 1);
    cancel();
    vi.advanceTimersByTime(WALKTHROUGH_STEP_MS);
    expect(advance).not.toHaveBeenCalled();
  });

  it('drives the reducer through all four steps in 16 s, as the hook does', () => {
    let state = initialWalkthroughState(false);
    const seen: number[] = [state.step];
    let cancel = (): void => undefined;
    const schedule = (): void => {
      cancel = scheduleAdvance(() => {
        state = walkthroughReducer(state, tick);
        seen.push(state.step);
        if (state.playing) schedule();
      });
    };
    schedule();
    vi.advanceTimersByTime(WALKTHROUGH_STEP_MS * 4);
    expect(seen).toEqual([0, 1, 2, 3, 0]);
    state = walkthroughReducer(state, { type: 'select', step: 2 });
    cancel();
    vi.advanceTimersByTime(WALKTHROUGH_STEP_MS * 2);
    expect(seen).toEqual([0, 1, 2, 3, 0]);
    expect(state).toEqual({ step: 2, playing: false });
  });
});
