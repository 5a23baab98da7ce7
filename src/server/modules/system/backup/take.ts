import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { TOKEN_KEY_FILE } from '../../../integrations/xero/token-key';
import { APP_VERSION } from '../../../version';
import { dumpEmbedded } from './embedded';
import { backupName, packBackup, sha256, timeOfName, unpackBackup } from './file';
import type { Manifest } from './manifest';
import { dumpPostgres } from './postgres';
import { backupsToPrune } from './retention';
import { writeBackupStatus } from './status';
import { verifyContents } from './verify';

/** What is backed up: the embedded database this process holds, or a PostgreSQL server's database. */
export type BackupSource = { driver: 'embedded'; client: PGlite } | { driver: 'postgres'; url: string };

export type BackupSettings = {
  dataDir: string;
  backupDir: string;
  keepDaily: number;
  keepWeekly: number;
  /**
   * Copies a verified backup file off the machine (object storage, when STORAGE_BACKEND=s3) and
   * returns where it went; null: backups stay in BACKUP_DIR alone.
   */
  offsite: ((name: string, bytes: Buffer) => Promise<string>) | null;
};

/** Where the backup's copy went (the bucket key), or why it did not: the local backup counts either way. */
export type OffsiteCopy = { ok: true; key: string } | { ok: false; message: string };

export type BackupResult =
  | {
      ok: true;
      at: string;
      file: string;
      tables: number;
      rows: number;
      rowsCompared: boolean;
      ms: number;
      /** Absent when there is no object storage to copy to. */
      offsite?: OffsiteCopy;
    }
  | { ok: false; at: string; message: string };

async function readTokenKey(dataDir: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(path.join(dataDir, TOKEN_KEY_FILE));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Deletes the backups retention no longer keeps (backupsToPrune); returns their names. */
export async function pruneBackups(settings: BackupSettings): Promise<string[]> {
  const dated = (await fs.readdir(settings.backupDir)).flatMap((name) => {
    const at = timeOfName(name);
    return at ? [{ name, at }] : [];
  });
  const gone = backupsToPrune(dated, settings.keepDaily, settings.keepWeekly);
  for (const { name } of gone) await fs.rm(path.join(settings.backupDir, name), { force: true });
  return gone.map((b) => b.name);
}

/**
 * The verified file copied off the machine, read back from disk (what is copied is what was
 * verified). A failed copy is reported, never thrown: the local backup stands.
 */
async function copyOffsite(
  settings: BackupSettings,
  name: string,
  file: string,
): Promise<OffsiteCopy | null> {
  if (!settings.offsite) return null;
  try {
    return { ok: true, key: await settings.offsite(name, await fs.readFile(file)) };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}

async function takeAndVerify(source: BackupSource, settings: BackupSettings, now: Date) {
  const started = Date.now();
  const taken =
    source.driver === 'embedded' ? await dumpEmbedded(source.client) : await dumpPostgres(source.url);
  const tokenKey = await readTokenKey(settings.dataDir);
  const dumpFile = source.driver === 'embedded' ? 'pgdata.tar.gz' : 'database.dump';
  const manifest: Manifest = {
    format: 1,
    app: 'sitedockets',
    version: APP_VERSION,
    migration: taken.migration,
    driver: source.driver,
    takenAt: now.toISOString(),
    database: { file: dumpFile, bytes: taken.dump.length, sha256: sha256(taken.dump) },
    tokenKey: tokenKey ? { file: TOKEN_KEY_FILE, sha256: sha256(tokenKey) } : null,
    tables: taken.tables,
  };
  await fs.mkdir(settings.backupDir, { recursive: true, mode: 0o700 });
  const name = backupName(now);
  const file = path.join(settings.backupDir, name);
  // Written under a name retention ignores, read back from disk and verified, then given its name.
  const partial = `${file}.partial`;
  await fs.writeFile(partial, await packBackup({ manifest, dump: taken.dump, tokenKey }), { mode: 0o600 });
  try {
    const contents = await unpackBackup(await fs.readFile(partial));
    const verified = await verifyContents(contents, source.driver === 'postgres' ? source.url : undefined);
    if (verified.problems.length)
      throw new Error(`the backup did not verify: ${verified.problems.slice(0, 5).join('; ')}`);
    await fs.rename(partial, file);
    const offsite = await copyOffsite(settings, name, file);
    const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
    const tables = Object.keys(manifest.tables).length;
    return {
      name,
      tables,
      rows,
      rowsCompared: verified.rowsCompared,
      ms: Date.now() - started,
      ...(offsite ? { offsite } : {}),
    };
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/**
 * Takes a backup now: a consistent dump, its manifest (release, row counts and checksums) and the
 * token key in one file (mode 0600) in BACKUP_DIR, verified in a scratch database before it counts
 * and copied to object storage when there is one (a failed copy is in the result's `offsite`, the
 * backup still taken); then prunes old backups in BACKUP_DIR (the bucket's copies are left alone)
 * and records the outcome for health and start-up. Never throws.
 */
export async function takeBackup(
  source: BackupSource,
  settings: BackupSettings,
  now = new Date(),
): Promise<BackupResult> {
  const at = now.toISOString();
  let result: BackupResult;
  try {
    const done = await takeAndVerify(source, settings, now);
    await pruneBackups(settings);
    result = { ok: true, at, file: path.join(settings.backupDir, done.name), ...done };
  } catch (err) {
    result = { ok: false, at, message: err instanceof Error ? err.message : String(err) };
  }
  await writeBackupStatus(
    settings.backupDir,
    result.ok
      ? {
          at,
          result: 'ok',
          file: path.basename(result.file),
          ...(result.offsite?.ok === false ? { offsiteError: result.offsite.message } : {}),
        }
      : { at, result: 'failed', message: result.message },
  ).catch(() => {});
  return result;
}
