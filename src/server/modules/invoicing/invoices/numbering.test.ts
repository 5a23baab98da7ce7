import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDockets } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingCompany } from '../../../../../tests/support/invoices';

/** Gapless numbers under concurrency, and a docket never on two invoices (DECISIONS 'Beyond the spec'). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = client(() => t);
type Company = Awaited<ReturnType<typeof invoicingCompany>>;
const create = (c: Company, timesheetIds: number[], who = c.team.office) =>
  call('POST /api/companies/:companyId/invoices', who, {
    params: { companyId: c.team.company.id },
    body: { timesheetIds },
  });

describe('invoice numbers', () => {
  it('gives 20 concurrent creates in one company SD-0001 to SD-0020, none shared or skipped', async () => {
    const c = await invoicingCompany(t.db);
    const dockets = [];
    for (let i = 0; i < 20; i++) dockets.push(await c.docket());
    const replies = await Promise.all(
      dockets.map((d, i) => create(c, [d.id], i % 2 ? c.team.admin : c.team.office)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = replies.map((r) => r.json().number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `SD-${String(i + 1).padStart(4, '0')}`));
    for (const r of replies) {
      const invoice = r.json();
      const docket = await call('GET /api/timesheets/:id', c.team.office, {
        params: { id: invoice.timesheetIds[0]! },
      });
      expect(docket.json().invoiceNumber).toBe(invoice.number);
    }
  });

  it("keeps each company's sequence its own", async () => {
    const [a, b] = [await invoicingCompany(t.db), await invoicingCompany(t.db)];
    const [da, db] = [await a.docket(), await b.docket()];
    const [ra, rb] = await Promise.all([create(a, [da.id]), create(b, [db.id])]);
    expect([ra.json().number, rb.json().number]).toEqual(['SD-0001', 'SD-0001']);
  });

  it.each([
    ['office first', 0],
    ['admin first', 1],
  ])('lets one of two creates over the same dockets win and answers the other 409 (%s)', async (_, first) => {
    const c = await invoicingCompany(t.db);
    const shared = [await c.docket(), await c.docket()].map((d) => d.id);
    const callers = first ? [c.team.admin, c.team.office] : [c.team.office, c.team.admin];
    const [one, two] = await Promise.all(callers.map((who) => create(c, [...shared].reverse(), who)));
    expect([one!.statusCode, two!.statusCode].sort()).toEqual([201, 409]);
    const winner = (one!.statusCode === 201 ? one! : two!).json();
    expect(winner.number).toBe('SD-0001');
    const on = await t.db
      .select()
      .from(invoiceDockets)
      .where(eq(invoiceDockets.companyId, c.team.company.id));
    expect(on.map((row) => row.invoiceId)).toEqual([winner.id, winner.id]);
    // The loser took no number: the next invoice is SD-0002.
    const next = await create(c, [(await c.docket()).id]);
    expect(next.json().number).toBe('SD-0002');
  });
});
