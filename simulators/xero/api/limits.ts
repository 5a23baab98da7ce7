import type { Clock } from '../clock';
import type { Limits } from '../options';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type LimitProblem = 'minute' | 'day' | 'appminute' | 'concurrent';

export interface LimitOutcome {
  allowed: boolean;
  problem?: LimitProblem;
  /** Seconds to wait before the call would be allowed (Retry-After). */
  retryAfter?: number;
  headers: Record<string, string>;
}

/**
 * Xero's limits: per tenant 60 calls in any minute, 5,000 in any day and 5 at once; per app 10,000
 * a minute across tenants. Rolling windows of call times; a refused call does not count.
 */
export class RateLimiter {
  private readonly calls = new Map<string, number[]>();
  private readonly inFlight = new Map<string, number>();
  private appCalls: number[] = [];

  constructor(
    private readonly limits: Limits,
    private readonly clock: Clock,
  ) {}

  /** Counts the call in when it is allowed; the caller must `release(tenant)` when its reply is sent. */
  acquire(tenant: string): LimitOutcome {
    const now = this.clock();
    const calls = (this.calls.get(tenant) ?? []).filter((at) => at > now - DAY);
    this.appCalls = this.appCalls.filter((at) => at > now - MINUTE);
    const lastMinute = calls.filter((at) => at > now - MINUTE);
    const headers = (): Record<string, string> => ({
      'X-DayLimit-Remaining': String(Math.max(0, this.limits.perDay - calls.length)),
      'X-MinLimit-Remaining': String(Math.max(0, this.limits.perMinute - lastMinute.length)),
      'X-AppMinLimit-Remaining': String(Math.max(0, this.limits.appPerMinute - this.appCalls.length)),
    });
    this.calls.set(tenant, calls);
    const waitFor = (window: number[], span: number): number =>
      Math.max(1, Math.ceil(((window[0] ?? now) + span - now) / 1000));
    if (calls.length >= this.limits.perDay) {
      return { allowed: false, problem: 'day', retryAfter: waitFor(calls, DAY), headers: headers() };
    }
    if (lastMinute.length >= this.limits.perMinute) {
      return {
        allowed: false,
        problem: 'minute',
        retryAfter: waitFor(lastMinute, MINUTE),
        headers: headers(),
      };
    }
    if (this.appCalls.length >= this.limits.appPerMinute) {
      return {
        allowed: false,
        problem: 'appminute',
        retryAfter: waitFor(this.appCalls, MINUTE),
        headers: headers(),
      };
    }
    if ((this.inFlight.get(tenant) ?? 0) >= this.limits.concurrent) {
      return { allowed: false, problem: 'concurrent', retryAfter: 1, headers: headers() };
    }
    calls.push(now);
    lastMinute.push(now);
    this.appCalls.push(now);
    this.inFlight.set(tenant, (this.inFlight.get(tenant) ?? 0) + 1);
    return { allowed: true, headers: headers() };
  }

  release(tenant: string): void {
    const count = (this.inFlight.get(tenant) ?? 1) - 1;
    if (count <= 0) this.inFlight.delete(tenant);
    else this.inFlight.set(tenant, count);
  }

  reset(): void {
    this.calls.clear();
    this.inFlight.clear();
    this.appCalls = [];
  }
}
