import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { AppError } from '../errors';
import type { Counter, CounterStore } from '../http/rate-limit';

/**
 * Proof of work (ALTCHA, SHA-256): the solver tries counters until one derives the key whose prefix
 * the challenge names. The counter is drawn from this range, so the expected work is its middle,
 * 80,000 SHA-256 digests: about 1.1 s in Chromium throttled to a mid-range phone (4x CPU slowdown,
 * one thread; the widget spreads it over up to four workers), 0.5 s in desktop Chromium, 0.14 s for
 * Node's native SHA-256 on one server core (docs/security.md, measured 2026-11-23).
 */
export const CHALLENGE_COUNTER = { min: 40_000, max: 120_000 } as const;
/**
 * How long a challenge can be solved and sent (the dearest, 256 times the base, takes a phone solving
 * on one thread about 5 minutes); a solution is refused the second time it is sent.
 */
export const CHALLENGE_MINUTES = 10;

export const CHALLENGE_MESSAGE =
  'Too many attempts from this device. Solve the quick check on this device, then try again.';

/** The header a retried request carries its solved challenge in (the widget's base64 payload). */
export const SOLUTION_HEADER = 'x-altcha';

export type Challenges = {
  /** A challenge of `work` times the base work (access/limits.ts sets how much), signed in as `data.work`. */
  create(work?: number): Promise<Challenge>;
  /**
   * Resolves when the solution is valid, signed by us, unexpired, not used before and for a challenge
   * of at least `work`; else 428 with a challenge of that work.
   */
  redeem(solution: string | undefined, work?: number): Promise<void>;
};

function decode(solution: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Payload;
    return payload && typeof payload === 'object' && payload.challenge && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

/** The work a challenge was issued at (read only after its signature was verified). */
const workOf = (payload: Payload) => Number(payload.challenge.parameters.data?.work ?? 1);

async function isUnused(used: Counter, signature: string): Promise<boolean> {
  const res = await used.penalty(signature, 1);
  return res.consumedPoints === 1;
}

/** Challenges signed with the installation's key (CHALLENGE_HMAC_KEY, else one made at start). */
export function createChallenges(store: CounterStore, hmacKey?: string): Challenges {
  const secret = hmacKey ?? randomBytes(32).toString('hex');
  const used = store.counter('challenge-used', 1, CHALLENGE_MINUTES * 60_000);
  const create = (work = 1) =>
    createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(CHALLENGE_COUNTER.max * work, CHALLENGE_COUNTER.min * work),
      data: { work },
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
      hmacSignatureSecret: secret,
    });
  const required = async (work: number) =>
    new AppError('CHALLENGE_REQUIRED', CHALLENGE_MESSAGE, { challenge: await create(work) });

  return {
    create,
    async redeem(solution, work = 1) {
      const payload = solution && solution.length < 4096 ? decode(solution) : null;
      const result = payload
        ? await verifySolution({
            challenge: payload.challenge,
            solution: payload.solution,
            deriveKey,
            hmacSignatureSecret: secret,
          }).catch(() => null)
        : null;
      const enough = result?.verified && workOf(payload!) >= work;
      if (!enough || !(await isUnused(used, payload!.challenge.signature!))) throw await required(work);
    },
  };
}
