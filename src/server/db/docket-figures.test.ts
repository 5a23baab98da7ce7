import fc from 'fast-check';
import { centsArb, clockArb } from '../../../tests/support/arbitraries';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/support/database';
import { addDays } from '../../shared/dates';
import {
  billableQuantity,
  docketFigures,
  lineItemFigures,
  type DocketFigures,
  type LineItemFigures,
} from '../../shared/dockets/docket-math';
import type { Database } from './client';
import { docketFiguresSql, lineFiguresSql, rowsOf } from './docket-figures';
import { createCompany, createDocket, createProject, createUser } from './factories';

/**
 * docket-figures.ts says in SQL what docket-math says in TypeScript: for random dockets (overlapping
 * items, breaks longer than the work, end before start, quantities, odd rates and tax rates), each
 * docket's hours worked, net and GST, and each line's quantity, net and GST, are equal to the unit.
 */
let database: Database;
let ids: { companyId: number; workerId: number; projectId: number };
let day = 0;
beforeAll(async () => {
  database = await freshDatabase();
  const companyId = (await createCompany(database.db)).id;
  const workerId = (await createUser(database.db, { companyId, role: 'worker' })).id;
  const projectId = (await createProject(database.db, { companyId })).id;
  ids = { companyId, workerId, projectId };
});
afterAll(() => database.close());

const clock = clockArb;
const cents = centsArb;
const taxRate = fc.constantFrom('0.00', '10.00', '12.50', '7.25', '0.01', '100.00');
const item: fc.Arbitrary<LineItemFigures> = fc.oneof(
  fc.record({
    entryType: fc.constant('time' as const),
    startTime: clock,
    endTime: clock,
    breakMinutes: fc.integer({ min: 0, max: 480 }),
    quantity: fc.constant(null),
    unit: fc.constant('hr'),
    rate: cents(50_000),
    taxRate,
  }),
  fc.record({
    entryType: fc.constant('qty' as const),
    startTime: fc.constant(null),
    endTime: fc.constant(null),
    breakMinutes: fc.constant(0),
    quantity: cents(9_999_999),
    unit: fc.constantFrom('load', 'm²', 'hr'),
    rate: cents(9_999_999),
    taxRate,
  }),
);
const docket: fc.Arbitrary<DocketFigures> = fc.record({
  entryType: fc.constantFrom('billable' as const, 'non-billable' as const),
  startTime: fc.option(clock, { nil: null }),
  endTime: fc.option(clock, { nil: null }),
  breakMinutes: fc.integer({ min: 0, max: 480 }),
  lineItems: fc.array(item, { maxLength: 6 }),
});

/** Writes the dockets (each on a day of its own: no overlap rule between them) and reads their SQL figures. */
async function sqlFiguresOf(all: DocketFigures[]) {
  const made: number[] = [];
  for (const d of all) {
    const row = await createDocket(database.db, {
      ...ids,
      projectId: d.entryType === 'billable' ? ids.projectId : null,
      entryType: d.entryType,
      startTime: d.startTime,
      endTime: d.endTime,
      breakMinutes: d.breakMinutes,
      date: addDays('2020-01-01', day++),
      workSpan: null,
      lineItems: d.lineItems.map((li, i) => ({ ...li, name: `Item ${i}` })),
    });
    made.push(row.id);
  }
  const chosen = sql`select unnest(${`{${made.join(',')}}`}::int[])`;
  type DocketRow = { docket_id: number; minutes: string; net_cents: string; tax_cents: string };
  type LineRow = {
    docket_id: number;
    position: number;
    quantity_units: string;
    net_cents: string;
    tax_cents: string;
  };
  const dockets = await rowsOf<DocketRow>(database.db, sql`select * from ${docketFiguresSql(chosen)} f`);
  const lines = await rowsOf<LineRow>(database.db, sql`select * from ${lineFiguresSql(chosen)} l`);
  return { made, dockets, lines };
}

describe('docket figures in SQL and in docket-math', () => {
  it('agree on hours worked, net and GST of every docket, and on every line', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(docket, { minLength: 1, maxLength: 8 }), async (all) => {
        const { made, dockets, lines } = await sqlFiguresOf(all);
        expect(dockets).toHaveLength(all.length);
        all.forEach((d, i) => {
          const row = dockets.find((r) => r.docket_id === made[i])!;
          const f = docketFigures(d);
          expect({
            hourUnits: String(BigInt(row.minutes) * 100n),
            net: String(row.net_cents),
            tax: String(row.tax_cents),
          }).toEqual({
            hourUnits: String(f.hourUnits),
            net: String(f.netCents),
            tax: String(f.taxCents),
          });
          const own = lines.filter((l) => l.docket_id === made[i]).sort((a, b) => a.position - b.position);
          expect(own).toHaveLength(d.entryType === 'billable' ? d.lineItems.length : 0);
          own.forEach((line, k) => {
            const li = d.lineItems[k]!;
            const lf = lineItemFigures(li);
            expect([String(line.net_cents), String(line.tax_cents)]).toEqual([
              String(lf.netCents),
              String(lf.taxCents),
            ]);
            expect(String(line.quantity_units)).toBe(String(BigInt(billableQuantity(li).replace('.', ''))));
          });
        });
      }),
      { numRuns: 60 },
    );
  });
});
