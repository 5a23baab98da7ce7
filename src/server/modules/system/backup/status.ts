import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** The last backup's outcome, kept beside the backups so a restart, `npm run backup` and health agree. */
const statusSchema = z.object({
  at: z.string(),
  result: z.enum(['ok', 'failed']),
  file: z.string().optional(),
  /** Why it failed (for the operator's log and start-up line; health shows only the result). */
  message: z.string().optional(),
  /** Why a backup taken was not copied to object storage (STORAGE_BACKEND=s3); absent when it was, or there is none. */
  offsiteError: z.string().optional(),
});
export type BackupStatus = z.infer<typeof statusSchema>;

const STATUS_FILE = 'last-backup.json';

export async function readBackupStatus(backupDir: string): Promise<BackupStatus | null> {
  try {
    const parsed = statusSchema.safeParse(
      JSON.parse(await fs.readFile(path.join(backupDir, STATUS_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** How long the health check's copy of the status is trusted (it changes once a backup). */
const RECENT_MS = 5_000;
const recent = new Map<string, { status: Promise<BackupStatus | null>; until: number }>();

/**
 * The status as the health check shows it, read from the file at most every 5 s: read on every check,
 * it waited in libuv's four-thread pool behind the uploads' file writes (50 uploads at once: the health
 * check's p99 96–142 ms reading it, 42–96 ms not; docs/performance.md, 'Site photos'). A backup this
 * process takes is shown at once; one `npm run backup` takes within 5 s.
 */
export function recentBackupStatus(backupDir: string): Promise<BackupStatus | null> {
  const kept = recent.get(backupDir);
  if (kept && kept.until > Date.now()) return kept.status;
  const status = readBackupStatus(backupDir);
  recent.set(backupDir, { status, until: Date.now() + RECENT_MS });
  return status;
}

export async function writeBackupStatus(backupDir: string, status: BackupStatus): Promise<void> {
  await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(backupDir, STATUS_FILE);
  await fs.writeFile(`${file}.tmp`, `${JSON.stringify(status)}\n`, { mode: 0o600 });
  await fs.rename(`${file}.tmp`, file);
  recent.delete(backupDir);
}
