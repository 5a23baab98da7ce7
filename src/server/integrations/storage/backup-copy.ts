import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from './s3-store';
import { sha256Hex } from './keys';
import type { S3StorageSettings } from './settings';

/** Where the installation's backups are copied in the bucket: beside the companies' `c<id>/` prefixes, never in one. */
export const BACKUP_PREFIX = 'backups/';

/** A backup file's name as the backups write it (sitedockets-2026-11-29T020000Z.tar): nothing a key may not hold. */
const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

/** The bucket key of a backup's copy; throws for a name that is not a plain file name. */
export function backupKey(name: string): string {
  if (!BACKUP_NAME.test(name) || name.includes('..')) throw new Error(`Not a backup file name: ${name}`);
  return `${BACKUP_PREFIX}${name}`;
}

/**
 * Copies a backup file to the bucket under `backups/<name>`, its SHA-256 as object metadata, so a
 * lost machine loses nothing. A client of its own for the one upload (a backup is taken at most a
 * few times a day), closed after, so `npm run backup` exits when done. Returns the key.
 */
export async function copyBackupToBucket(settings: S3StorageSettings, name: string, bytes: Buffer) {
  const Key = backupKey(name);
  const client = s3Client(settings);
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key,
        Body: bytes,
        ContentType: 'application/x-tar',
        Metadata: { sha256: sha256Hex(bytes) },
      }),
    );
    return Key;
  } finally {
    client.destroy();
  }
}
