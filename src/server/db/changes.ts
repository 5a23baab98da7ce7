/**
 * The database's change clock: a number that moves on every change the data may have had, so a
 * reply kept from before it moved is known to be stale (read-cache.ts). It moves
 *  - after every statement of this process that may write (`mayWrite`), once it has finished, and
 *    after every commit: the driver reports them (change-tracking.ts), whatever module wrote;
 *  - when PostgreSQL reports a change another process committed (a NOTIFY from the tables' triggers);
 *  - when it goes live or stops being live.
 * It is live while every change can reach it: always for the embedded database (one process holds
 * its folder), and for a server only while the connection that listens for changes is up. Nothing
 * is served from a cache while it is not live.
 */
export class ChangeClock {
  #generation = 0;
  #live: boolean;
  #waiting: (() => void)[] = [];

  constructor(live: boolean) {
    this.#live = live;
  }

  get generation(): number {
    return this.#generation;
  }

  get live(): boolean {
    return this.#live;
  }

  changed(): void {
    this.#generation++;
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const resolve of waiting) resolve();
  }

  setLive(live: boolean): void {
    this.#live = live;
    this.changed();
  }

  /** Resolves at the clock's next move (tests wait on it for another process's change). */
  next(): Promise<void> {
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
}

const PLAIN_READ = /^\s*select\b/i;
const WRITE_WORD = /\b(insert|update|delete|merge|truncate)\b/i;

/**
 * Whether a statement may change data: everything but a plain `select` without a writing word in
 * it. Erring towards "yes" only costs a cache refill; transactions count at their `commit`.
 */
export function mayWrite(text: string): boolean {
  return !PLAIN_READ.test(text) || WRITE_WORD.test(text);
}

/** The channel the tables' triggers notify on a committed change (migration 0001). */
export const CHANGE_CHANNEL = 'sitedockets_data_changed';
