import type { FastifyBaseLogger } from 'fastify';
import type { RetentionConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { AppModule } from '../../../http/module';
import { RETENTION_BATCH, runRetention, type BatchOptions } from './batches';
import { retentionRules } from './policy';

/** The queue of the retention job: pg-boss's cron sends it a job on RETENTION_SCHEDULE. */
export const RETENTION_JOB = 'retention';

/** The zone the schedule is read in: the server's (TZ), as an operator reads 03:30. */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * One run: every table of the policy trimmed, then one info line with how many rows of each went
 * (counts only, never a row's content). Safe to run twice: a second run finds less or nothing.
 */
export async function retentionPass(
  db: Db,
  config: RetentionConfig,
  now: Date,
  log: Pick<FastifyBaseLogger, 'info'>,
  options: BatchOptions = RETENTION_BATCH,
) {
  const started = performance.now();
  const counts = await runRetention(db, retentionRules(config, now), options);
  const deleted = Object.fromEntries(Object.entries(counts).map(([table, t]) => [table, t.deleted]));
  const ms = Math.round(performance.now() - started);
  log.info({ retention: { deleted, ms, stopped: options.signal?.aborted ?? false } }, 'retention run');
  return counts;
}

/** The daily retention job (issue 25); RETENTION_SCHEDULE=off removes its schedule. */
export const retentionModule: AppModule = (app, ctx) => {
  const { retention } = ctx.config;
  if (!retention.schedule) {
    ctx.jobs.define(RETENTION_JOB, async () => {}, { cron: null });
    return;
  }
  ctx.jobs.define(
    RETENTION_JOB,
    async ({ signal }) =>
      void (await retentionPass(ctx.database.db, retention, ctx.now(), app.log, {
        ...RETENTION_BATCH,
        signal,
      })),
    // A failed run is the next day's work; a long one (a first run on years of logs) may take a while.
    { cron: retention.schedule, tz: serverTimeZone(), retryLimit: 0, expireInSeconds: 6 * 3600 },
  );
};
