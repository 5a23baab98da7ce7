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
    refuseAfter: {
      count: 30,
      message: 'Too many wrong codes from this device. Please wait an hour or ask your site office.',
    },
  },
  /** Spraying across many addresses: everyone then solves a challenge per try; nobody is locked out. */
  installation: { name: 'code-installation', windowMs: 15 * MINUTE, challengeAfter: 100 },
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
