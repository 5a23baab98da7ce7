import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/lock';
import { seedDemo } from '../../src/server/db/seed';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitedockets-data-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const count = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], table: string) => {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
};

/** Each test initialises fresh PostgreSQL data folders (initdb): seconds each, more on a busy machine. */
describe('the embedded database folder', { timeout: 120_000 }, () => {
  it('keeps every row across a stop and a start', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await seedDemo(first.db);
    const before = { users: await count(first.db, 'users'), dockets: await count(first.db, 'dockets') };
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    expect({ users: await count(second.db, 'users'), dockets: await count(second.db, 'dockets') }).toEqual(
      before,
    );
    expect(before.dockets).toBeGreaterThan(40);
    await second.close();
  });

  it('refuses a second owner of the same folder while the first runs', async () => {
    const dir = tempDir();
    const database = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another SiteDockets process/);
    await database.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('takes over a lock left behind by a process that no longer runs', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'sitedockets.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'sitedockets.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'sitedockets.lock'))).toBe(false);
  });
});
