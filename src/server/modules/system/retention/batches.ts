import { sql } from 'drizzle-orm';
import { setTimeout as pause } from 'node:timers/promises';
import type { Db } from '../../../db/client';
import type { RetentionRule } from './policy';

export type BatchOptions = {
  /** Rows one statement deletes at most: each statement is its own short transaction. */
  batchSize: number;
  /** The wait between two statements, so requests queued for the connection go first. */
  pauseMs: number;
  /** Aborted when the app stops: the job ends after the statement running now. */
  signal?: AbortSignal;
};

export const RETENTION_BATCH: BatchOptions = { batchSize: 1000, pauseMs: 10 };

export type Trimmed = { deleted: number; statements: number };

/**
 * Deletes a rule's expired rows a batch at a time until a statement finds fewer than a batch. No
 * statement holds more than `batchSize` row locks or runs long, and between two the event loop and
 * the connection are free (on the embedded database one connection serves every request).
 */
export async function deleteInBatches(db: Db, rule: RetentionRule, options: BatchOptions): Promise<Trimmed> {
  const { table, expired } = rule;
  const trimmed: Trimmed = { deleted: 0, statements: 0 };
  while (!options.signal?.aborted) {
    const result = await db.execute(sql`with gone as (
        delete from ${table} where id in (select id from ${table} where ${expired} limit ${options.batchSize})
        returning 1
      ) select count(*)::int as n from gone`);
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    trimmed.deleted += n;
    trimmed.statements++;
    if (n < options.batchSize) break;
    await pause(options.pauseMs);
  }
  return trimmed;
}

/** Every rule in turn; how many rows of each table went. */
export async function runRetention(
  db: Db,
  rules: RetentionRule[],
  options: BatchOptions = RETENTION_BATCH,
): Promise<Record<string, Trimmed>> {
  const counts: Record<string, Trimmed> = {};
  for (const rule of rules) {
    if (options.signal?.aborted) break;
    counts[rule.name] = await deleteInBatches(db, rule, options);
  }
  return counts;
}
