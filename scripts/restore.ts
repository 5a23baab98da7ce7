/**
 * `npm run restore -- <file>`: restores a backup into an empty DATA_DIR, or the empty database
 * DATABASE_URL names (docs/operations.md). Exits 1 with the reason when it refuses.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { DataDirLockedError } from '../src/server/db/lock';
import { RestoreRefusedError, restoreBackup } from '../src/server/modules/system/backup/restore';

const file = process.argv[2];
try {
  if (!file || process.argv.length > 3)
    throw new RestoreRefusedError('Usage: npm run restore -- <backup file>');
  const config = loadConfig();
  const where = config.databaseUrl ? 'the database DATABASE_URL names' : config.dataDir;
  const { manifest, rows, tokenKey } = await restoreBackup(file, {
    ...config,
    databaseUrl: config.databaseUrl,
  });
  console.log(
    `Restored the backup of ${manifest.takenAt} (SiteDockets ${manifest.version}, ${manifest.migration.tag}) ` +
      `into ${where}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, each checked.`,
  );
  if (tokenKey === 'restored')
    console.log('The token encryption key was restored into DATA_DIR (mode 0600).');
  if (tokenKey === 'kept')
    console.log(
      'DATA_DIR already had a token key file: it was kept. If it differs, stored Xero connections must reconnect.',
    );
  console.log('Start the server (npm start): it applies any newer migrations.');
} catch (err) {
  const known =
    err instanceof RestoreRefusedError || err instanceof ConfigError || err instanceof DataDirLockedError;
  console.error(known ? `Restore refused: ${(err as Error).message}` : `Restore failed: ${String(err)}`);
  process.exitCode = 1;
}
