/** The simulator's notion of now, in epoch milliseconds: tests pass their own to move time forward. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** A clock that stands still until told to move: `clock.advance(31 * 60_000)`. */
export interface FakeClock {
  (): number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function fakeClock(start = Date.UTC(2026, 10, 24, 3, 0, 0)): FakeClock {
  let now = start;
  const clock = (() => now) as FakeClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (ms) => {
    now = ms;
  };
  return clock;
}
