import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { CHANGE_CHANNEL, changesUnseen, mayWrite, noticeReceived, type ChangeClock } from './changes';

type Callback = (err: unknown, result: unknown) => void;

const textOf = (config: unknown) =>
  typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '');

/**
 * A pg client class whose connections listen on the change channel (as part of connecting), so the notice of a commit of its own,
 * naming the companies changed, arrives on the same connection before the commit returns
 * (PostgreSQL sends a listening session its own notices ahead of the reply's ReadyForQuery). The
 * database's clock moves, once the statement has settled, only for what no notice reports:
 *  - a statement the triggers cannot see (`changesUnseen`: DDL and the like), and then after every
 *    later statement of the connection until it is outside a transaction again (its commit);
 *  - a statement that may write, on a connection not (yet) listening;
 *  - a statement that may write whose reply was lost (not a PostgreSQL error: it may have committed).
 */
export function trackingClient(clock: ChangeClock, backends = new Set<number>()): typeof pg.Client {
  class TrackingClient extends pg.Client {
    listening = false;
    #unseen = false;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // Its own notices only: other sessions' reach the listening connection (listenForChanges).
      this.on('notification', (notice) => {
        if (notice.channel === CHANGE_CHANNEL && notice.processId === this.#backend)
          noticeReceived(clock, notice.payload);
      });
      this.on('end', () => backends.delete(this.#backend));
    }

    get #backend(): number {
      return (this as unknown as { processID: number }).processID;
    }

    /** Connects, then listens before the connection runs anything else (a failed LISTEN leaves it unlistening). */
    // @ts-expect-error pg's overloads: this one override serves the promise and the callback forms
    override connect(callback?: (err?: Error) => void) {
      const ready = (async () => {
        await (pg.Client.prototype.connect as () => Promise<void>).call(this);
        try {
          await (pg.Client.prototype.query as (text: string) => Promise<unknown>).call(
            this,
            `listen ${CHANGE_CHANNEL}`,
          );
          this.listening = true;
          backends.add(this.#backend);
        } catch {
          // not listening: its writes move the database's clock
        }
      })();
      if (!callback) return ready;
      ready.then(
        () => callback(),
        (err: Error) => callback(err),
      );
    }

    #settled(text: string, err: unknown) {
      const write = mayWrite(text);
      if (changesUnseen(text)) this.#unseen = true;
      const lost = write && err !== undefined && err !== null && !(err instanceof pg.DatabaseError);
      if (this.#unseen || lost || (write && !this.listening)) clock.changed();
      if (this.#unseen && this.#idle()) this.#unseen = false;
    }

    /** Outside a transaction (pg 8's ReadyForQuery status; not in its typings). */
    #idle() {
      return (this as unknown as { getTransactionStatus(): string | null }).getTransactionStatus() === 'I';
    }

    // @ts-expect-error pg's overloads: this one override serves the promise and the callback forms
    override query(...args: unknown[]) {
      const run = () => (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
      const text = textOf(args[0]);
      const at = args.findIndex((a) => typeof a === 'function');
      if (at < 0)
        return Promise.resolve(run() as PromiseLike<unknown>).then(
          (result) => {
            this.#settled(text, undefined);
            return result;
          },
          (err: unknown) => {
            this.#settled(text, err);
            throw err;
          },
        );
      const done = args[at] as Callback;
      args[at] = (err: unknown, result: unknown) => {
        this.#settled(text, err);
        done(err, result);
      };
      return run();
    }
  }
  return TrackingClient as unknown as typeof pg.Client;
}

/**
 * A pool of tracking clients: each listens for the change notices before it is first used. Also the
 * backend process ids of its listening connections, whose notices the listening connection leaves
 * to them (they count each before its statement returns; counting it again later would only drop
 * replies kept in between).
 */
export function trackingPool(
  config: pg.PoolConfig,
  clock: ChangeClock,
): { pool: pg.Pool; backends: ReadonlySet<number> } {
  const backends = new Set<number>();
  return { pool: new pg.Pool({ ...config, Client: trackingClient(clock, backends) }), backends };
}

/**
 * The same for the embedded database: its one session listens on the change channel, and PGlite
 * hands its notices to the listener before the statement (or transaction) that caused them returns.
 * Statements the triggers cannot see move the database's clock, and again when their transaction
 * has ended.
 */
export async function trackPgliteWrites(client: PGlite, clock: ChangeClock): Promise<void> {
  await client.listen(CHANGE_CHANNEL, (payload) => noticeReceived(clock, payload));
  const { query, exec, transaction } = client;
  const tracked = <R>(text: string, work: Promise<R>, onUnseen: () => void = () => {}) => {
    if (!changesUnseen(text)) return work;
    onUnseen();
    return work.finally(() => clock.changed());
  };
  client.query = ((text: string, ...rest: unknown[]) =>
    tracked(
      text,
      (query as (...a: unknown[]) => Promise<unknown>).call(client, text, ...rest),
    )) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) =>
    tracked(
      text,
      (exec as (...a: unknown[]) => Promise<unknown>).call(client, text, ...rest),
    )) as typeof client.exec;
  client.transaction = ((fn: (tx: Transaction) => Promise<unknown>) => {
    let unseen = false;
    const work = (transaction as (f: (tx: Transaction) => Promise<unknown>) => Promise<unknown>).call(
      client,
      (tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        const seen = () => (unseen = true);
        tx.query = ((text: string, ...rest: unknown[]) =>
          tracked(
            text,
            (txQuery as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
            seen,
          )) as typeof tx.query;
        tx.exec = ((text: string, ...rest: unknown[]) =>
          tracked(
            text,
            (txExec as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
            seen,
          )) as typeof tx.exec;
        return fn(tx);
      },
    );
    return work.finally(() => {
      if (unseen) clock.changed();
    });
  }) as typeof client.transaction;
}

const RETRY_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Listens for the changes other processes commit (the tables' triggers NOTIFY on CHANGE_CHANNEL) on a
 * connection of its own. The clock is live only while that connection is up; when it drops, it is
 * opened again every second. Returns a function that stops listening.
 */
export function listenForChanges(
  url: string,
  clock: ChangeClock,
  ownBackends: ReadonlySet<number> = new Set(),
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt: Promise<void> = Promise.resolve();

  const connect = () => {
    retry = undefined;
    attempt = open();
  };

  const lost = (from: pg.Client) => {
    if (client !== from) return;
    client = undefined;
    clock.setLive(false);
    from.end().catch(() => {});
    if (!stopped) retry = setTimeout(connect, RETRY_MS);
  };

  async function open() {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'sitedockets-changes',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (notice) => {
      if (!ownBackends.has(notice.processId)) noticeReceived(clock, notice.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
      if (client === next && !stopped) clock.setLive(true);
    } catch {
      lost(next);
    }
  }

  connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await attempt;
    const last = client;
    client = undefined;
    clock.setLive(false);
    await last?.end().catch(() => {});
  };
}
