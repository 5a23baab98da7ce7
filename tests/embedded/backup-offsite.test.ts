import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createCompany, createDocket, createUser } from '../../src/server/db/factories';
import { createAttachment } from '../../src/server/db/factories/attachments';
import { openDatabase, type Database } from '../../src/server/db/client';
import { databaseFileStore } from '../../src/server/integrations/storage/database-store';
import { openDump } from '../../src/server/modules/system/backup/embedded';
import { unpackBackup } from '../../src/server/modules/system/backup/file';
import { backupSettings, backupSource } from '../../src/server/modules/system/backup/schedule';
import { readBackupStatus } from '../../src/server/modules/system/backup/status';
import { takeBackup, type BackupSettings } from '../../src/server/modules/system/backup/take';
import { migratedDump } from '../support/database';
import { photo } from '../support/images';
import { startS3rver } from '../support/s3rver';

/** Backups with object storage configured: a copy in the bucket, and the photos inside the backup. */

let database: Database;
let s3: Awaited<ReturnType<typeof startS3rver>>;
let attachment: Awaited<ReturnType<typeof createAttachment>>;
let original: Buffer;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitedockets-offsite-'));
  dirs.push(dir);
  return dir;
};
const configWith = (env: Record<string, string>) =>
  loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', BACKUP_SCHEDULE: 'off', ...env });
/** STORAGE_* naming the local S3-compatible server. */
const s3Env = () => ({
  STORAGE_BACKEND: 's3',
  STORAGE_S3_BUCKET: s3.settings.bucket,
  STORAGE_S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
  STORAGE_S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
  STORAGE_S3_ENDPOINT: s3.settings.endpoint!,
  STORAGE_S3_FORCE_PATH_STYLE: '1',
});
const settingsFor = (offsite: BackupSettings['offsite']): BackupSettings => {
  const dataDir = tempDir();
  return { dataDir, backupDir: path.join(dataDir, 'backups'), keepDaily: 7, keepWeekly: 4, offsite };
};

beforeAll(async () => {
  s3 = await startS3rver();
  database = await openDatabase({ dataDir: null, loadDataDir: migratedDump() });
  const company = await createCompany(database.db);
  const worker = await createUser(database.db, { companyId: company.id });
  const docket = await createDocket(database.db, {
    companyId: company.id,
    workerId: worker.id,
    date: '2026-11-02',
  });
  original = await photo(640, 480);
  attachment = await createAttachment(database.db, databaseFileStore(database.db), {
    companyId: company.id,
    docketId: docket.id,
    bytes: original,
  });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await s3?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('backups and object storage', { timeout: 120_000 }, () => {
  it('copies each backup to the bucket under backups/<name>; the backup holds the photos stored in the database', async () => {
    const settings = backupSettings(configWith({ ...s3Env(), DATA_DIR: tempDir() }));
    const result = await takeBackup(backupSource(database, undefined), settings);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const name = path.basename(result.file);
    expect(result.offsite).toEqual({ ok: true, key: `backups/${name}` });

    const bucket = new S3Client({
      region: s3.settings.region,
      endpoint: s3.settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.settings.accessKeyId, secretAccessKey: s3.settings.secretAccessKey },
    });
    try {
      const copy = await bucket.send(
        new GetObjectCommand({ Bucket: s3.settings.bucket, Key: `backups/${name}` }),
      );
      const bytes = Buffer.from(await copy.Body!.transformToByteArray());
      expect(bytes.equals(fs.readFileSync(result.file))).toBe(true);
    } finally {
      bucket.destroy();
    }

    // With the database backend the photo's bytes are rows of the database: the backup restored has them.
    const { dump } = await unpackBackup(fs.readFileSync(result.file));
    const restored = await openDump(dump);
    try {
      const { rows } = await restored.query<{ base64: string }>(
        "select encode(content, 'base64') as base64 from stored_files where key = $1",
        [attachment.originalKey],
      );
      expect(
        Buffer.from(rows[0]!.base64, 'base64').equals(
          (await databaseFileStore(database.db).get(attachment.originalKey))!.bytes,
        ),
      ).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it('keeps the local backup when the copy fails, and records why', async () => {
    const settings = settingsFor(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9')));
    const result = await takeBackup(backupSource(database, undefined), settings);
    expect(result).toMatchObject({
      ok: true,
      offsite: { ok: false, message: 'connect ECONNREFUSED 127.0.0.1:9' },
    });
    if (!result.ok) return;
    expect(fs.existsSync(result.file)).toBe(true);
    expect(await readBackupStatus(settings.backupDir)).toMatchObject({
      result: 'ok',
      offsiteError: 'connect ECONNREFUSED 127.0.0.1:9',
    });
  });

  it('copies nothing when files are kept in the database', () => {
    expect(backupSettings(configWith({ DATA_DIR: tempDir() })).offsite).toBeNull();
  });
});
