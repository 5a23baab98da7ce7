import type { FastifyRequest } from 'fastify';
import { clientKey } from '../http/client-address';
import type { Counter, CounterStore } from '../http/rate-limit';
import { refuseWhenOver } from '../http/rate-limit';
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
  /** Failures allowed before each further try needs a solved challenge. */
  challengeAfter: number;
  /** Failures after which this key is refused outright (429) until the window ends. */
  refuseAfter?: { count: number; message: string };
};

export type AttemptPolicy = {
  client: FailureCounter;
  installation?: FailureCounter;
  account?: FailureCounter;
};

type Keys = { client: string; installation: string; account?: string };

/**
 * Tries of a secret (a code, a password), counted as failures per client, per installation and per
 * account. Past a counter's threshold the next try must carry a solved proof-of-work, so guessing
 * costs the guesser while the right secret still gets in. Each try is counted before the secret is
 * checked and refunded when it was right, so parallel tries cannot all slip under a threshold.
 */
export function createAttemptGuard(store: CounterStore, challenges: Challenges, policy: AttemptPolicy) {
  const counters = Object.entries(policy).map(([scope, c]: [string, FailureCounter]) => ({
    scope: scope as keyof Keys,
    spec: c,
    counter: store.counter(c.name, c.refuseAfter?.count ?? 1e9, c.windowMs) as Counter,
  }));

  /** Runs `check` (true = the secret was right) within the limits; resolves to its verdict. */
  return async function guarded(attempt: Attempt, check: () => Promise<boolean>, account?: string) {
    const keys: Keys = { client: attempt.client, installation: '*', account: account?.toLowerCase() };
    const charged = counters.filter(({ scope }) => keys[scope]);
    const refund = () => Promise.all(charged.map(({ scope, counter }) => counter.reward(keys[scope]!, 1)));
    const counts = await Promise.all(charged.map(({ scope, counter }) => counter.penalty(keys[scope]!, 1)));
    try {
      charged.forEach(({ spec }, i) => {
        if (spec.refuseAfter) refuseWhenOver(counts[i]!, spec.refuseAfter.count, spec.refuseAfter.message);
      });
      if (charged.some(({ spec }, i) => counts[i]!.consumedPoints > spec.challengeAfter)) {
        await challenges.redeem(attempt.solution);
      }
    } catch (refused) {
      await refund();
      throw refused;
    }
    const right = await check().catch(async (err: unknown) => {
      await refund();
      throw err;
    });
    if (right) await refund();
    return right;
  };
}

export type AttemptGuard = ReturnType<typeof createAttemptGuard>;
