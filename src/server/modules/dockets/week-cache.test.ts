import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assignToProject, createProject, createProjectRateItem } from '../../db/factories';
import { signaturePng } from '../../db/factories/signature-png';
import { CHANGE_CHANNEL } from '../../db/changes';
import { users } from '../../db/schema';
import { workerDocketsQuery } from './week-statement';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { client as testClient } from '../../../../tests/support/client';
import { rows } from '../../../../tests/support/database';
import { companyWithTeam } from '../../../../tests/support/people';

/**
 * The week view's replies are kept in the read cache (db/read-cache.ts). Whatever changes a week —
 * through any route, or straight in the database — the next read shows it: each case reads the week
 * (so it is kept), changes it, and reads it again.
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let project: { id: number };
let labour: { id: number };

const MONDAY = '2026-11-16';

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  project = await createProject(t.db, { companyId, name: 'Wharf Street', requireApproval: false });
  await assignToProject(t.db, { companyId, projectId: project.id, userId: team.worker.id });
  await assignToProject(t.db, { companyId, projectId: project.id, userId: team.foreman.id, role: 'foreman' });
  labour = await createProjectRateItem(t.db, {
    companyId,
    projectId: project.id,
    name: 'Labourer',
    unit: 'hr',
    rate: '72.00',
    taxRate: '10',
  });
  // On a PostgreSQL server nothing is kept until the connection that hears other processes is up.
  while (!t.database.changes.live) await t.database.changes.next();
});
afterAll(() => t.close());

const call = testClient(() => t);

async function week(who: { token: string } = team.worker) {
  const res = await call('GET /api/users/:id/timesheets', who, {
    params: { id: team.worker.id },
    query: { startDate: MONDAY, endDate: '2026-11-22' },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const day = (date: string, status: 'draft' | 'pending_approval' | 'approved' = 'draft') => ({
  date,
  projectId: project.id,
  status,
  lineItems: [
    {
      projectRateItemId: labour.id,
      entryType: 'time' as const,
      startTime: '07:00',
      endTime: '15:00',
      breakMinutes: 30,
    },
  ],
});

async function recorded(date: string, status: 'draft' | 'pending_approval' | 'approved' = 'draft') {
  const res = await call('POST /api/timesheets', team.worker, { body: day(date, status) });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const find = async (id: number) => (await week()).find((d) => d.id === id);

describe('the week view after a change', () => {
  beforeEach(async () => {
    await week(); // kept
    expect(t.database.reads.size).toBeGreaterThan(0);
  });

  it('shows a docket just recorded', async () => {
    const docket = await recorded(MONDAY);
    expect(await find(docket.id)).toMatchObject({ status: 'draft', totalHours: '7.50' });
  });

  it('shows an edit, an added work item and an approval', async () => {
    const docket = await recorded('2026-11-17');
    await week();
    expect(
      (
        await call('PUT /api/timesheets/:id', team.worker, {
          params: { id: docket.id },
          body: { notes: 'Pour delayed' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await find(docket.id)).toMatchObject({ notes: 'Pour delayed' });

    const item = {
      projectRateItemId: labour.id,
      entryType: 'time' as const,
      startTime: '16:00',
      endTime: '18:00',
      breakMinutes: 0,
    };
    expect(
      (
        await call('POST /api/timesheets/:id/line-items', team.worker, {
          params: { id: docket.id },
          body: item,
        })
      ).statusCode,
    ).toBe(201);
    expect(await find(docket.id)).toMatchObject({ totalHours: '9.50' });

    const signed = await call('POST /api/timesheets/:id/approve', team.foreman, {
      params: { id: docket.id },
      body: {
        signature: signaturePng(3),
      },
    });
    expect(signed.statusCode).toBe(200);
    expect(await find(docket.id)).toMatchObject({ status: 'approved' });
  });

  it('leaves out a deleted draft', async () => {
    const docket = await recorded('2026-11-18');
    await week();
    expect(
      (await call('DELETE /api/timesheets/:id', team.worker, { params: { id: docket.id } })).statusCode,
    ).toBe(200);
    expect(await find(docket.id)).toBeUndefined();
  });

  it('shows the project renamed, and leaves its dockets out once it is archived', async () => {
    const docket = await recorded('2026-11-19');
    await week();
    expect(
      (
        await call('PUT /api/projects/:id', team.admin, {
          params: { id: project.id },
          body: { name: 'Wharf St Stage 2' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await find(docket.id)).toMatchObject({ projectName: 'Wharf St Stage 2' });

    expect(
      (
        await call('PATCH /api/projects/:id/archive', team.admin, {
          params: { id: project.id },
          body: { isActive: false },
        })
      ).statusCode,
    ).toBe(200);
    expect(await find(docket.id)).toBeUndefined();
    expect(
      (
        await call('PATCH /api/projects/:id/archive', team.admin, {
          params: { id: project.id },
          body: { isActive: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(await find(docket.id)).toBeDefined();
  });

  it('shows a change written straight to the database by this process, outside any route', async () => {
    const docket = await recorded('2026-11-20');
    await week();
    await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, team.worker.id));
    expect(await find(docket.id)).toMatchObject({ worker: { firstName: 'Renamed' } });
  });

  it('gives a worker and an admin each their own reply of the same week', async () => {
    const docket = await recorded('2026-11-21', 'approved');
    for (const [who, money] of [
      [team.worker, false],
      [team.admin, true],
      [team.worker, false],
    ] as const) {
      const mine = (await week(who)).find((d) => d.id === docket.id)!;
      expect('totalValue' in mine).toBe(money);
    }
  });
});

describe("another company's changes", () => {
  let other: Awaited<ReturnType<typeof companyWithTeam>>;
  let otherDay: ReturnType<typeof day>;

  beforeAll(async () => {
    other = await companyWithTeam(t.db);
    const companyId = other.company.id;
    const site = await createProject(t.db, { companyId, name: 'Pier Road', requireApproval: false });
    await assignToProject(t.db, { companyId, projectId: site.id, userId: other.worker.id });
    const item = await createProjectRateItem(t.db, {
      companyId,
      projectId: site.id,
      name: 'Labourer',
      unit: 'hr',
      rate: '70.00',
      taxRate: '10',
    });
    otherDay = {
      ...day(MONDAY),
      projectId: site.id,
      lineItems: [{ ...day(MONDAY).lineItems[0]!, projectRateItemId: item.id }],
    };
  });

  const hits = () => t.database.reads.stats.hits;

  it("leave this company's kept week served, while its own change is shown at once", async () => {
    await week(); // kept
    const created = await call('POST /api/timesheets', other.worker, { body: otherDay });
    expect(created.statusCode).toBe(201);
    await t.db.update(users).set({ firstName: 'Elsewhere' }).where(eq(users.id, other.worker.id));

    const before = hits();
    await week();
    expect(hits()).toBe(before + 1); // served from the cache

    const docket = await recorded('2026-11-22');
    const after = hits();
    expect(await find(docket.id)).toMatchObject({ status: 'draft' });
    expect(hits()).toBe(after); // read again: this company's clock moved
  });

  it("move that company's (that worker's) clock only, before the writing statement returns", async () => {
    const { changes } = t.database;
    const mine = { company: team.company.id, worker: team.worker.id };
    const theirs = { company: other.company.id, worker: other.worker.id };
    const [a, b] = [changes.stamp(mine), changes.stamp(theirs)];
    await t.db.update(users).set({ lastName: 'Moved' }).where(eq(users.id, other.worker.id));
    expect(changes.stamp(theirs)).not.toBe(b);
    expect(changes.stamp(mine)).toBe(a);
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ lastName: 'Moved again' }).where(eq(users.id, team.worker.id));
    });
    expect(changes.stamp(mine)).not.toBe(a);
  });

  it("leave a worker's kept week served while another worker of the company records a docket", async () => {
    await week(); // kept
    const foremanDay = {
      ...day('2026-11-22'),
      lineItems: [{ ...day(MONDAY).lineItems[0]!, startTime: '05:00', endTime: '06:00', breakMinutes: 0 }],
    };
    const created = await call('POST /api/timesheets', team.foreman, { body: foremanDay });
    expect(created.statusCode).toBe(201);
    const before = hits();
    await week();
    expect(hits()).toBe(before + 1);
  });

  it('move every clock for a change the triggers cannot report (DDL)', async () => {
    await week();
    const generation = t.database.changes.generation;
    await t.db.execute(sql`comment on table users is 'people of a company'`);
    expect(t.database.changes.generation).not.toBe(generation);
    const before = hits();
    await week();
    expect(hits()).toBe(before);
  });
});

describe('changes made by other processes', () => {
  it('reach this one from every table the week view reads (the triggers of migration 0006)', async () => {
    const text = workerDocketsQuery(t.db).toSQL().sql;
    const tables = [...text.matchAll(/\b(?:from|join) "([a-z_]+)"/g)].map((m) => m[1]);
    expect(tables.length).toBeGreaterThan(3);
    const notifying = await rows<{ table: string }>(
      t.db,
      sql`select c.relname as "table" from pg_trigger tg
          join pg_class c on c.oid = tg.tgrelid join pg_proc p on p.oid = tg.tgfoid
          where p.proname like 'notify\\_%changed'`,
    );
    expect(notifying.map((r) => r.table)).toEqual(expect.arrayContaining(tables));
    // Every kind of change of each table, naming its companies (migration 0006).
    const kinds = await rows<{ table: string; kinds: string }>(
      t.db,
      sql`select c.relname as "table",
            string_agg(case when tg.tgtype & 4 <> 0 then 'insert' when tg.tgtype & 8 <> 0 then 'delete'
              when tg.tgtype & 16 <> 0 then 'update' else 'truncate' end, ',' order by 1) as "kinds"
          from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_proc p on p.oid = tg.tgfoid
          where p.proname like 'notify\\_%changed' group by c.relname`,
    );
    for (const table of tables)
      expect(
        kinds
          .find((k) => k.table === table)
          ?.kinds.split(',')
          .sort(),
      ).toEqual(['delete', 'insert', 'truncate', 'update']);
    // Each joined table is read only where its company is the docket's.
    for (const table of tables.filter((name) => name !== 'dockets'))
      expect(text).toMatch(new RegExp(`"${table}"."company_id" = "dockets"."company_id"`));
    const functions = await rows<{ source: string }>(
      t.db,
      sql`select prosrc as "source" from pg_proc where proname like 'notify\\_%changed'`,
    );
    expect(functions.length).toBe(4);
    for (const fn of functions) expect(fn.source).toContain(`'${CHANGE_CHANNEL}'`);
  });
});
