import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CHANGE_CHANNEL, mayWrite, type ChangeClock } from './changes';

type Callback = (err: unknown, result: unknown) => void;

const textOf = (config: unknown) =>
  typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '');

/** The same work, with the clock moved once it has settled (failed too: it may have ended a transaction). */
const thenMoved = <T>(clock: ChangeClock, work: PromiseLike<T>): Promise<T> =>
  Promise.resolve(work).finally(() => clock.changed());

/**
 * A pg client class that moves the clock when a statement that may write has finished. The pool
 * runs every query of the server through it, so every module's writes count without knowing of it.
 */
export function trackingClient(clock: ChangeClock): typeof pg.Client {
  class TrackingClient extends pg.Client {
    // @ts-expect-error pg's overloads: this one override serves the promise and the callback forms
    override query(...args: unknown[]) {
      const run = () => (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
      if (!mayWrite(textOf(args[0]))) return run();
      const at = args.findIndex((a) => typeof a === 'function');
      if (at < 0) return thenMoved(clock, run() as PromiseLike<unknown>);
      const done = args[at] as Callback;
      args[at] = (err: unknown, result: unknown) => {
        clock.changed();
        done(err, result);
      };
      return run();
    }
  }
  return TrackingClient as unknown as typeof pg.Client;
}

/** The same for the embedded database: its statements, and each transaction once it has ended. */
export function trackPgliteWrites(client: PGlite, clock: ChangeClock): void {
  const { query, exec, transaction } = client;
  client.query = ((text: string, ...rest: unknown[]) => {
    const work = (query as (...a: unknown[]) => Promise<unknown>).call(client, text, ...rest);
    return mayWrite(text) ? thenMoved(clock, work) : work;
  }) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) => {
    const work = (exec as (...a: unknown[]) => Promise<unknown>).call(client, text, ...rest);
    return mayWrite(text) ? thenMoved(clock, work) : work;
  }) as typeof client.exec;
  client.transaction = ((fn: unknown) =>
    thenMoved(
      clock,
      (transaction as (f: unknown) => Promise<unknown>).call(client, fn),
    )) as typeof client.transaction;
}

const RETRY_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Listens for the changes other processes commit (the tables' triggers NOTIFY on CHANGE_CHANNEL) on a
 * connection of its own. The clock is live only while that connection is up; when it drops, it is
 * opened again every second. Returns a function that stops listening.
 */
export function listenForChanges(url: string, clock: ChangeClock): () => Promise<void> {
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
    next.on('notification', () => clock.changed());
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
