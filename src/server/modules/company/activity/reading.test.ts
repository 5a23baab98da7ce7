import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { activityListQuery } from '../../../../shared/company/activity-schemas';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { rows } from '../../../../../tests/support/database';
import { companyWithTeam } from '../../../../../tests/support/people';
import { createCompanyRateItem } from '../../../db/factories';

let t: TestApp;
const call = client(() => t);
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  [team, other] = [await companyWithTeam(t.db), await companyWithTeam(t.db)];
  const item = await createCompanyRateItem(t.db, {
    companyId: team.company.id,
    name: 'Roller',
    rate: '60.00',
  });
  await call('PUT /api/users/:userId/role', team.admin, {
    params: { userId: team.worker.id },
    body: { role: 'foreman' },
  });
  await call('PUT /api/companies/:companyId/rate-items/:id', team.admin, {
    params: { companyId: team.company.id, id: item.id },
    body: { rate: 64.5 },
  });
});
afterAll(() => t.close());

type Filters = z.input<typeof activityListQuery>;
const read = (who: { token: string }, companyId: number, query: Filters = {}) =>
  call('GET /api/companies/:companyId/activity', who, { params: { companyId }, query });
const readCsv = (who: { token: string }, companyId: number, query: Omit<Filters, 'limit' | 'offset'> = {}) =>
  call('GET /api/companies/:companyId/activity.csv', who, { params: { companyId }, query });

describe('the Activity screen (admin only)', () => {
  it('lists the entries newest first, with who and the values before and after', async () => {
    const res = await read(team.admin, team.company.id);
    expect(res.statusCode).toBe(200);
    const { entries, total } = res.json();
    expect(total).toBe(2);
    expect(entries.map((e) => e.kind)).toEqual(['rate_item.updated', 'user.role_changed']);
    expect(entries[0]).toMatchObject({
      userId: team.admin.id,
      subjectLabel: 'Roller',
      before: { rate: '60.00' },
      after: { rate: '64.50' },
    });
  });

  it('filters by kind, person and dates, and pages', async () => {
    const kinds = (q: Filters) =>
      read(team.admin, team.company.id, q).then((r) => r.json().entries.map((e) => e.kind));
    expect(await kinds({ kind: 'user.role_changed' })).toEqual(['user.role_changed']);
    expect(await kinds({ userId: team.office.id })).toEqual([]);
    expect(await kinds({ from: '2099-01-01' })).toEqual([]);
    expect(await kinds({ to: '2000-01-01' })).toEqual([]);
    const page = await read(team.admin, team.company.id, { limit: 1, offset: 1 });
    expect(page.json()).toMatchObject({ total: 2, entries: [{ kind: 'user.role_changed' }] });
  });

  it('refuses bad filters with a message and a code', async () => {
    const refused = [{ kind: 'invented' }, { from: '2026-12-01', to: '2026-11-01' }, { from: 'yesterday' }];
    for (const q of refused) {
      // Filters the query schema refuses: the client has no `raw` for a query, so the type is waived.
      const res = await read(team.admin, team.company.id, q as never);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
  });

  it('downloads the filtered rows as CSV with a header row', async () => {
    const res = await readCsv(team.admin, team.company.id, { kind: 'rate_item.updated' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const [header, ...lines] = parse(res.body) as string[][];
    expect(header).toEqual([
      'When',
      'Person',
      'Activity',
      'Kind',
      'Subject',
      'Subject id',
      'Before',
      'After',
      'Device',
      'Address',
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]![2]).toBe('Rate item changed');
    expect(JSON.parse(lines[0]![7]!)).toEqual({ rate: '64.50' });
  });

  it('is refused to office (403) and shows another company nothing (404 for ours, none in theirs)', async () => {
    expect((await read(team.office, team.company.id)).statusCode).toBe(403);
    expect((await readCsv(team.office, team.company.id)).statusCode).toBe(403);
    expect((await read(other.admin, team.company.id)).statusCode).toBe(404);
    expect((await readCsv(other.admin, team.company.id)).statusCode).toBe(404);
    expect((await read(other.admin, other.company.id)).json()).toEqual({ entries: [], total: 0 });
  });
});

describe('the trail is append-only in the database', () => {
  it('refuses UPDATE and DELETE of its rows, and TRUNCATE', async () => {
    const id = team.company.id;
    /** What the database answered: drizzle wraps its error, the database's words are the cause. */
    const refusal = (query: ReturnType<typeof sql>) =>
      t.db.execute(query).then(
        () => 'done',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(await refusal(sql`update activity_entries set kind = 'x' where company_id = ${id}`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`delete from activity_entries where company_id = ${id}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate activity_entries`)).toMatch(/append-only/);
    const [left] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from activity_entries where company_id = ${id}`,
    );
    expect(left!.n).toBe(2);
  });

  it('lets the removal of a company take its rows', async () => {
    await t.db.execute(sql`delete from companies where id = ${team.company.id}`);
    const [left] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from activity_entries where company_id = ${team.company.id}`,
    );
    expect(left!.n).toBe(0);
  });
});
