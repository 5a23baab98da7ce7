import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { memoryStore, slidingCounter } from '../http/rate-limit';
import { createAttemptGuard, type Attempt } from './attempts';
import { createChallenges } from './challenge';
import { CODE_POLICY } from './limits';

const WINDOW = CODE_POLICY.installation.windowMs;

/** The code guard on a store of its own, with a clock the test moves (starting at a window's start). */
function setUp() {
  const store = memoryStore(`test-${randomBytes(6).toString('hex')}`);
  const clock = { now: 20_000 * WINDOW };
  const now = () => clock.now;
  const challenges = createChallenges(store);
  const guard = createAttemptGuard(store, challenges, CODE_POLICY, now);
  const installation = slidingCounter(store, CODE_POLICY.installation.name, WINDOW, now);
  /** Wrong codes from elsewhere in the installation, counted as the guard counts them. */
  const failElsewhere = async (n: number) => {
    for (let i = 0; i < n; i++) await installation.charge('*');
  };
  return { clock, challenges, guard, failElsewhere };
}

const wrong = async () => false;
const right = async () => true;

/** What the guard answers a try: its verdict, or the error it refused the try with. */
async function outcome(promise: Promise<boolean>) {
  try {
    return { verdict: await promise };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const challenge = err.details?.challenge as Challenge | undefined;
    return { status: err.code, work: challenge?.parameters.data?.work, challenge };
  }
}

const solved = async (challenge: Challenge | undefined) => {
  const solution = await solveChallenge({ challenge: challenge!, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

const fresh = (i: number): Attempt => ({ client: `198.51.100.${i}`, solution: undefined });

describe('the proof of work grows with the installation’s wrong codes', () => {
  it('doubles per 100 failures in the sliding 15 minutes, up to the cap, and falls back as they slide out', async () => {
    const { clock, guard, failElsewhere } = setUp();
    await failElsewhere(CODE_POLICY.installation.challengeAfter);
    expect(await outcome(guard(fresh(1), right))).toMatchObject({ status: 'CHALLENGE_REQUIRED', work: 1 });

    await failElsewhere(199); // 299 before this try, 300 with it: two hundreds past the first
    expect(await outcome(guard(fresh(2), right))).toMatchObject({ status: 'CHALLENGE_REQUIRED', work: 4 });

    await failElsewhere(1_000);
    expect(await outcome(guard(fresh(3), right))).toMatchObject({
      work: CODE_POLICY.installation.harder.max,
    });

    // Half a window on, the last window's 1,299 count half (650): 5 hundreds past 100, at most 32.
    clock.now += WINDOW * 1.5;
    expect(await outcome(guard(fresh(4), right))).toMatchObject({ status: 'CHALLENGE_REQUIRED', work: 32 });
    clock.now += WINDOW * 0.4; // a tenth of it left: 130 + this try
    expect(await outcome(guard(fresh(5), right))).toMatchObject({ status: 'CHALLENGE_REQUIRED', work: 1 });
    clock.now += WINDOW; // they all slid out: no check for a first try
    expect(await outcome(guard(fresh(6), right))).toEqual({ verdict: true });
  });

  it('refuses a solution of a cheaper challenge once the work has grown, and asks for the dearer one', async () => {
    const { guard, failElsewhere } = setUp();
    await failElsewhere(CODE_POLICY.installation.challengeAfter);
    const asked = await outcome(guard(fresh(1), right));
    expect(asked).toMatchObject({ work: 1 });
    const cheap = await solved(asked.challenge);

    await failElsewhere(100);
    const dearer = await outcome(guard({ ...fresh(1), solution: cheap }, right));
    expect(dearer).toMatchObject({ status: 'CHALLENGE_REQUIRED', work: 2 });
  });

  it('a right code neither counts nor raises the work; a wrong one does', async () => {
    const { guard, failElsewhere } = setUp();
    await failElsewhere(CODE_POLICY.installation.harder.after + CODE_POLICY.installation.harder.every - 2);
    const asked = await outcome(guard(fresh(1), right));
    expect(asked).toMatchObject({ work: 1 });
    expect(await guard({ ...fresh(1), solution: await solved(asked.challenge) }, right)).toBe(true);
    const next = await outcome(guard(fresh(2), wrong));
    expect(next).toMatchObject({ work: 1 });
    expect(await guard({ ...fresh(2), solution: await solved(next.challenge) }, wrong)).toBe(false);
    expect(await outcome(guard(fresh(3), right))).toMatchObject({ work: 2 });
  });
});
