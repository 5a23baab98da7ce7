import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { TypedApp } from '../http/module';
import { redisStore, slidingCounter } from '../http/rate-limit';
import { body, createTestApp, type TestApp } from '../../../tests/support/app';
import { client as testClient } from '../../../tests/support/client';
import { solve } from '../../../tests/support/challenge';
import { startRedis } from '../../../tests/support/redis';
import { CODE_POLICY } from './limits';

/**
 * Two app instances on one database and one Redis (REDIS_URL), as two processes behind one proxy:
 * the code limiter's counts and the used challenges are the installation's, not one process's.
 */
const env = {
  TRUST_PROXY: '1',
  REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}`,
  CHALLENGE_HMAC_KEY: randomBytes(32).toString('hex'),
};
let redis: Awaited<ReturnType<typeof startRedis>>;
let first: TestApp;
let second: TypedApp;
beforeAll(async () => {
  redis = await startRedis();
  first = await createTestApp({ ...env, REDIS_URL: redis.url });
  second = await buildApp({ config: first.config, database: first.database });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
  await redis.stop();
});

const tryCode = (app: TypedApp, client: string, solution?: string) =>
  testClient(() => ({ app }))('POST /api/projects/access-by-code', null, {
    headers: { 'x-forwarded-for': client, ...(solution ? { 'x-altcha': solution } : {}) },
    body: { code: '000000' },
  });

describe('limits shared through Redis', () => {
  it('counts one client across two processes and refuses a solution replayed at the other', async () => {
    expect(first.config.redisUrl).toBe(redis.url);
    const client = '203.0.113.80';
    for (let i = 0; i < CODE_POLICY.client.challengeAfter; i++) {
      const app = i % 2 ? second : first.app;
      expect((await tryCode(app, client)).statusCode).toBe(404);
    }
    const asked = await tryCode(first.app, client);
    expect(asked.statusCode).toBe(428);
    expect((await tryCode(second, client)).statusCode).toBe(428);

    const solution = await solve(asked);
    expect((await tryCode(second, client, solution)).statusCode).toBe(404);
    const replayed = await tryCode(first.app, client, solution);
    expect(replayed.statusCode).toBe(428);
    expect(body(replayed).code).toBe('CHALLENGE_REQUIRED');
  });

  it('prices every process’s checks by the installation’s wrong codes, counted in Redis', async () => {
    const elsewhere = await redisStore(redis.url, env.REDIS_KEY_PREFIX);
    const { name, windowMs, harder } = CODE_POLICY.installation;
    const installation = slidingCounter(elsewhere, name, windowMs);
    for (let i = 0; i < harder.after + harder.every; i++) await installation.charge('*');
    await elsewhere.close();
    for (const app of [first.app, second]) {
      const asked = await tryCode(app, '198.51.100.90');
      expect(asked.statusCode).toBe(428);
      expect(body(asked)).toMatchObject({ challenge: { parameters: { data: { work: 2 } } } });
    }
  });
});
