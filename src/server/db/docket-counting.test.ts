import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/support/database';
import { addDays } from '../../shared/dates';
import { countsInTotals, isCounted } from '../../shared/dockets/docket-counting';
import { DOCKET_STATUSES } from '../../shared/dockets/schemas';
import type { Database } from './client';
import { countedScope, inTotalsScope } from './docket-counting';
import { createCompany, createDocket, createProject, createUser } from './factories';
import { dockets } from './schema';

/**
 * The SQL scopes (countedScope, inTotalsScope) and the shared predicates (isCounted, countsInTotals)
 * pick the same dockets, over every status × Count on Timesheet × invoiced × billable or not.
 */
let database: Database;
let companyId: number;
beforeAll(async () => {
  database = await freshDatabase();
  const { db } = database;
  companyId = (await createCompany(db)).id;
  const workerId = (await createUser(db, { companyId, role: 'worker' })).id;
  const projectId = (await createProject(db, { companyId })).id;
  let day = 0;
  for (const status of DOCKET_STATUSES)
    for (const countOnTimesheet of [true, false])
      for (const invoiced of [false, true])
        for (const entryType of ['billable', 'non-billable'] as const)
          await createDocket(db, {
            companyId,
            workerId,
            status,
            countOnTimesheet,
            invoiced,
            entryType,
            projectId: entryType === 'billable' ? projectId : null,
            startTime: '07:00',
            endTime: '15:00',
            date: addDays('2026-03-02', day++),
          });
});
afterAll(() => database.close());

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('the counting scopes and the shared predicates', () => {
  it.each([
    ['countedScope() and isCounted()', countedScope(), (d: typeof dockets.$inferSelect) => isCounted(d)],
    [
      'countedScope({ onTimesheetOnly: false }) and isCounted(…, { onTimesheetOnly: false })',
      countedScope({ onTimesheetOnly: false }),
      (d: typeof dockets.$inferSelect) => isCounted(d, { onTimesheetOnly: false }),
    ],
    ['inTotalsScope() and countsInTotals()', inTotalsScope(), countsInTotals],
  ])('%s agree', async (_name, scope, predicate) => {
    const { db } = database;
    const all = await db.select().from(dockets).where(eq(dockets.companyId, companyId));
    const selected = await db
      .select({ id: dockets.id })
      .from(dockets)
      .where(and(eq(dockets.companyId, companyId), scope));
    expect(all).toHaveLength(DOCKET_STATUSES.length * 8);
    expect(ids(selected)).toEqual(ids(all.filter(predicate)));
    expect(selected.length).toBeGreaterThan(0);
    expect(selected.length).toBeLessThan(all.length);
  });

  it('counts for payroll only approved dockets with Count on Timesheet on, invoiced or not', async () => {
    const { db } = database;
    const counted = await db
      .select({ status: dockets.status, countOnTimesheet: dockets.countOnTimesheet })
      .from(dockets)
      .where(and(eq(dockets.companyId, companyId), countedScope()));
    expect(counted).toHaveLength(4);
    expect(counted.every((d) => d.status === 'approved' && d.countOnTimesheet)).toBe(true);
  });
});
