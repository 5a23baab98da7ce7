import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { PROJECT_ROOT } from '../paths';
import { lockDataDir } from './lock';

/** One handle type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbDriver = 'embedded' | 'postgres';

export type Database = {
  db: Db;
  driver: DbDriver;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(PROJECT_ROOT, 'migrations');

export type OpenOptions =
  /** A PostgreSQL server. */
  | { url: string; poolSize?: number }
  /** Embedded PostgreSQL in a folder (locked for this process), or in memory when dataDir is null. */
  | { dataDir: string | null; loadDataDir?: Blob };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    await migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder });
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pg') : undefined,
      loadDataDir: options.loadDataDir,
    });
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
    await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    // Types the migrations just created (enums): PGlite learns their array types only when asked.
    await client.refreshArrayTypes();
    return {
      db,
      driver: 'embedded',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
