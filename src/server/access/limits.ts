import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { MINUTE, memoryStore, redisStore, type CounterStore } from '../http/rate-limit';
import { createAttemptGuard, type AttemptPolicy } from './attempts';
import { createChallenges } from './challenge';

const HOUR = 60 * MINUTE;

/**
 * Every way a project or company code is tried (access-by-code, foreman-approve, PDF, ZIP, foreman
 * sign-up, worker sign-up) shares these counters. docs/security.md has the arithmetic.
 */
export const CODE_POLICY = {
  client: {
    name: 'code-client',
    windowMs: HOUR,
    challengeAfter: 5,
    /**
     * Past 30, a wrong code is answered 429 and each further one doubles this client's work, up to
     * 256 times (about 30 s of a server core, 1 to 5 minutes on a phone): one address gets about 120
     * guesses an hour per core more, and someone sharing it with a guesser still gets in.
     */
    refuseAfter: {
      count: 30,
      message:
        'Too many wrong codes from this device: each further try takes longer. Please check the code with your site office.',
    },
    harder: { after: 30, every: 1, max: 256 },
  },
  /**
   * Spraying across many addresses: past 100 wrong codes in the sliding 15 minutes everyone solves a
   * challenge per try, and each further 100 double its work, up to 64 times (about 7 s of a server
   * core, about a minute on a phone): a price every foreman pays while it lasts, so it stays low.
   */
  installation: {
    name: 'code-installation',
    windowMs: 15 * MINUTE,
    sliding: true,
    challengeAfter: 100,
    harder: { after: 100, every: 100, max: 64 },
  },
} satisfies AttemptPolicy;

/** Sign-in: failures slow the guesser (a challenge per try); the right password always gets in. */
export const SIGN_IN_POLICY = {
  account: { name: 'sign-in-account', windowMs: 15 * MINUTE, challengeAfter: 5 },
  client: {
    name: 'sign-in-client',
    windowMs: 15 * MINUTE,
    challengeAfter: 10,
    refuseAfter: {
      count: 100,
      message: 'Too many sign-in attempts from this device. Please wait 15 minutes and try again.',
    },
    harder: { after: 100, every: 1, max: 256 },
  },
} satisfies AttemptPolicy;

export type Limits = Awaited<ReturnType<typeof installLimits>>;

/** The installation's counters (memory, or Redis with REDIS_URL) and the guards built on them. */
export async function installLimits(app: FastifyInstance, config: Config) {
  const store: CounterStore = config.redisUrl
    ? await redisStore(config.redisUrl, config.redisKeyPrefix)
    : memoryStore(config.redisKeyPrefix);
  app.addHook('onClose', () => store.close());
  const challenges = createChallenges(store, config.challengeHmacKey);
  return {
    store,
    challenges,
    codes: createAttemptGuard(store, challenges, CODE_POLICY),
    signIns: createAttemptGuard(store, challenges, SIGN_IN_POLICY),
  };
}
