import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { writeArchive } from './archive';
import { lastMigration, tableSums, type Manifest, type Query, type TableSums } from './manifest';

const gzip = promisify(zlib.gzip);

const inTx =
  (tx: Transaction): Query =>
  async <T>(text: string) =>
    (await tx.query<T>(text)).rows;

/**
 * A folder as a tar PGlite's loadDataDir reads (names from the folder's root, with a leading /).
 * Read synchronously (a few tens of MB from the page cache, milliseconds): asynchronous reads wait a
 * turn of the event loop each, and a busy server's turns are long.
 */
function tarOfFolder(root: string): Promise<Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const name = `/${path.relative(root, full)}`;
      if (entry.isDirectory()) {
        files.set(`${name}/`, Buffer.alloc(0));
        walk(full);
      } else if (entry.isFile()) files.set(name, fs.readFileSync(full));
    }
  };
  walk(root);
  return writeArchive(files);
}

/**
 * A consistent copy of the embedded database while it serves. PGlite has one connection: every
 * statement and transaction waits for the one running (its transaction mutex), but `dumpDataDir`
 * itself takes only the statement mutex, so called alone it could copy the files between two
 * statements of a request's transaction. Taken inside a transaction of our own instead, it waits for
 * the running one to finish and holds every other back while the sums are counted and the files are
 * copied: the copy holds only committed transactions, and the sums describe exactly it. A data
 * folder is copied with the file system after a checkpoint (milliseconds; PGlite's own dump reads it
 * through WebAssembly, seconds), and made into a tar and compressed after the lock is given back.
 */
export async function dumpEmbedded(client: PGlite): Promise<{
  dump: Buffer;
  tables: TableSums;
  migration: Manifest['migration'];
}> {
  const folder = client.dataDir && !client.dataDir.includes('://') ? client.dataDir : null;
  const copy = folder ? fs.mkdtempSync(path.join(os.tmpdir(), 'sitedockets-backup-')) : null;
  try {
    const taken = await client.transaction(async (tx) => {
      const query = inTx(tx);
      const tables = await tableSums(query);
      const migration = await lastMigration(query);
      await tx.exec('checkpoint');
      if (!folder || !copy)
        return {
          tables,
          migration,
          tar: Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()),
        };
      await client.runExclusive(async () => fs.cpSync(folder, copy, { recursive: true }));
      return { tables, migration, tar: null };
    });
    const tar = taken.tar ?? (await tarOfFolder(copy!));
    return { dump: await gzip(tar, { level: 1 }), tables: taken.tables, migration: taken.migration };
  } finally {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** Opens a dump: in memory (a scratch database to verify) or into an empty data folder (restore). */
export function openDump(dump: Buffer, dataDir?: string): Promise<PGlite> {
  return PGlite.create({
    dataDir: dataDir ? path.join(dataDir, 'pg') : undefined,
    loadDataDir: new Blob([new Uint8Array(dump)], { type: 'application/x-gzip' }),
    extensions: { btree_gist },
  });
}

/** The embedded database of a stopped server's folder, opened as it is (not migrated). */
export function openFolder(dataDir: string): Promise<PGlite> {
  return PGlite.create({ dataDir: path.join(dataDir, 'pg'), extensions: { btree_gist } });
}

/** The sums of a database nobody else uses (a scratch copy, a folder being restored). */
export async function embeddedSums(client: PGlite): Promise<TableSums> {
  return client.transaction((tx) => tableSums(inTx(tx)));
}
