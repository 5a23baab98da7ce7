import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { PROJECT_ROOT } from '../paths';
import { lockDataDir } from './lock';
import { ChangeClock } from './changes';
import { listenForChanges, trackingPool, trackPgliteWrites } from './change-tracking';
import { ReadCache } from './read-cache';

/** One handle type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbDriver = 'embedded' | 'postgres';

export type Database = {
  db: Db;
  driver: DbDriver;
  /** Moves whenever the data may have changed: one clock per company, one for the database (changes.ts). */
  changes: ChangeClock;
  /** Replies of hot reads, kept until their company's clock (or the database's) moves. */
  reads: ReadCache;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(PROJECT_ROOT, 'migrations');

/** Entries of the read cache unless told otherwise (a week reply is a few kilobytes). */
export const READ_CACHE_ENTRIES = 2000;

export type OpenOptions =
  /** A PostgreSQL server. */
  (
    | { url: string; poolSize?: number }
    /** Embedded PostgreSQL in a folder (locked for this process), or in memory when dataDir is null. */
    | { dataDir: string | null; loadDataDir?: Blob }
  ) & { readCacheEntries?: number };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const entries = options.readCacheEntries ?? READ_CACHE_ENTRIES;
  if ('url' in options) {
    const changes = new ChangeClock(false);
    const { pool, backends } = trackingPool(
      { connectionString: options.url, max: options.poolSize ?? 10 },
      changes,
    );
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    await migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder });
    const stopListening = listenForChanges(options.url, changes, backends);
    const close = async () => {
      await stopListening();
      await pool.end();
    };
    return { db, driver: 'postgres', changes, reads: new ReadCache(changes, entries), close };
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pg') : undefined,
      loadDataDir: options.loadDataDir,
      // The docket overlap rule's exclusion constraint compares worker and date in a GiST index.
      extensions: { btree_gist },
      // Bytes go as they are, in the binary format: PGlite's own bytea serializer writes them as hex
      // text one byte at a time in JavaScript (a 1 MB photo: tens of ms holding the one connection).
      serializers: { [types.BYTEA]: (bytes: Uint8Array) => bytes as unknown as string },
    });
    // One process holds the folder, so every change is this process's own: always live.
    const changes = new ChangeClock(true);
    await trackPgliteWrites(client, changes);
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
    await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    // Types the migrations just created (enums): PGlite learns their array types only when asked.
    await client.refreshArrayTypes();
    return {
      db,
      driver: 'embedded',
      changes,
      reads: new ReadCache(changes, entries),
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
