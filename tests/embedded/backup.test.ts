import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import type { TypedApp } from '../../src/server/http/module';
import { loadOrCreateTokenKey, TOKEN_KEY_FILE } from '../../src/server/integrations/xero/token-key';
import { backupCommand } from '../../src/server/modules/system/backup/command';
import { embeddedSums } from '../../src/server/modules/system/backup/embedded';
import { packBackup, unpackBackup } from '../../src/server/modules/system/backup/file';
import { differences } from '../../src/server/modules/system/backup/manifest';
import { restoreBackup, RestoreRefusedError } from '../../src/server/modules/system/backup/restore';
import { startBackups, type Backups } from '../../src/server/modules/system/backup/schedule';
import { demoAdminSignIn, requestStream, seedForBackup } from '../support/backup';
import type { PGlite } from '@electric-sql/pglite';
import { migratedDump } from '../support/database';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitedockets-backup-'));
  dirs.push(dir);
  return dir;
};
const configFor = (dataDir: string, key: Buffer): Config => ({
  ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir, BACKUP_SCHEDULE: 'off' }),
  tokenEncryptionKey: key,
});
const client = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

let config: Config;
let database: Database;
let app: TypedApp;
let backups: Backups;
let key: Buffer;
let seeded: Awaited<ReturnType<typeof seedForBackup>>;
let backupFile: string;

beforeAll(async () => {
  const dataDir = tempDir();
  key = (await loadOrCreateTokenKey(dataDir)).key;
  config = configFor(dataDir, key);
  database = await openDatabase({ dataDir, loadDataDir: migratedDump() });
  seeded = await seedForBackup(database.db);
  app = await buildApp({ config, database });
  await app.ready();
  backups = await startBackups(config, database, app.log);
}, 180_000);
afterAll(async () => {
  await backups?.stop();
  await app?.close();
  await database?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A restore into a new folder with the given file, refused or not. */
const restoreInto = (file: string, dataDir = tempDir()) =>
  restoreBackup(file, { dataDir, databaseUrl: undefined, backupDir: path.join(dataDir, 'backups') });

describe('backups of the embedded database', { timeout: 120_000 }, () => {
  it('takes a verified backup while requests run (npm run backup asks the running server)', async () => {
    const stream = requestStream(app, seeded.admin);
    await stream.writesAfter(0, 10);
    const started = Date.now();
    const taking = backupCommand(config);
    // The dump waits its turn among the requests and they go on after it; the stream then stops, as
    // its promise-chained requests (no network turns) would starve the scratch database's start.
    await stream.writesAfter(started, 30);
    await stream.stop();
    const result = await taking;
    expect(stream.failures).toEqual([]);
    expect(result).toMatchObject({ ok: true, rowsCompared: true });
    if (!result.ok) return;
    backupFile = result.file;
    expect(stream.writes.some((t) => t < started)).toBe(true);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    const { manifest } = await unpackBackup(fs.readFileSync(backupFile));
    expect(manifest.tables['public.dockets']!.rows).toBeGreaterThan(300);
    expect(manifest.tokenKey).not.toBeNull();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ backup: { lastAt: result.at, result: 'ok' } });
  });

  it('restores into a new data folder: every table matches, and the demo admin signs in', async () => {
    const dataDir = tempDir();
    const restored = await restoreInto(backupFile, dataDir);
    expect(restored.tokenKey).toBe('restored');
    const keyFile = path.join(dataDir, TOKEN_KEY_FILE);
    expect(fs.readFileSync(keyFile)).toEqual(fs.readFileSync(path.join(config.dataDir, TOKEN_KEY_FILE)));
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);

    const again = await openDatabase({ dataDir });
    expect(differences(restored.manifest.tables, await embeddedSums(client(again)))).toEqual([]);
    const second = await buildApp({ config: configFor(dataDir, key), database: again });
    expect(await demoAdminSignIn(second)).toBe(200);
    await second.close();
    await again.close();
  });

  it('refuses a folder that is not empty', async () => {
    await expect(restoreInto(backupFile, config.dataDir)).rejects.toThrow(/is not empty/);
  });

  it('refuses a damaged or cut-off backup file and restores nothing', async () => {
    const archive = fs.readFileSync(backupFile);
    const flipped = Buffer.from(archive);
    const middle = Math.floor(archive.length / 2); // inside the dump
    for (const at of [middle, middle + 1, middle + 2]) flipped[at] = flipped[at]! ^ 0xff;
    const damaged = path.join(tempDir(), 'flipped.tar');
    fs.writeFileSync(damaged, flipped);
    const truncated = path.join(tempDir(), 'truncated.tar');
    fs.writeFileSync(truncated, archive.subarray(0, Math.floor(archive.length / 2)));
    for (const file of [damaged, truncated]) {
      const dataDir = tempDir();
      const refused = restoreInto(file, dataDir);
      await expect(refused).rejects.toThrow(RestoreRefusedError);
      await expect(refused).rejects.toThrow(/is damaged/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    }
    // npm run restore says so and exits non-zero.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', damaged], {
      env: { ...process.env, DATA_DIR: tempDir() },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Restore refused: .*is damaged/);
  });

  it('refuses a backup of a newer release (a migration this code does not know)', async () => {
    const contents = await unpackBackup(fs.readFileSync(backupFile));
    const manifest = {
      ...contents.manifest,
      version: '9.0.0',
      migration: { tag: '0099_future', when: 4102444800000 },
    };
    const newer = path.join(tempDir(), 'newer.tar');
    fs.writeFileSync(newer, await packBackup({ ...contents, manifest }));
    await expect(restoreInto(newer)).rejects.toThrow(
      /newer release \(SiteDockets 9\.0\.0, migration 0099_future\)/,
    );
  });
});
