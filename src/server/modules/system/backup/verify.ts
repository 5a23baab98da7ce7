import { embeddedSums, openDump } from './embedded';
import type { BackupContents } from './file';
import { differences } from './manifest';
import { scratchPostgresSums } from './postgres';

export type Verification = {
  /** Tables whose rows in the scratch copy differ from the manifest; empty when it matches. */
  problems: string[];
  /** False when the rows could not be compared (a PostgreSQL role without CREATEDB): only read through. */
  rowsCompared: boolean;
};

/**
 * Opens a backup's dump in a scratch database (a new in-memory PGlite, or a scratch database on the
 * same PostgreSQL server) and compares every table's count and checksum with the manifest.
 */
export async function verifyContents(
  { manifest, dump }: BackupContents,
  databaseUrl?: string,
): Promise<Verification> {
  if (manifest.driver === 'embedded') {
    const scratch = await openDump(dump);
    try {
      return { problems: differences(manifest.tables, await embeddedSums(scratch)), rowsCompared: true };
    } finally {
      await scratch.close();
    }
  }
  if (!databaseUrl) throw new Error('A PostgreSQL backup is verified on a PostgreSQL server (DATABASE_URL)');
  const sums = await scratchPostgresSums(databaseUrl, dump);
  return sums
    ? { problems: differences(manifest.tables, sums), rowsCompared: true }
    : { problems: [], rowsCompared: false };
}
