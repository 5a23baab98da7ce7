import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithTeam } from '../../../../tests/support/people';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import type { Actor } from '../../access/sessions';
import { ReadCache } from '../../db/read-cache';
import { assignToProject, createDocket, createProject, createUser, signaturePng } from '../../db/factories';
import { docketLineItems, dockets } from '../../db/schema';
import { listWorkerDockets } from './lists';
import { workerDocketsQuery } from './week-statement';
import {
  docketColumnsWithoutSignature,
  docketContextColumns,
  docketReply,
  seesMoney,
  type DocketContext,
  type ItemRow,
} from './views';

/**
 * The week view's statement selects only the columns its replies read and maps its rows by position
 * (lists.ts, db/prepared.ts). Its replies must be those of the statement it replaced (every column,
 * mapped by Drizzle): the same values, types and order, for every role, over dockets with every kind
 * of column value.
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
const MONDAY = '2026-11-16';
const SUNDAY = '2026-11-22';

/** The statement as it was: every column, mapped by Drizzle. */
async function asBefore(companyId: number, workerId: number, from: string, to: string, money: boolean) {
  const columns = { d: docketColumnsWithoutSignature, item: docketLineItems, context: docketContextColumns };
  type Row = {
    d: Omit<typeof dockets.$inferSelect, 'signature'>;
    item: ItemRow | null;
    context: DocketContext;
  };
  const rows = (await workerDocketsQuery(t.db, columns)
    .prepare('week_as_before')
    .execute({ companyId, workerId, from, to })) as Row[];
  const replies = [];
  for (let i = 0; i < rows.length; ) {
    const { d, context } = rows[i]!;
    const items: ItemRow[] = [];
    for (; i < rows.length && rows[i]!.d.id === d.id; i++) if (rows[i]!.item) items.push(rows[i]!.item!);
    replies.push(docketReply(d, context, items, money));
  }
  return replies;
}

const TRICKY = 'Line one\nline "two"\ttabbed \\ back\u0001slash, ünïcödé ✓ 🚧 \u2028 </script>';

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  const workerId = team.worker.id;
  const active = await createProject(t.db, { companyId, jobNumber: 'J-1042', requireApproval: true });
  const plain = await createProject(t.db, { companyId, name: `O'Brien "Site" ${TRICKY}` });
  const archived = await createProject(t.db, { companyId, isActive: false });
  for (const p of [active, plain, archived])
    await assignToProject(t.db, { companyId, projectId: p.id, userId: workerId });
  const item = (over: Partial<ItemRow> & { name: string }) => ({
    unit: 'hr',
    rate: '72.00',
    taxRate: '10',
    ...over,
  });
  await createDocket(t.db, {
    companyId,
    workerId,
    projectId: active.id,
    date: MONDAY,
    status: 'approved',
    notes: TRICKY,
    description: '',
    signature: signaturePng(3),
    signedAt: new Date(),
    approvedByName: 'Fran Foreman',
    approvalMethod: 'worker_phone',
    approvalDeviceOwner: 'Wes Worker',
    contentHash: 'ab'.repeat(32),
    foremanName: 'Fran',
    foremanEmail: 'fran@example.com',
    invoiced: true,
    invoiceNumber: 'INV-0007',
    invoicedAt: new Date('2026-11-20T03:04:05.678Z'),
    countOnTimesheet: false,
    lineItems: [
      item({ name: 'Labourer', entryType: 'time', startTime: '06:30', endTime: '15:00', breakMinutes: 30 }),
      item({
        name: 'Tipper',
        unit: 'load',
        entryType: 'qty',
        quantity: '3.50',
        rate: '180.05',
        taxRate: '12.50',
      }),
      item({
        name: TRICKY,
        description: TRICKY,
        notes: TRICKY,
        entryType: 'time',
        startTime: '14:00',
        endTime: '17:15',
      }),
      item({ name: 'Nothing', unit: 'each', entryType: 'qty', quantity: null, rate: '0' }),
    ],
  });
  // Two dockets on one day, the later-starting one written first (the reply orders by start).
  await createDocket(t.db, {
    companyId,
    workerId,
    projectId: plain.id,
    date: '2026-11-18',
    lineItems: [item({ name: 'Late', entryType: 'time', startTime: '13:00', endTime: '16:00' })],
  });
  await createDocket(t.db, {
    companyId,
    workerId,
    projectId: plain.id,
    date: '2026-11-18',
    status: 'pending_approval',
    lineItems: [item({ name: 'Early', entryType: 'time', startTime: '05:00', endTime: '12:00' })],
  });
  await createDocket(t.db, {
    companyId,
    workerId,
    date: '2026-11-19',
    entryType: 'non-billable',
    description: 'Induction',
    startTime: '07:00',
    endTime: '09:45',
    breakMinutes: 15,
  });
  await createDocket(t.db, { companyId, workerId, projectId: active.id, date: '2026-11-20', status: 'void' });
  await createDocket(t.db, { companyId, workerId, projectId: active.id, date: SUNDAY, status: 'reverted' });
  // Timestamps with microseconds (as now() writes them), one of them just under a millisecond.
  await t.db
    .update(dockets)
    .set({ signedAt: sql`'2026-11-16 21:04:05.678999+00'`, updatedAt: sql`'2026-11-17 01:02:03.000001+11'` })
    .where(and(eq(dockets.workerId, workerId), eq(dockets.date, MONDAY)));
  // Left out: an archived project's docket, a docket outside the range, another worker's.
  await createDocket(t.db, { companyId, workerId, projectId: archived.id, date: '2026-11-17' });
  await createDocket(t.db, { companyId, workerId, projectId: active.id, date: '2026-11-23' });
  for (const date of [MONDAY, SUNDAY])
    await createDocket(t.db, {
      companyId,
      workerId: team.foreman.id,
      projectId: active.id,
      date,
      lineItems: [item({ name: 'Supervision', entryType: 'time', startTime: '06:00', endTime: '14:30' })],
    });
  const colleague = await createUser(t.db, { companyId, role: 'worker' });
  await createDocket(t.db, { companyId, workerId: colleague.id, projectId: active.id, date: MONDAY });
});
afterAll(() => t.close());

const noCache = () => new ReadCache(t.database.changes, 0);
const actorOf = (person: { id: number; role: Actor['role'] }): Actor => ({
  userId: person.id,
  companyId: team.company.id,
  role: person.role,
  sessionId: 0,
});

describe("the week view's statement", () => {
  it('gives every role the replies of the join it replaced, value for value and in the same order', async () => {
    // The back office reads the worker's week; the foreman (who sees money) and the worker their own.
    const reads = [
      [team.admin, team.worker],
      [team.office, team.worker],
      [team.foreman, team.foreman],
      [team.worker, team.worker],
    ] as const;
    for (const [person, of] of reads) {
      const actor = actorOf(person);
      const range = { startDate: MONDAY, endDate: SUNDAY };
      const got = await listWorkerDockets(t.db, noCache(), actor, of.id, range);
      const before = await asBefore(team.company.id, of.id, MONDAY, SUNDAY, seesMoney(actor));
      // The same dockets; their order, by day and start, is the next case's.
      const same = new Map(before.map((d) => [d.id, d]));
      const expected = got.map((d) => same.get(d.id));
      expect(got.map((d) => d.id).sort()).toEqual([...same.keys()].sort());
      expect(got).toEqual(expected);
      expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
      expect(got).toHaveLength(of === team.worker ? 6 : 2);
      for (const d of got) {
        expect(d.createdAt).toBeInstanceOf(Date);
        expect('totalValue' in d).toBe(seesMoney(actor));
        for (const i of d.lineItems) expect('rate' in i).toBe(seesMoney(actor));
      }
    }
  });

  it('orders a day by start: the earlier-starting docket first, whatever was written first', async () => {
    const got = await listWorkerDockets(t.db, noCache(), actorOf(team.worker), team.worker.id, {
      date: '2026-11-18',
    });
    expect(got.map((d) => d.lineItems[0]!.name)).toEqual(['Early', 'Late']);
  });

  it('keeps timestamps to the millisecond as Drizzle read them', async () => {
    const [row] = await t.db
      .select({ signedAt: dockets.signedAt, text: sql<string>`${dockets.signedAt}::text` })
      .from(dockets)
      .where(and(eq(dockets.workerId, team.worker.id), eq(dockets.date, MONDAY)));
    const [got] = await listWorkerDockets(t.db, noCache(), actorOf(team.worker), team.worker.id, {
      date: MONDAY,
    });
    expect(got!.signedAt).toEqual(row!.signedAt);
    expect(row!.text).toMatch(/\.678999/); // microseconds, which the reply drops as before
    expect(got!.signedAt!.toISOString()).toBe('2026-11-16T21:04:05.678Z');
  });

  it('answers an empty week with none, and another worker unknown to the company with 404', async () => {
    const office = actorOf(team.office);
    expect(await listWorkerDockets(t.db, noCache(), office, team.office.id, { date: MONDAY })).toEqual([]);
    const other = await createTestCompanyWorker();
    await expect(listWorkerDockets(t.db, noCache(), office, other, { date: MONDAY })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      listWorkerDockets(t.db, noCache(), office, 2_000_000_000, { date: MONDAY }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('reads that arrive together', () => {
  /** Counts the week view's statements the database handle runs while `work` does (nothing else's). */
  async function executions<T>(work: () => Promise<T>) {
    const client = (t.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const query = client.query;
    const textOf = (first: unknown) =>
      typeof first === 'string' ? first : (first as { text?: string }).text;
    let count = 0;
    client.query = (...args) => {
      if (textOf(args[0])?.includes('with ordinality as req')) count++;
      return query.apply(client, args);
    };
    try {
      return { result: await work(), count };
    } finally {
      client.query = query;
    }
  }

  it('run as one statement, each reader getting what it gets alone and nothing of another company', async () => {
    const otherTeam = await companyWithTeam(t.db);
    await createDocket(t.db, {
      companyId: otherTeam.company.id,
      workerId: otherTeam.worker.id,
      date: MONDAY,
      notes: 'other company',
    });
    const other = (person: { id: number; role: Actor['role'] }): Actor => ({
      ...actorOf(person),
      companyId: otherTeam.company.id,
    });
    const range = { startDate: MONDAY, endDate: SUNDAY };
    // Own weeks of two companies, and a worker of one company naming a worker id of the other.
    const reads: [Actor, number][] = [
      [actorOf(team.worker), team.worker.id],
      [other(otherTeam.worker), otherTeam.worker.id],
      [actorOf(team.foreman), team.foreman.id],
      [{ ...other(otherTeam.worker), userId: team.worker.id }, team.worker.id],
      [actorOf(team.worker), team.worker.id],
    ];
    const alone = [];
    for (const [actor, of] of reads) alone.push(await listWorkerDockets(t.db, noCache(), actor, of, range));
    const { result: together, count } = await executions(() =>
      Promise.all(reads.map(([actor, of]) => listWorkerDockets(t.db, noCache(), actor, of, range))),
    );
    expect(count).toBe(1);
    expect(together).toEqual(alone);
    expect(together.map((r) => r.length)).toEqual([6, 1, 2, 0, 6]);
    expect(together[1]![0]!.notes).toBe('other company');
    // Each docket's work items in their order, as alone.
    expect(together[0]!.find((d) => d.date === MONDAY)!.lineItems.map((i) => i.name)).toEqual([
      'Labourer',
      'Tipper',
      TRICKY,
      'Nothing',
    ]);
  });
});

async function createTestCompanyWorker() {
  const otherTeam = await companyWithTeam(t.db);
  await createDocket(t.db, { companyId: otherTeam.company.id, workerId: otherTeam.worker.id, date: MONDAY });
  return otherTeam.worker.id;
}
