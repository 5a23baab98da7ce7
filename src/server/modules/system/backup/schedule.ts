import type { FastifyBaseLogger } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { copyBackupToBucket } from '../../../integrations/storage/backup-copy';
import { nextRun } from '../../../jobs/cron';
import { serveBackupSocket } from './socket';
import { readBackupStatus } from './status';
import { takeBackup, type BackupResult, type BackupSettings, type BackupSource } from './take';

export type BackupConfig = Pick<
  Config,
  | 'dataDir'
  | 'databaseUrl'
  | 'backupSchedule'
  | 'backupDir'
  | 'backupKeepDaily'
  | 'backupKeepWeekly'
  | 'storage'
>;

/** Where backups go: BACKUP_DIR, and a copy in the bucket under backups/ when files are kept in S3. */
export const backupSettings = (config: BackupConfig): BackupSettings => {
  const { storage } = config;
  return {
    dataDir: config.dataDir,
    backupDir: config.backupDir,
    keepDaily: config.backupKeepDaily,
    keepWeekly: config.backupKeepWeekly,
    offsite: storage.backend === 's3' ? (name, bytes) => copyBackupToBucket(storage, name, bytes) : null,
  };
};

export function backupSource(database: Database, databaseUrl: string | undefined): BackupSource {
  return database.driver === 'embedded'
    ? { driver: 'embedded', client: (database.db as unknown as { $client: PGlite }).$client }
    : { driver: 'postgres', url: databaseUrl! };
}

export type Backups = {
  /** Takes one now (one at a time: a second call waits for the running one's result). */
  takeNow: () => Promise<BackupResult>;
  nextAt: () => Date | null;
  /** The start-up line: the last backup's time and result, and the next one's time. */
  startupLine: () => Promise<{ level: 'info' | 'error'; text: string }>;
  stop: () => Promise<void>;
};

/**
 * The server's backups: BACKUP_SCHEDULE's timer (server time; `off` disables it) and, on the
 * embedded database, the socket `npm run backup` asks through. A failure is logged as an error and
 * recorded for the health reply and the next start-up.
 */
export async function startBackups(
  config: BackupConfig,
  database: Database,
  log: FastifyBaseLogger,
): Promise<Backups> {
  const settings = backupSettings(config);
  const source = backupSource(database, config.databaseUrl);
  const cron = config.backupSchedule === 'off' ? null : config.backupSchedule;
  let running: Promise<BackupResult> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let next: Date | null = null;
  let stopped = false;

  const takeNow = () => {
    running ??= takeBackup(source, settings)
      .then((result) => {
        if (result.ok)
          log.info(`Backup taken and verified: ${result.file} (${result.rows} rows, ${result.ms} ms)`);
        else log.error(`Backup failed: ${result.message}`);
        if (result.ok && result.offsite?.ok === false)
          log.error(`Backup ${result.file} was NOT copied to object storage: ${result.offsite.message}`);
        return result;
      })
      .finally(() => (running = null));
    return running;
  };
  const arm = () => {
    next = cron && !stopped ? nextRun(cron, new Date()) : null;
    if (!next) return;
    // Timers hold at most 24.8 days; a later run is re-armed on the way.
    const wait = Math.min(next.getTime() - Date.now(), 2 ** 31 - 1);
    timer = setTimeout(() => {
      if (Date.now() >= next!.getTime() - 1000) void takeNow().finally(arm);
      else arm();
    }, wait);
    timer.unref();
  };
  arm();
  const closeSocket =
    database.driver === 'embedded' ? await serveBackupSocket(config.dataDir, takeNow) : null;

  return {
    takeNow,
    nextAt: () => next,
    async startupLine() {
      const last = await readBackupStatus(settings.backupDir);
      const when = next ? `next at ${next.toString()}` : 'no schedule (BACKUP_SCHEDULE=off)';
      if (!last) return { level: 'info', text: `Backups to ${settings.backupDir}: none yet; ${when}` };
      if (last.result === 'failed')
        return {
          level: 'error',
          text: `The last backup FAILED (${last.at}): ${last.message ?? 'no reason recorded'}; ${when}`,
        };
      if (last.offsiteError)
        return {
          level: 'error',
          text: `Last backup ${last.at} verified (${last.file}) but NOT copied to object storage: ${last.offsiteError}; ${when}`,
        };
      return { level: 'info', text: `Last backup ${last.at} verified (${last.file}); ${when}` };
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      next = null;
      await closeSocket?.();
      await running?.catch(() => {});
    },
  };
}
