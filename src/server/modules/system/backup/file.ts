import { createHash } from 'node:crypto';
import { DamagedBackupError, readArchive, writeArchive } from './archive';
import { MANIFEST_FILE, manifestSchema, type Manifest } from './manifest';

export { DamagedBackupError };

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Backup files are named by their UTC time, which sorts them: sitedockets-2026-11-29T020000Z.tar. */
export const backupName = (at: Date) =>
  `sitedockets-${at
    .toISOString()
    .replace(/:/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar`;

/** The time in a backup file's name, or null for another file. */
export function timeOfName(name: string): Date | null {
  const m = /^sitedockets-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar$/.exec(name);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null;
}

export type BackupContents = { manifest: Manifest; dump: Buffer; tokenKey: Buffer | null };

export async function packBackup({ manifest, dump, tokenKey }: BackupContents): Promise<Buffer> {
  const files = new Map([
    [MANIFEST_FILE, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)],
    [manifest.database.file, dump],
  ]);
  if (tokenKey && manifest.tokenKey) files.set(manifest.tokenKey.file, tokenKey);
  return writeArchive(files, new Date(manifest.takenAt));
}

/**
 * The parts of a backup file, each checked against the manifest's checksums: a flipped byte or a
 * cut-off file is a DamagedBackupError, before anything is restored.
 */
export async function unpackBackup(archive: Buffer): Promise<BackupContents> {
  const files = await readArchive(archive);
  const raw = files.get(MANIFEST_FILE);
  if (!raw) throw new DamagedBackupError(`it has no ${MANIFEST_FILE} (is it a SiteDockets backup?)`);
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(raw.toString('utf8')));
  } catch {
    throw new DamagedBackupError(`its ${MANIFEST_FILE} is not readable`);
  }
  if (!parsed.success) throw new DamagedBackupError(`its ${MANIFEST_FILE} is not a SiteDockets manifest`);
  const manifest = parsed.data;
  const dump = files.get(manifest.database.file);
  if (!dump || dump.length !== manifest.database.bytes || sha256(dump) !== manifest.database.sha256)
    throw new DamagedBackupError('its database dump does not match the checksum in its manifest');
  const tokenKey = manifest.tokenKey ? (files.get(manifest.tokenKey.file) ?? null) : null;
  if (manifest.tokenKey && (!tokenKey || sha256(tokenKey) !== manifest.tokenKey.sha256))
    throw new DamagedBackupError('its token key does not match the checksum in its manifest');
  return { manifest, dump, tokenKey };
}
