import type { Db, Tx } from './client';

const cache = new WeakMap<Db | Tx, Map<string, unknown>>();

/**
 * A statement prepared once per database handle (drizzle `.prepare(name)`): the hot paths skip
 * building their SQL again and PostgreSQL reuses the plan. Inside a transaction the handle is new
 * each time, so the statement is built for it (correct, only not cached).
 */
export function prepared<T>(db: Db | Tx, name: string, build: (db: Db | Tx, name: string) => T): T {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  if (!statements.has(name)) statements.set(name, build(db, name));
  return statements.get(name) as T;
}
