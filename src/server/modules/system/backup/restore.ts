import fs from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from '../../../db/lock';
import { TOKEN_KEY_FILE } from '../../../integrations/xero/token-key';
import { embeddedSums, openDump } from './embedded';
import { DamagedBackupError, unpackBackup, type BackupContents } from './file';
import { differences, releaseProblem, type Manifest } from './manifest';
import { postgresObjects, postgresSums, restorePostgres } from './postgres';

/** A restore that was not done, with the reason for the operator. */
export class RestoreRefusedError extends Error {}

export type RestoreTarget = { dataDir: string; databaseUrl: string | undefined; backupDir: string };

export type RestoreResult = { manifest: Manifest; rows: number; tokenKey: 'restored' | 'kept' | 'none' };

async function readBackup(file: string): Promise<BackupContents> {
  let archive: Buffer;
  try {
    archive = await fs.readFile(file);
  } catch {
    throw new RestoreRefusedError(`Cannot read ${file}: no such backup file.`);
  }
  try {
    return await unpackBackup(archive);
  } catch (err) {
    if (!(err instanceof DamagedBackupError)) throw err;
    throw new RestoreRefusedError(`${file} is damaged (${err.message}); nothing was restored.`);
  }
}

/** DATA_DIR counts as empty when it holds nothing but the backups folder (where the file may be). */
async function dataDirContents(target: RestoreTarget): Promise<string[]> {
  const entries = await fs.readdir(target.dataDir).catch(() => [] as string[]);
  return entries.filter((name) => path.resolve(target.dataDir, name) !== path.resolve(target.backupDir));
}

async function restoreEmbedded(target: RestoreTarget, { manifest, dump }: BackupContents): Promise<string[]> {
  const present = await dataDirContents(target);
  if (present.length)
    throw new RestoreRefusedError(
      `DATA_DIR ${target.dataDir} is not empty (${present.slice(0, 5).join(', ')}): a restore goes only into an ` +
        'empty folder. Stop the server, move the folder away (keep it until the restore has been checked), and try again.',
    );
  const unlock = lockDataDir(target.dataDir);
  try {
    const client = await openDump(dump, target.dataDir);
    const problems = differences(manifest.tables, await embeddedSums(client));
    await client.close();
    if (problems.length) await fs.rm(path.join(target.dataDir, 'pg'), { recursive: true, force: true });
    return problems;
  } finally {
    unlock();
  }
}

async function restoreServer(url: string, { manifest, dump }: BackupContents): Promise<string[]> {
  if ((await postgresObjects(url)) > 0)
    throw new RestoreRefusedError(
      'The database DATABASE_URL names is not empty: a restore goes only into an empty database ' +
        '(createdb a new one, or drop and recreate this one once it is no longer needed).',
    );
  await restorePostgres(url, dump);
  return differences(manifest.tables, await postgresSums(url));
}

/** Writes the backup's token key into DATA_DIR unless a key file is already there. */
async function restoreTokenKey(dataDir: string, key: Buffer | null): Promise<RestoreResult['tokenKey']> {
  if (!key) return 'none';
  await fs.mkdir(dataDir, { recursive: true });
  try {
    await fs.writeFile(path.join(dataDir, TOKEN_KEY_FILE), key, { flag: 'wx', mode: 0o600 });
    return 'restored';
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return 'kept';
    throw err;
  }
}

/**
 * Restores a backup file into an empty DATA_DIR (or the empty database DATABASE_URL names): checked
 * whole first (checksums, release), then restored, then every table's rows compared with the
 * manifest. An older backup is migrated forward by the next start, as any database is.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const contents = await readBackup(file);
  const { manifest } = contents;
  const newer = releaseProblem(manifest);
  if (newer) throw new RestoreRefusedError(newer);
  if (manifest.driver === 'embedded' && target.databaseUrl)
    throw new RestoreRefusedError(
      'This is a backup of the embedded database: restore it with DATABASE_URL unset (into DATA_DIR).',
    );
  if (manifest.driver === 'postgres' && !target.databaseUrl)
    throw new RestoreRefusedError(
      'This is a backup of a PostgreSQL server database: set DATABASE_URL to an empty database to restore it.',
    );
  const problems = target.databaseUrl
    ? await restoreServer(target.databaseUrl, contents)
    : await restoreEmbedded(target, contents);
  if (problems.length)
    throw new RestoreRefusedError(
      `The restored rows do not match the backup's manifest (${problems.slice(0, 5).join('; ')}); ` +
        (target.databaseUrl ? 'drop the database before trying another backup.' : 'nothing was kept.'),
    );
  const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
  return { manifest, rows, tokenKey: await restoreTokenKey(target.dataDir, contents.tokenKey) };
}
