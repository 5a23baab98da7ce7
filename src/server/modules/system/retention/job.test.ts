import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, rows } from '../../../../../tests/support/database';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { AppContext, TypedApp } from '../../../http/module';
import { createJobQueue } from '../../../jobs/queue';
import { RETENTION_JOB, retentionModule, serverTimeZone } from './job';

/** The job's registration: pg-boss's cron for RETENTION_SCHEDULE, and its own deletion of finished jobs. */

const FAST = {
  pollingIntervalSeconds: 0.5,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
  stopTimeoutMs: 300,
};

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** Registers the module as app.ts does, on a queue of its own, and starts it. */
async function started(env: Record<string, string>) {
  const config = loadConfig(env);
  const jobs = createJobQueue(database, { ...FAST, deleteAfterSeconds: config.retention.jobDays * 86_400 });
  const app = { log: { info: () => {} } } as unknown as TypedApp;
  await retentionModule(app, { config, database, jobs, now: () => new Date() } as unknown as AppContext);
  await jobs.start();
  return jobs;
}

const schedules = () =>
  rows<{ cron: string; tz: string | null }>(
    database.db,
    sql`select cron, options->>'tz' as tz from pgboss.schedule where name = ${RETENTION_JOB}`,
  );

describe('the retention job', () => {
  it('is scheduled on RETENTION_SCHEDULE in the server’s zone; pg-boss keeps finished jobs RETENTION_JOB_DAYS', async () => {
    const jobs = await started({ RETENTION_SCHEDULE: '15 2 * * *', RETENTION_JOB_DAYS: '3' });
    await jobs.stop();
    expect(await schedules()).toEqual([{ cron: '15 2 * * *', tz: serverTimeZone() }]);
    const [queue] = await rows<{ deletion_seconds: number }>(
      database.db,
      sql`select deletion_seconds from pgboss.queue where name = ${RETENTION_JOB}`,
    );
    expect(queue!.deletion_seconds).toBe(3 * 86_400);
  });

  it('off: the schedule an earlier start left is removed', async () => {
    const jobs = await started({ RETENTION_SCHEDULE: 'off' });
    await jobs.stop();
    expect(await schedules()).toEqual([]);
  });
});
