import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase, rows } from '../../../tests/support/database';
import type { Database } from '../db/client';
import { createJobQueue, type JobQueue, type RunningJob } from './queue';

/** The durable job queue on the driver this test project runs (embedded, or the PostgreSQL server). */

const FAST = {
  pollingIntervalSeconds: 0.5,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
  stopTimeoutMs: 300,
};

let database: Database;
const queues: JobQueue[] = [];
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.close();
});

/** A queue with one job kind whose runs are recorded. */
function recordingQueue() {
  const ran: RunningJob<{ n: number }>[] = [];
  const queue = createJobQueue(database, FAST);
  queue.define<{ n: number }>('test-job', async (job) => {
    ran.push(job);
  });
  queues.push(queue);
  return { queue, ran };
}

/** Waits until `check` stops throwing (10 s at most). */
const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 50 });

/** The states of the test jobs carrying `n`: none when no job was ever created. */
const jobStates = (n: number) =>
  rows<{ state: string }>(
    database.db,
    sql`select state from pgboss.job where name = 'test-job' and data->>'n' = ${String(n)}`,
  );

describe('the job queue', () => {
  it('runs a job enqueued in a committed transaction, once; never one whose transaction rolled back', async () => {
    const { queue, ran } = recordingQueue();
    await queue.start();
    await database.db
      .transaction(async (tx) => {
        await queue.send(tx, 'test-job', { n: 1 });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await queue.send(tx, 'test-job', { n: 2 });
    });
    queue.wake('test-job');
    // Completed is final: pg-boss never hands a completed job out again.
    await eventually(async () => expect(await jobStates(2)).toEqual([{ state: 'completed' }]));
    expect(await jobStates(1)).toEqual([]);
    expect(ran.map((job) => job.data)).toEqual([{ n: 2 }]);
    await queue.stop();
  });

  it('resumes a job its process died holding, within seconds', async () => {
    const { queue: before } = recordingQueue();
    await before.start();
    await database.db.transaction(async (tx) => {
      await before.send(tx, 'test-job', { n: 3 });
    });
    await before.stop();
    // What a process killed mid-job leaves: the job active, never finished, its heartbeat long stale.
    // Whatever `before`'s own worker did with it while it ran (on a slow machine its first poll can
    // come after the send and take the job), the row is put in that state.
    const orphaned = await rows<{ id: string }>(
      database.db,
      sql`update pgboss.job set state = 'active', retry_count = 0, completed_on = null, output = null,
          started_on = now() - interval '1 hour', heartbeat_on = now() - interval '1 hour'
          where name = 'test-job' and data->>'n' = '3' returning id`,
    );
    expect(orphaned).toHaveLength(1);

    const { queue: after, ran } = recordingQueue();
    const startedAt = Date.now();
    await after.start();
    await eventually(() => expect(ran.some((job) => job.data.n === 3)).toBe(true));
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(ran.find((job) => job.data.n === 3)!.retryCount).toBe(1);
  });

  it('aborts a running job’s signal when it stops, and refuses definitions after the start', async () => {
    const queue = createJobQueue(database, FAST);
    queues.push(queue);
    let seen: AbortSignal | null = null;
    queue.define('test-stop', async (job) => {
      seen = job.signal;
      await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
    });
    await queue.start();
    expect(() => queue.define('late', async () => {})).toThrow(/after the queue started/);
    await database.db.transaction(async (tx) => {
      await queue.send(tx, 'test-stop', {});
    });
    queue.wake('test-stop');
    await eventually(() => expect(seen).not.toBeNull());
    await queue.stop();
    expect(seen!.aborted).toBe(true);
  });
});
