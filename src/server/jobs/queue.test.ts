import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function eventually(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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
    await eventually(() => ran.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
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
    await eventually(() => ran.some((job) => job.data.n === 3));
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
    await eventually(() => seen !== null);
    await queue.stop();
    expect(seen!.aborted).toBe(true);
  });
});
