import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { sameDatabaseUrl } from '../support/database';
import { createTestApp, type TestApp } from '../support/app';
import { client } from '../support/client';
import { companyWithTeam, workerProject } from '../support/people';

/**
 * On a PostgreSQL server other processes (a second server, a script, psql) change the data too: the
 * week view's cache learns of their commits through NOTIFY, and serves nothing while it cannot.
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: pg.Client;
let docketId: number;
const call = client(() => t);

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  const { project, item } = await workerProject(t.db, team, 'Quay Street');
  const res = await call('POST /api/timesheets', team.worker, {
    body: {
      date: '2026-11-16',
      projectId: project.id,
      status: 'approved',
      lineItems: [{ projectRateItemId: item.id, entryType: 'qty', quantity: 8 }],
    },
  });
  expect(res.statusCode).toBe(201);
  const docket = res.json();
  docketId = docket.id;
  other = new pg.Client({ connectionString: await sameDatabaseUrl(t.db) });
  await other.connect();
  while (!t.database.changes.live) await t.database.changes.next();
});
afterAll(async () => {
  await other.end();
  await t.close();
});

async function firstName() {
  const res = await call('GET /api/users/:id/timesheets', team.worker, {
    params: { id: team.worker.id },
    query: { startDate: '2026-11-16', endDate: '2026-11-22' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().find((d) => d.id === docketId)!.worker.firstName;
}

const rename = (name: string) =>
  other.query('update users set first_name = $1 where id = $2', [name, team.worker.id]);

describe('changes committed by another process', () => {
  it('show in the week view once PostgreSQL reports them', async () => {
    await firstName(); // kept
    const reported = t.database.changes.next();
    await rename('Elsewhere');
    await reported;
    expect(await firstName()).toBe('Elsewhere');
  });

  it('are read from the database while the listening connection is down, and kept again once it is back', async () => {
    await firstName();
    const down = t.database.changes.next();
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'sitedockets-changes' and datname = current_database()`,
    );
    await down;
    expect(t.database.changes.live).toBe(false);
    await rename('While down'); // its notice reaches nobody
    expect(await firstName()).toBe('While down');
    expect(t.database.reads.size).toBe(0);

    while (!t.database.changes.live) await t.database.changes.next();
    expect(await firstName()).toBe('While down');
    expect(t.database.reads.size).toBe(1);
    const reported = t.database.changes.next();
    await rename('Back');
    await reported;
    expect(await firstName()).toBe('Back');
  });
});

describe("another process's commit in one company", () => {
  it("leaves other companies' kept weeks served, and names its company (and worker) only", async () => {
    const elsewhere = await companyWithTeam(t.db);
    const name = await firstName(); // kept
    const mine = t.database.changes.stamp({ company: team.company.id, worker: team.worker.id });
    const theirs = t.database.changes.stamp({ company: elsewhere.company.id, worker: elsewhere.worker.id });
    const generation = t.database.changes.generation;
    const reported = t.database.changes.next();
    await other.query('update users set first_name = $1 where id = $2', ['Far', elsewhere.worker.id]);
    await reported;
    expect(t.database.changes.stamp({ company: elsewhere.company.id, worker: elsewhere.worker.id })).not.toBe(
      theirs,
    );
    expect(t.database.changes.stamp({ company: team.company.id, worker: team.worker.id })).toBe(mine);
    expect(t.database.changes.generation).toBe(generation);
    const { hits } = t.database.reads.stats;
    expect(await firstName()).toBe(name);
    expect(t.database.reads.stats.hits).toBe(hits + 1); // served from the cache

    const own = t.database.changes.next();
    await rename('Near');
    await own;
    expect(await firstName()).toBe('Near');
    expect(t.database.reads.stats.hits).toBe(hits + 1);
  });

  it('moves every clock on a notice that names no company (what a TRUNCATE sends)', async () => {
    const generation = t.database.changes.generation;
    const reported = t.database.changes.next();
    await other.query(`select pg_notify('sitedockets_data_changed', '')`);
    await reported;
    expect(t.database.changes.generation).not.toBe(generation);
  });
});

// The rename through this process's own pool needs no listener: its notice comes back on the writing
// connection (which listens too) before the statement returns.
it('counts a change of this process before its statement returns', async () => {
  await firstName();
  await t.db.update(users).set({ firstName: 'Here' }).where(eq(users.id, team.worker.id));
  expect(await firstName()).toBe('Here');
});
