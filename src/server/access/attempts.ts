import type { FastifyRequest } from 'fastify';
import { clientKey } from '../http/client-address';
import { charge, rateLimited, slidingCounter, type CounterStore } from '../http/rate-limit';
import { SOLUTION_HEADER, type Challenges } from './challenge';

/** Who is trying: the client's counter key and the solved challenge the request carries, if any. */
export type Attempt = { client: string; solution: string | undefined };

export const attemptOf = (request: FastifyRequest): Attempt => {
  const header = request.headers[SOLUTION_HEADER];
  return { client: clientKey(request.ip), solution: typeof header === 'string' ? header : undefined };
};

/** A count of failures over a window, and how many may pass before a challenge (or a 429) is asked. */
export type FailureCounter = {
  name: string;
  windowMs: number;
  /** Counted over a window that slides (http/rate-limit.ts), not one that starts at the key's first try. */
  sliding?: boolean;
  /** Failures allowed before each further try needs a solved challenge. */
  challengeAfter: number;
  /**
   * Failures after which a wrong secret is answered 429 instead of its usual refusal. The right secret
   * with a solved challenge still gets in: the count makes guessing dear, it never locks anyone out.
   */
  refuseAfter?: { count: number; message: string };
  /**
   * Past `after` failures, each further `every` double the challenge's work, up to `max` times the
   * base: the most a right secret can be made to cost, so nobody is locked out however hard guessing gets.
   */
  harder?: { after: number; every: number; max: number };
};

export type AttemptPolicy = {
  client: FailureCounter;
  installation?: FailureCounter;
  account?: FailureCounter;
};

type Keys = { client: string; installation: string; account?: string };

/** The work (times the base) a try's challenge must carry: the dearest its counts call for. */
export function workFor(counts: { spec: FailureCounter; count: number }[]): number {
  const works = counts.map(({ spec: { harder }, count }) =>
    harder && count > harder.after
      ? Math.min(harder.max, 2 ** Math.floor((count - harder.after) / harder.every))
      : 1,
  );
  return Math.max(1, ...works);
}

/**
 * Tries of a secret (a code, a password), counted as failures per client, per installation and per
 * account. Past a counter's threshold the next try must carry a solved proof-of-work, which gets
 * dearer as failures pile up (workFor), so guessing costs the guesser while the right secret still
 * gets in. Each try is counted before the secret is checked and refunded when it was right, so
 * parallel tries cannot all slip under a threshold and a right secret never makes the next try dearer.
 * `now` is the clock sliding windows are cut by.
 */
export function createAttemptGuard(
  store: CounterStore,
  challenges: Challenges,
  policy: AttemptPolicy,
  now: () => number = Date.now,
) {
  const counters = Object.entries(policy).map(([scope, spec]: [string, FailureCounter]) => {
    const sliding = spec.sliding ? slidingCounter(store, spec.name, spec.windowMs, now) : null;
    const fixed = sliding ? null : store.counter(spec.name, spec.refuseAfter?.count ?? 1e9, spec.windowMs);
    const count = (key: string) => (fixed ? charge(fixed, key) : sliding!.charge(key));
    return { scope: scope as keyof Keys, spec, count };
  });

  /** Runs `check` (true = the secret was right) within the limits; resolves to its verdict. */
  return async function guarded(attempt: Attempt, check: () => Promise<boolean>, account?: string) {
    const keys: Keys = { client: attempt.client, installation: '*', account: account?.toLowerCase() };
    const charged = counters.filter(({ scope }) => keys[scope]);
    const counts = await Promise.all(
      charged.map(async ({ scope, spec, count }) => ({ spec, ...(await count(keys[scope]!)) })),
    );
    const refund = () => Promise.all(counts.map((c) => c.refund()));
    try {
      if (counts.some(({ spec, count }) => count > spec.challengeAfter)) {
        await challenges.redeem(attempt.solution, workFor(counts));
      }
    } catch (refused) {
      await refund();
      throw refused;
    }
    const right = await check().catch(async (err: unknown) => {
      await refund();
      throw err;
    });
    if (right) {
      await refund();
      return true;
    }
    const over = counts.find(({ spec, count }) => spec.refuseAfter && count > spec.refuseAfter.count);
    if (over) throw rateLimited(over.spec.refuseAfter!.message, over);
    return false;
  };
}

export type AttemptGuard = ReturnType<typeof createAttemptGuard>;
