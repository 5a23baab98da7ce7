import { sql, type SQL } from 'drizzle-orm';

/**
 * The data's change clocks: one for the whole database, one for each company and, within a company,
 * one for each worker, all drawing on one count of moves, so a reply kept from before a clock it
 * depends on moved is known to be stale (read-cache.ts). A worker's week depends on the database's
 * clock, its company's and its worker's. The clocks move on the notices of the tables' triggers
 * (migration 0006): a committed statement that changed dockets or items of a worker, or the worker's
 * own row, names that company and worker ("3:41"); one that changed projects names the company
 * ("3"). Every connection of this process listens, so the notice of its own commit arrives before
 * the commit returns; a dedicated connection hears other processes' commits. The database's clock
 * moves
 *  - after a statement of this process that may write but that the triggers cannot report (DDL, a
 *    statement on a connection that is not listening, one whose reply was lost): `changesUnseen`;
 *  - on a notice that names nothing (TRUNCATE, or more than a notice holds);
 *  - when it goes live or stops being live.
 * It is live while every change can reach it: always for the embedded database (one process holds
 * its folder), and for a server only while the connection that listens for changes is up. Nothing
 * is served from a cache while it is not live.
 */
export class ChangeClock {
  /** Every move of any clock: the value the last move took. */
  #moves = 0;
  /** The database's clock: the value of its last move. */
  #generation = 0;
  /** Each company's clock, and each worker's ("company:worker"): the value of its last move. */
  #clocks = new Map<string, number>();
  #live: boolean;
  #waiting: (() => void)[] = [];
  #watchers = new Set<(scopes: readonly ChangeScope[] | null) => void>();

  constructor(live: boolean) {
    this.#live = live;
  }

  /** The database's clock (it moves on changes of unknown company and on liveness). */
  get generation(): number {
    return this.#generation;
  }

  get live(): boolean {
    return this.#live;
  }

  /**
   * What a reply of a company (and of one worker in it) depends on, as one number: it differs from
   * an earlier stamp exactly when one of those clocks, or the database's, has moved since. Without a
   * company, any move counts.
   */
  stamp(scope?: ChangeScope): number {
    if (!scope) return this.#moves;
    if (scope.everything) return Math.max(this.#generation, this.#clocks.get(`${scope.company}:*`) ?? 0);
    const company = this.#clocks.get(String(scope.company)) ?? 0;
    const worker =
      scope.worker === undefined ? 0 : (this.#clocks.get(`${scope.company}:${scope.worker}`) ?? 0);
    return Math.max(this.#generation, company, worker);
  }

  /** The data of any company may have changed. */
  changed(): void {
    this.#generation = ++this.#moves;
    this.#wake(null);
  }

  /** The data of these companies (all of it), or of these workers of a company, may have changed. */
  scopesChanged(scopes: Iterable<ChangeScope>): void {
    const moved = [...scopes];
    for (const { company, worker } of moved) {
      this.#clocks.set(worker === undefined ? String(company) : `${company}:${worker}`, ++this.#moves);
      // Any of the company's data: what a reply over the whole company (a report) depends on.
      this.#clocks.set(`${company}:*`, this.#moves);
    }
    this.#wake(moved);
  }

  setLive(live: boolean): void {
    this.#live = live;
    this.changed();
  }

  /** Resolves at any clock's next move (tests wait on it for another process's change). */
  next(): Promise<void> {
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /**
   * Calls `watcher` at every move, with the scopes that moved, or null when the database's clock
   * moved (the live updates, modules/dockets/live, follow the same notices). Returns a function that stops it.
   */
  watch(watcher: (scopes: readonly ChangeScope[] | null) => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }

  #wake(moved: readonly ChangeScope[] | null) {
    for (const watcher of this.#watchers) watcher(moved);
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const resolve of waiting) resolve();
  }
}

/**
 * A company, or one worker's data in it (their dockets, those dockets' items, their user row); with
 * `everything`, all of the company's data, every worker's too (a reply over the whole company, a report).
 */
export type ChangeScope = { company: number; worker?: number; everything?: boolean };

const PLAIN_READ = /^\s*select\b/i;
const WRITE_WORD = /\b(insert|update|delete|merge|truncate)\b/i;

/**
 * Whether a statement may change data: everything but a plain `select` without a writing word in
 * it. Erring towards "yes" only costs a cache refill; transactions count at their `commit`.
 */
export function mayWrite(text: string): boolean {
  return !PLAIN_READ.test(text) || WRITE_WORD.test(text);
}

/**
 * Statements whose changes to rows, if any, reach the tables' triggers (and so a NOTIFY naming the
 * companies), or that change no data: reads, INSERT/UPDATE/DELETE (also inside WITH, or done by a
 * function a SELECT calls), transaction control, and this process's own LISTEN. Anything else (DDL,
 * MERGE, COPY, SET, DO, CALL, ...) may change what a cached reply would be without a notice.
 */
const REPORTED =
  /^\s*(select|insert|update|delete|with|values|table|begin|start|commit|end|rollback|abort|savepoint|release|prepare|listen|unlisten|show)\b/i;

/** Whether a statement of this process may change data without the triggers telling which company. */
export function changesUnseen(text: string): boolean {
  return !REPORTED.test(text);
}

/** The channel the tables' triggers notify on a committed change (migrations 0001 and 0006). */
export const CHANGE_CHANNEL = 'sitedockets_data_changed';

/**
 * A statement that sends, at its commit, the notice naming a company, for a change no trigger sees
 * but the company's live streams must hear of (a sign-out: modules/dockets/live looks again whether each may
 * go on). Every process hears it, as a trigger's.
 */
export const companyNotice = (companyId: number): SQL =>
  sql`select pg_notify(${CHANGE_CHANNEL}, ${String(companyId)})`;

const SCOPE_LIST = /^\d+(:\d+)?(,\d+(:\d+)?)*$/;

/**
 * Moves the clocks a notice names: its payload lists what a committed statement changed, companies
 * ("12") and workers of a company ("12:40"), comma-separated; an empty payload (TRUNCATE, or too
 * many for a notice) or any other text moves the database's clock.
 */
export function noticeReceived(clock: ChangeClock, payload: string | undefined): void {
  if (!payload || !SCOPE_LIST.test(payload)) return clock.changed();
  clock.scopesChanged(
    payload.split(',').map((part) => {
      const [company, worker] = part.split(':');
      return worker === undefined
        ? { company: Number(company) }
        : { company: Number(company), worker: Number(worker) };
    }),
  );
}
