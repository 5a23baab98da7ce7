import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords';
import { DEMO_PASSWORD, DEMO_USERNAMES, seedDemo } from '../../src/server/seed';
import {
  clientContacts,
  clients,
  companyRateItems,
  dockets,
  projectRateItems,
  projects,
  users,
} from '../../src/server/db/schema';
import { stageOf } from '../../src/server/seed/demo-dockets';
import { docketViews } from '../../src/server/modules/dockets/views';
import { addDays, weekdayIndex } from '../../src/shared/dates';
import { docketSpan } from '../../src/shared/dockets/docket-math';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
});
afterAll(() => t.close());

describe('the demo company', () => {
  it('has the four demo sign-ins with the documented password', async () => {
    for (const username of DEMO_USERNAMES) {
      const [user] = await t.db.select().from(users).where(eq(users.username, username));
      expect(user, username).toBeDefined();
      expect(await verifyPassword(user!.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    const roles = await t.db
      .select({ role: users.role })
      .from(users)
      .where(sql`${users.username} like 'demo.%'`);
    expect(roles.map((r) => r.role).sort()).toEqual(['admin', 'foreman', 'office', 'worker']);
  });

  it('has three projects, one requiring approval, each with rate items', async () => {
    const rows = await t.db.select().from(projects);
    expect(rows).toHaveLength(3);
    expect(rows.filter((p) => p.requireApproval)).toHaveLength(1);
    for (const p of rows) {
      expect(p.code).toMatch(/^\d{6}$/);
      const items = await t.db.select().from(projectRateItems).where(eq(projectRateItems.projectId, p.id));
      expect(items.length).toBeGreaterThan(0);
    }
    expect((await t.db.select().from(companyRateItems)).length).toBeGreaterThanOrEqual(5);
  });

  it('has two clients with contacts', async () => {
    expect(await t.db.select().from(clients)).toHaveLength(2);
    expect((await t.db.select().from(clientContacts)).length).toBeGreaterThanOrEqual(4);
  });

  it('has four weeks of dockets in every status, invoiced ones included', async () => {
    const rows = await t.db.select().from(dockets);
    const statuses = new Set(rows.map((d) => d.status));
    expect([...statuses].sort()).toEqual(['approved', 'draft', 'pending_approval', 'reverted', 'void']);
    expect(rows.some((d) => d.invoiced && d.invoiceNumber)).toBe(true);
    expect(rows.some((d) => d.entryType === 'non-billable')).toBe(true);
    const dates = rows.map((d) => d.date).sort();
    const spanDays = (Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / 86_400_000;
    expect(spanDays).toBeGreaterThanOrEqual(21);
    const signed = rows.filter((d) => d.status === 'approved' && d.signature);
    expect(signed.length).toBeGreaterThan(0);
    expect(signed[0]!.signature).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('is created once: seeding again changes nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(dockets);
    expect(await seedDemo(t.db)).toBe(false);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(dockets);
    expect(after).toEqual(before);
  });
});

/** Seeds at `now` and checks DECISIONS' docket rules hold for every demo docket. */
async function checkDemoDockets(db: TestApp['db'], now: Date) {
  const rows = await db.select().from(dockets);
  expect(rows.filter((d) => d.createdAt.getTime() > now.getTime())).toEqual([]);
  const views = await docketViews(db, { money: false }, rows);
  // Overlapping dockets: a worker's non-void dockets of one day never overlap in time.
  const byDay = new Map<string, { id: number; start: number; end: number }[]>();
  for (const d of views.filter((v) => v.status !== 'void')) {
    const span = docketSpan(d);
    if (!span) continue;
    const key = `${d.workerId} ${d.date}`;
    for (const other of byDay.get(key) ?? [])
      expect(span.end <= other.start || other.end <= span.start, `#${d.id} overlaps #${other.id}`).toBe(true);
    byDay.set(key, [...(byDay.get(key) ?? []), { id: d.id, ...span }]);
  }
  // Hours worked: "Labourer 06:30–15:30 + Excavator 6.50 hr" is 8.5 h, the excavator billed, not worked.
  const plant = views.filter((d) => d.lineItems.some((i) => i.name.startsWith('Excavator')));
  expect(plant.length).toBeGreaterThan(0);
  expect(new Set(plant.map((d) => d.totalHours))).toEqual(new Set(['8.50']));
}

describe('the demo dockets keep the rules', () => {
  it('has no overlapping dockets, hours worked not billed, nothing recorded after now', async () => {
    await checkDemoDockets(t.db, new Date());
  });

  it('seeded early on a weekday morning, records nothing after that morning', async () => {
    const early = await createTestApp();
    try {
      const morning = new Date('2026-11-18T20:30:00Z'); // Thursday 07:30 in Sydney
      expect(await seedDemo(early.db, morning)).toBe(true);
      await checkDemoDockets(early.db, morning);
    } finally {
      await early.close();
    }
  });
});

describe('the demo dockets on any day of the week', () => {
  const monday = '2026-11-16';
  it.each([0, 1, 2, 3, 4, 5, 6])('%i days after a Monday, the last two working days are drafts', (offset) => {
    const today = addDays(monday, offset);
    const days = Array.from({ length: 14 }, (_, i) => addDays(today, -i)).filter((d) => weekdayIndex(d) <= 4);
    const drafts = days.filter((d) => stageOf(d, today) === 'draft');
    expect(drafts).toEqual(days.slice(0, 2));
    expect(stageOf(days[2]!, today)).toBe('pending_approval');
    expect(stageOf(addDays(today, -10), today)).toBe('approved');
  });
});
