/**
 * `npm run backup`: takes a verified backup now into BACKUP_DIR (docs/operations.md). Asks the
 * running server when it holds DATA_DIR; exits 1 when the backup failed or did not verify.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { backupCommand } from '../src/server/modules/system/backup/command';

try {
  const result = await backupCommand(loadConfig());
  if (result.ok) {
    const checked = result.rowsCompared
      ? 'every table checked in a scratch copy'
      : 'read through (rows not compared)';
    console.log(
      `Backup written: ${result.file} (${result.tables} tables, ${result.rows} rows; ${checked}; ${result.ms} ms)`,
    );
    if (result.offsite?.ok) console.log(`Copied to object storage: ${result.offsite.key}`);
    if (result.offsite?.ok === false)
      console.error(`NOT copied to object storage: ${result.offsite.message}`);
  } else {
    console.error(`Backup failed: ${result.message}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Backup failed: ${String(err)}`);
  process.exitCode = 1;
}
