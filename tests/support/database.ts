import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import { databaseUrl } from './postgres-url';
import './provided';

/** The migrated embedded database the PGlite project's set-up dumped (tests/support/setup-pglite.ts). */
export function migratedDump(): Blob {
  const source = inject('databaseSource');
  if (source.kind !== 'pglite') throw new Error('the migrated dump is made for the PGlite project only');
  return new Blob([fs.readFileSync(source.dumpPath)]);
}

/** A fresh, migrated, empty database for one test file, on the driver this test project runs. */
export async function freshDatabase(): Promise<Database> {
  const source = inject('databaseSource');
  if (source.kind === 'pglite') return openDatabase({ dataDir: null, loadDataDir: migratedDump() });
  const name = `${source.template}_f${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${source.template}`);
  } finally {
    await admin.end();
  }
  return openDatabase({ url: databaseUrl(source.adminUrl, name), poolSize: 4 });
}

/** The rows of a raw query, on either driver. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * The address of the test's own database on the PostgreSQL server, for a second connection or
 * process on it (tests/postgres-server only: they need the server).
 */
export async function sameDatabaseUrl(db: Db): Promise<string> {
  const source = inject('databaseSource');
  if (source.kind !== 'postgres') throw new Error('these tests need the PostgreSQL server');
  const [current] = await rows<{ name: string }>(db, sql`select current_database() as name`);
  return databaseUrl(source.adminUrl, current!.name);
}
