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

export function memoryStore(prefix = 'sd'): CounterStore {
  return {
    counter: (name, points, windowMs) =>
      new RateLimiterMemory({ keyPrefix: `${prefix}:${name}`, points, duration: windowMs / 1000 }),
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

const retryAfter = (res: RateLimiterRes) => ({ retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) });

/** Counts one call for the key; the call over the limit and every one after it in the window get 429. */
export async function consumeOr429(counter: Counter, key: string, message: string): Promise<void> {
  try {
    await counter.consume(key);
  } catch (res) {
    if (res instanceof RateLimiterRes) throw new AppError('RATE_LIMITED', message, retryAfter(res));
    throw res;
  }
}

/** 429 when a key already used up its window (429 details name the wait). */
export function refuseWhenOver(res: RateLimiterRes, max: number, message: string): void {
  if (res.consumedPoints > max) throw new AppError('RATE_LIMITED', message, retryAfter(res));
}

/** A route hook that limits calls per client address (as the trusted proxy saw it: client-address.ts). */
export function perClient(store: CounterStore, name: string, max: number, windowMs: number, message: string) {
  const counter = store.counter(name, max, windowMs);
  return async (request: { ip: string }) => consumeOr429(counter, clientKey(request.ip), message);
}
