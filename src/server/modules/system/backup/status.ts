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

export async function writeBackupStatus(backupDir: string, status: BackupStatus): Promise<void> {
  await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(backupDir, STATUS_FILE);
  await fs.writeFile(`${file}.tmp`, `${JSON.stringify(status)}\n`, { mode: 0o600 });
  await fs.rename(`${file}.tmp`, file);
}
