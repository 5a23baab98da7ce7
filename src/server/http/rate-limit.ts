import { AppError } from '../errors';

/**
 * Fixed-window counters kept in this process: enough for one server; several servers would move
 * the counters to Redis (docs/scaling.md). Each limiter belongs to one app instance.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly message: string,
  ) {}

  private window(key: string, now: number) {
    const w = this.windows.get(key);
    if (w && w.resetAt > now) return w;
    if (this.windows.size > 50_000) this.sweep(now);
    const fresh = { count: 0, resetAt: now + this.windowMs };
    this.windows.set(key, fresh);
    return fresh;
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }

  /** Throws 429 when the key has used up its window. */
  check(key: string, now = Date.now()): void {
    const w = this.window(key, now);
    if (w.count >= this.max) {
      throw new AppError('RATE_LIMITED', this.message, {
        retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000),
      });
    }
  }

  hit(key: string, now = Date.now()): void {
    this.window(key, now).count++;
  }

  /** Checks, then counts this attempt. */
  consume(key: string, now = Date.now()): void {
    this.check(key, now);
    this.hit(key, now);
  }
}

export const MINUTE = 60_000;

/** A route hook that limits calls per client address (the proxy's client when TRUST_PROXY=1). */
export function perClient(max: number, windowMs: number, message: string) {
  const limiter = new RateLimiter(max, windowMs, message);
  return async (request: { ip: string }) => limiter.consume(request.ip);
}
