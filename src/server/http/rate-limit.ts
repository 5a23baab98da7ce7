import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../errors';
import { clientKey } from './client-address';

export const MINUTE = 60_000;

export type Counter = RateLimiterAbstract;

/**
 * Where counters live: this process's memory, or a Redis server (REDIS_URL) that every process of the
 * installation shares, so limits hold however many processes answer. If Redis stops answering, each
 * process falls back to counting in its own memory rather than letting calls through uncounted.
 */
export type CounterStore = {
  counter(name: string, points: number, windowMs: number): Counter;
  close(): Promise<void>;
};

/** Counters of one name share their counts, as they do in Redis. */
export function memoryStore(prefix = 'sd'): CounterStore {
  const made = new Map<string, RateLimiterMemory>();
  return {
    counter: (name, points, windowMs) => {
      const id = `${name}:${points}:${windowMs}`;
      const counter =
        made.get(id) ??
        new RateLimiterMemory({ keyPrefix: `${prefix}:${name}`, points, duration: windowMs / 1000 });
      made.set(id, counter);
      return counter;
    },
    close: async () => {},
  };
}

export async function redisStore(url: string, prefix: string): Promise<CounterStore> {
  const client = new Redis(url, { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', () => {}); // counted in memory meanwhile (insuranceLimiter); ioredis reconnects
  await client.connect().catch(() => {});
  const memory = memoryStore(prefix);
  return {
    counter: (name, points, windowMs) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:${name}`,
        points,
        duration: windowMs / 1000,
        insuranceLimiter: memory.counter(name, points, windowMs) as RateLimiterMemory,
      }),
    close: async () => {
      client.disconnect();
    },
  };
}

const retryAfter = (res: Pick<RateLimiterRes, 'msBeforeNext'>) => ({
  retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000),
});

/** Counts one call for the key; the call over the limit and every one after it in the window get 429. */
export async function consumeOr429(counter: Counter, key: string, message: string): Promise<void> {
  try {
    await counter.consume(key);
  } catch (res) {
    if (res instanceof RateLimiterRes) throw new AppError('RATE_LIMITED', message, retryAfter(res));
    throw res;
  }
}

/** A 429 that names the wait (`msBeforeNext`: until the key's window moves on). */
export const rateLimited = (message: string, res: Pick<RateLimiterRes, 'msBeforeNext'>) =>
  new AppError('RATE_LIMITED', message, retryAfter(res));

/** One try counted against a key: the count it made, the wait until its window moves on, and its undo. */
export type Charge = { count: number; msBeforeNext: number; refund: () => Promise<unknown> };

/** Counts one try for the key in a fixed window (it starts at the key's first try). */
export async function charge(counter: Counter, key: string): Promise<Charge> {
  const res = await counter.penalty(key, 1);
  return { count: res.consumedPoints, msBeforeNext: res.msBeforeNext, refund: () => counter.reward(key, 1) };
}

/**
 * A count over the last `windowMs` that slides instead of resetting: this fixed window's count plus
 * the previous one's, weighted by the share of it the sliding window still covers (so a burst fades
 * out over one window rather than vanishing at a boundary). Kept in the store like every counter,
 * so all processes share it; `now` is the clock windows are cut by (a test's, or the real one).
 */
export function slidingCounter(store: CounterStore, name: string, windowMs: number, now = Date.now) {
  const counter = store.counter(name, Number.MAX_SAFE_INTEGER, 2 * windowMs);
  return {
    async charge(key: string): Promise<Charge> {
      const t = now();
      const window = Math.floor(t / windowMs);
      const covered = 1 - (t % windowMs) / windowMs;
      const current = `${key}:${window}`;
      const [res, previous] = await Promise.all([
        counter.penalty(current, 1),
        counter.get(`${key}:${window - 1}`),
      ]);
      return {
        count: res.consumedPoints + Math.ceil((previous?.consumedPoints ?? 0) * covered),
        msBeforeNext: (window + 1) * windowMs - t,
        refund: () => counter.reward(current, 1),
      };
    },
  };
}

/** A route hook that limits calls per client address (as the trusted proxy saw it: client-address.ts). */
export function perClient(store: CounterStore, name: string, max: number, windowMs: number, message: string) {
  const counter = store.counter(name, max, windowMs);
  return async (request: { ip: string }) => consumeOr429(counter, clientKey(request.ip), message);
}
