import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../config';
import { DataDirLockedError, lockDataDir } from '../../../db/lock';
import { openFolder } from './embedded';
import { backupSettings } from './schedule';
import { askRunningServer } from './socket';
import { takeBackup, type BackupResult } from './take';

/**
 * `npm run backup`: with DATABASE_URL, pg_dump here (the server need not be asked); on the embedded
 * database, the server holding DATA_DIR is asked through its socket, and a stopped server's folder is
 * locked and backed up by this process.
 */
export async function backupCommand(config: Config): Promise<BackupResult> {
  const settings = backupSettings(config);
  if (config.databaseUrl) return takeBackup({ driver: 'postgres', url: config.databaseUrl }, settings);
  if (!fs.existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION')))
    return {
      ok: false,
      at: new Date().toISOString(),
      message: `There is no database in ${config.dataDir} to back up`,
    };
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) return askRunningServer(config.dataDir);
    throw err;
  }
  try {
    const client = await openFolder(config.dataDir);
    try {
      return await takeBackup({ driver: 'embedded', client }, settings);
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}
