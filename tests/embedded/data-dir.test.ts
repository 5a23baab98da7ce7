import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/lock';
import {
  assignToProject,
  createCompany,
  createProject,
  createProjectRateItem,
  createUser,
} from '../../src/server/db/factories';
import { seedDemo } from '../../src/server/seed';
import { createDocket } from '../../src/server/modules/dockets/create';

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

  it('records a docket with work items in a folder created moments ago', async () => {
    // The migrations create enum types after PGlite started; their arrays carry the work items.
    const database = await openDatabase({ dataDir: tempDir() });
    const company = await createCompany(database.db);
    const worker = await createUser(database.db, { companyId: company.id, role: 'worker' });
    const project = await createProject(database.db, { companyId: company.id });
    await assignToProject(database.db, { companyId: company.id, projectId: project.id, userId: worker.id });
    const item = await createProjectRateItem(database.db, { companyId: company.id, projectId: project.id });
    const actor = { userId: worker.id, companyId: company.id, role: 'worker' as const, sessionId: 0 };
    const docket = await createDocket(database.db, actor, {
      date: '2026-11-16',
      projectId: project.id,
      status: 'approved',
      countOnTimesheet: true,
      breakMinutes: 0,
      lineItems: [
        {
          projectRateItemId: item.id,
          entryType: 'time',
          startTime: '07:00',
          endTime: '15:00',
          breakMinutes: 30,
        },
        { projectRateItemId: item.id, entryType: 'qty', quantity: '2', breakMinutes: 0 },
      ],
    });
    expect(docket.lineItems.map((i) => i.entryType)).toEqual(['time', 'qty']);
    expect(docket.totalHours).toBe('7.50'); // 7.5 h worked; the 2 of an hourly item are billed, not worked
    await database.close();
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
