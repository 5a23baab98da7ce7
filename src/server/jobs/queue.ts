import { sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type JobWithMetadata,
  type PGliteLike,
  type Queue,
} from 'pg-boss';
import type { Database, Db, Tx } from '../db/client';

/**
 * The product's durable background jobs (docs/decisions.md, 'Durable jobs'): pg-boss on the
 * product's own database, the embedded one (one PGlite connection, shared) or the PostgreSQL server
 * (a small pool of its own). Modules define their queues and handlers while the app is built; the
 * app starts the queue when it is ready and stops it when it closes (app.ts), one place for both
 * drivers. A job is enqueued inside the caller's transaction (it runs only if that commits).
 */

/** How a job sees itself: its data, and a signal aborted when the queue is stopping. */
export interface RunningJob<T> {
  id: string;
  data: T;
  /** Attempts before this one (a restart after a crash or a stop counts as one). */
  retryCount: number;
  retryLimit: number;
  /** Aborted when the app is stopping (or the job's claim was lost): stop at the next safe point. */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: RunningJob<T>) => Promise<void>;

/** Timings of the queue; the defaults are production's, tests shorten them. */
export interface JobQueueSettings {
  /** How often an idle worker asks for work (enqueuing in this process wakes it at once). */
  pollingIntervalSeconds: number;
  /**
   * A running job proves it is alive this often (pg-boss refreshes it at half the interval); one
   * whose process died is given to another worker after this long plus a supervision pass.
   */
  heartbeatSeconds: number;
  /** How often pg-boss looks for jobs whose process died (and does its housekeeping). */
  superviseIntervalSeconds: number;
  /** How long `stop()` lets a running job reach a safe point before it is failed for a retry. */
  stopTimeoutMs: number;
  /**
   * How long pg-boss keeps a finished job (completed, failed or cancelled) before its own
   * maintenance deletes it, in batches (RETENTION_JOB_DAYS; a queue's own option wins).
   */
  deleteAfterSeconds: number;
}

export const JOB_QUEUE_SETTINGS: JobQueueSettings = {
  pollingIntervalSeconds: 10,
  heartbeatSeconds: 30,
  superviseIntervalSeconds: 15,
  stopTimeoutMs: 10_000,
  deleteAfterSeconds: 7 * 86_400,
};

/** Per queue: how a failed attempt is retried (a stop or a crash is an attempt). */
export type JobQueueOptions = Pick<
  Queue,
  'expireInSeconds' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'deleteAfterSeconds'
>;

/**
 * A queue that also runs by itself: pg-boss's cron (in `tz`, default UTC) sends it a job on this
 * expression, one job per occurrence however many processes run (the handler must still be safe to
 * run twice). `cron: null` says it runs by itself no more: a schedule an earlier start left is removed.
 */
export type JobScheduleOption = { cron?: string | null; tz?: string };

type Definition = {
  name: string;
  handler: JobHandler<unknown>;
  options: JobQueueOptions;
  cron?: string | null;
  tz?: string | undefined;
};

export interface JobQueue {
  /** Declares a queue and its handler; modules call it while the app is built, before `start`. */
  define<T>(name: string, handler: JobHandler<T>, options?: JobQueueOptions & JobScheduleOption): void;
  /**
   * Enqueues a job inside the caller's transaction: it exists (and runs) only if that commits.
   * Call `wake(name)` after the commit so this process's worker takes it at once.
   */
  send<T extends object>(tx: Db | Tx, name: string, data: T): Promise<string>;
  /** This process's worker of the queue asks for work now (after an enqueuing commit). */
  wake(name: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly started: boolean;
}

const PGBOSS_SCHEMA = 'pgboss';

function bossOptions(database: Database, settings: JobQueueSettings, cron: boolean): ConstructorOptions {
  const common: ConstructorOptions = {
    schema: PGBOSS_SCHEMA,
    // Cron only when a queue is scheduled; the instance registry's heartbeat is only for dashboards.
    schedule: cron,
    registerInstance: false,
    openTelemetry: { enabled: false },
    superviseIntervalSeconds: settings.superviseIntervalSeconds,
    monitorIntervalSeconds: settings.superviseIntervalSeconds,
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === 'embedded')
    return {
      ...common,
      backend: 'pglite',
      db: fromPglite(client as PGliteLike),
      // One connection shared with every request: no index rebuilds or vacuum checks on it.
      reindex: false,
      monitorVacuum: false,
    };
  // A pool of its own on the server: the app's pool (and its change tracking) stays the app's.
  const pool = client as pg.Pool & { options: pg.PoolConfig };
  return { ...common, connectionString: pool.options.connectionString, max: 2 };
}

/**
 * The job queue of one app on one database. On the embedded database the process holds the data
 * folder alone (db/lock.ts), so a job still marked active when the queue starts belongs to a
 * process that died: it is failed at once, to be retried now rather than after its heartbeat lapses.
 */
export function createJobQueue(
  database: Database,
  overrides: Partial<JobQueueSettings> = {},
  /** pg-boss's own trouble (a failed poll or supervision pass); a job's failure is its own record. */
  onError: (error: unknown) => void = () => {},
): JobQueue {
  const settings = { ...JOB_QUEUE_SETTINGS, ...overrides };
  const definitions = new Map<string, Definition>();
  const workers = new Map<string, string>();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  let stopping = new AbortController();

  const reclaimOrphans = async (b: PgBoss, name: string) => {
    const jobs = await b.findJobs(name, { queued: false });
    const orphans = jobs.filter((job) => job.state === 'active');
    if (orphans.length) await b.fail(name, orphans, { message: 'The server stopped while the job ran' });
  };

  const startWorker = async (b: PgBoss, definition: Definition) => {
    const { name, handler } = definition;
    const id = await b.work(
      name,
      { pollingIntervalSeconds: settings.pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
      async ([job]: JobWithMetadata<unknown>[]) => {
        if (!job) return;
        await handler({
          id: job.id,
          data: job.data,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
          signal: AbortSignal.any([job.signal, stopping.signal]),
        });
      },
    );
    workers.set(name, id);
  };

  const doStart = async () => {
    stopping = new AbortController();
    const scheduled = [...definitions.values()].some((definition) => definition.cron);
    const b = new PgBoss(bossOptions(database, settings, scheduled));
    b.on('error', onError);
    await b.start();
    for (const definition of definitions.values()) {
      const options = {
        heartbeatSeconds: settings.heartbeatSeconds,
        deleteAfterSeconds: settings.deleteAfterSeconds,
        ...definition.options,
      };
      await b.createQueue(definition.name, options);
      // A queue made before the settings changed keeps its own: bring it up to date.
      await b.updateQueue(definition.name, options);
      // Also fills pg-boss's cache of the queue: a send inside a transaction must never have to look
      // the queue up outside it (on the embedded database that would wait for the transaction).
      if (database.driver === 'embedded') await reclaimOrphans(b, definition.name);
      else await b.findJobs(definition.name, { limit: 1 });
      // An upsert: every process writes the same row, and pg-boss sends each occurrence once.
      if (definition.cron)
        await b.schedule(definition.name, definition.cron, null, definition.tz ? { tz: definition.tz } : {});
      else if (definition.cron === null) await b.unschedule(definition.name);
    }
    boss = b;
    for (const definition of definitions.values()) await startWorker(b, definition);
  };

  return {
    define(name, handler, { cron, tz, ...options } = {}) {
      if (boss || starting) throw new Error(`Job queue ${name} is defined after the queue started`);
      definitions.set(name, { name, handler: handler as JobHandler<unknown>, options, cron, tz });
    },
    async send(tx, name, data) {
      if (!boss) throw new Error('The job queue is not running');
      const id = await boss.send(name, data, {
        db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
      });
      if (!id) throw new Error(`Job of ${name} was not created`);
      return id;
    },
    wake(name) {
      const id = workers.get(name);
      if (boss && id) boss.notifyWorker(id);
    },
    async start() {
      starting ??= doStart().catch((err: unknown) => {
        starting = null;
        throw err;
      });
      await starting;
    },
    async stop() {
      if (starting) await starting.catch(() => {});
      const b = boss;
      boss = null;
      starting = null;
      workers.clear();
      if (!b) return;
      stopping.abort();
      await b.stop({ graceful: true, timeout: settings.stopTimeoutMs, close: true });
    },
    get started() {
      return boss !== null;
    },
  };
}
