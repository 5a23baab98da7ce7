import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { loadOrCreateTokenKey } from '../../src/server/integrations/xero/token-key';
import { backupCommand } from '../../src/server/modules/system/backup/command';
import { packBackup, unpackBackup } from '../../src/server/modules/system/backup/file';
import { differences } from '../../src/server/modules/system/backup/manifest';
import { postgresSums } from '../../src/server/modules/system/backup/postgres';
import { restoreBackup } from '../../src/server/modules/system/backup/restore';
import { createTestApp, type TestApp } from '../support/app';
import { demoAdminSignIn, requestStream, seedForBackup } from '../support/backup';
import { rows, sameDatabaseUrl } from '../support/database';

/** pg_dump and pg_restore of a PostgreSQL server database, taken while the server serves requests. */
let t: TestApp;
let config: Config;
let url: string;
let restoredUrl: string;
let admin: pg.Client;
let backupFile: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitedockets-pgbackup-'));

beforeAll(async () => {
  t = await createTestApp();
  url = await sameDatabaseUrl(t.db);
  const [current] = await rows<{ name: string }>(t.db, sql`select current_database() as name`);
  // Named after this file's database, so the run's teardown drops it with the others.
  const restored = `${current!.name}_r`;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${restored}`);
  restoredUrl = Object.assign(new URL(url), { pathname: `/${restored}` }).toString();
  await loadOrCreateTokenKey(dataDir);
  config = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir, DATABASE_URL: url }),
    tokenEncryptionKey: t.config.tokenEncryptionKey,
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
  await admin?.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const target = (databaseUrl: string) => ({ dataDir, databaseUrl, backupDir: config.backupDir });

describe('backups on a PostgreSQL server', { timeout: 120_000 }, () => {
  it('takes a verified pg_dump while requests run', async () => {
    const seeded = await seedForBackup(t.db);
    const stream = requestStream(t.app, seeded.admin);
    await stream.writesAfter(0, 10);
    const result = await backupCommand(config);
    await stream.writesAfter(Date.now(), 10);
    await stream.stop();
    expect(result).toMatchObject({ ok: true, rowsCompared: true });
    if (!result.ok) return;
    backupFile = result.file;
    const { manifest } = await unpackBackup(fs.readFileSync(backupFile));
    expect(manifest.driver).toBe('postgres');
    expect(manifest.tables['public.dockets']!.rows).toBeGreaterThan(300);
  });

  it('restores into an empty database: every table matches, and the demo admin signs in', async () => {
    await expect(restoreBackup(backupFile, target(url))).rejects.toThrow(/is not empty/);
    const restored = await restoreBackup(backupFile, target(restoredUrl));
    expect(differences(restored.manifest.tables, await postgresSums(restoredUrl))).toEqual([]);
    const database = await openDatabase({ url: restoredUrl, poolSize: 2 });
    const app = await buildApp({ config: { ...config, databaseUrl: restoredUrl }, database });
    expect(await demoAdminSignIn(app)).toBe(200);
    await app.close();
    await database.close();
  });

  it('refuses a damaged file and a newer release', async () => {
    const archive = fs.readFileSync(backupFile);
    const damaged = path.join(dataDir, 'damaged.tar');
    fs.writeFileSync(damaged, archive.subarray(0, archive.length - 2000));
    await expect(restoreBackup(damaged, target(restoredUrl))).rejects.toThrow(/is damaged/);
    const contents = await unpackBackup(archive);
    const newer = path.join(dataDir, 'newer.tar');
    const manifest = { ...contents.manifest, migration: { tag: '0099_future', when: 4102444800000 } };
    fs.writeFileSync(newer, await packBackup({ ...contents, manifest }));
    await expect(restoreBackup(newer, target(restoredUrl))).rejects.toThrow(/newer release/);
  });
});
