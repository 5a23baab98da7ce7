import { useEffect, useReducer } from 'react';

/** Spec 000 §9: the landing walkthrough shows each of its 4 steps for 4000 ms. */
export const WALKTHROUGH_STEP_MS = 4000;
export const WALKTHROUGH_STEP_COUNT = 4;

export type WalkthroughState = {
  /** The step on show, 0-based. */
  step: number;
  /** Whether the walkthrough advances by itself. */
  playing: boolean;
};

export type WalkthroughAction =
  /** The step's time is up: move on, wrapping from the last step to the first. */
  | { type: 'tick' }
  /** The visitor picked a step (tab or dot): show it and stop auto-play. */
  | { type: 'select'; step: number }
  /** The pause / play button. */
  | { type: 'toggle' }
  /** The visitor's system asks for reduced motion (known only once the page runs): stop, keep the step. */
  | { type: 'hold' };

/** Starts playing, unless the visitor asked the system for reduced motion. */
export function initialWalkthroughState(prefersReducedMotion: boolean): WalkthroughState {
  return { step: 0, playing: !prefersReducedMotion };
}

const clampStep = (step: number, count: number): number =>
  Number.isInteger(step) ? Math.min(Math.max(step, 0), count - 1) : 0;

export function walkthroughReducer(
  state: WalkthroughState,
  action: WalkthroughAction,
  count: number = WALKTHROUGH_STEP_COUNT,
): WalkthroughState {
  switch (action.type) {
    case 'tick':
      return state.playing ? { ...state, step: (state.step + 1) % count } : state;
    case 'select':
      return { step: clampStep(action.step, count), playing: false };
    case 'toggle':
      return { ...state, playing: !state.playing };
    case 'hold':
      return { ...state, playing: false };
  }
}

/** Calls `advance` once after `delayMs`; returns the function that cancels it. */
export function scheduleAdvance(advance: () => void, delayMs: number = WALKTHROUGH_STEP_MS): () => void {
  const timer = setTimeout(advance, delayMs);
  return () => clearTimeout(timer);
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export type Walkthrough = WalkthroughState & {
  select: (step: number) => void;
  toggle: () => void;
};

/**
 * The walkthrough's state and timer. Every step gets a full 4 s from the moment it shows, so
 * resuming after a pause never jumps on at once. The page's HTML is made at build time, where no
 * one's motion preference is known (scripts/prerender-landing.ts): it starts playing, and a browser
 * that asks for reduced motion holds it as soon as the page runs, long before the first step is up.
 */
export function useWalkthrough(): Walkthrough {
  const [state, dispatch] = useReducer(
    (s: WalkthroughState, a: WalkthroughAction) => walkthroughReducer(s, a),
    undefined,
    () => initialWalkthroughState(false),
  );
  useEffect(() => {
    if (prefersReducedMotion()) dispatch({ type: 'hold' });
  }, []);
  useEffect(() => {
    if (!state.playing) return undefined;
    return scheduleAdvance(() => dispatch({ type: 'tick' }));
  }, [state.playing, state.step]);
  return {
    ...state,
    select: (step) => dispatch({ type: 'select', step }),
    toggle: () => dispatch({ type: 'toggle' }),
  };
}
