import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyOf } from '../../../shared/api/reply';
import { formatMoney, hundredths } from '../../../shared/dockets/docket-math';
import { hoursShown } from '../../../shared/hours';
import { DEFAULT_TIME_ZONE, todayIn } from '../../../shared/dates';
import { assignToProject, createDocket, createProject } from '../../db/factories';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { bearer, companyWithTeam } from '../../../../tests/support/people';

/** The office dashboard's figures (DECISIONS 'Hours and money'): hours worked, sums of rounded lines. */

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;

type Dashboard = ReplyOf<'GET /api/companies/:companyId/dashboard'>;

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const dashboard = async () =>
  body<Dashboard>(
    await t.app.inject({
      method: 'GET',
      url: `/api/companies/${team.company.id}/dashboard`,
      headers: bearer(team.office),
    }),
  );

describe('office dashboard', () => {
  it("totals 'Ready to invoice' as the sum of its dockets' totals, to the cent", async () => {
    const companyId = team.company.id;
    const project = await createProject(t.db, { companyId, name: 'Rounding job' });
    await assignToProject(t.db, { companyId, projectId: project.id, userId: team.worker.id });
    const twentyMinutes = (startTime: string, endTime: string) => ({
      name: 'Labourer',
      unit: 'hr',
      rate: '10.00',
      taxRate: '10',
      entryType: 'time' as const,
      startTime,
      endTime,
      breakMinutes: 0,
    });
    // Each docket: 0.3333 h × $10.00 = $3.33 + $0.33 tax. Summed exactly first, three would be $11.00.
    for (const [i, start, end] of [
      [1, '07:00', '07:20'],
      [2, '08:00', '08:20'],
      [3, '09:00', '09:20'],
    ] as const) {
      await createDocket(t.db, {
        companyId,
        workerId: team.worker.id,
        projectId: project.id,
        date: `2026-10-0${i}`,
        status: 'approved',
        lineItems: [twentyMinutes(start, end)],
      });
    }
    const ready = (await dashboard()).readyToInvoice;
    expect(ready.count).toBe(3);
    const sum = ready.dockets.reduce((n, d) => n + hundredths(d.totalValue), 0n);
    expect(ready.dockets.map((d) => d.totalValue)).toEqual(['3.66', '3.66', '3.66']);
    expect(formatMoney(ready.totalValue)).toBe('$10.98');
    expect(hundredths(ready.totalValue)).toBe(sum);
  });

  it('counts the hours worked this week, not the hours billed', async () => {
    const companyId = team.company.id;
    const project = await createProject(t.db, { companyId, name: 'Plant hire job' });
    await createDocket(t.db, {
      companyId,
      workerId: team.worker.id,
      projectId: project.id,
      date: todayIn(DEFAULT_TIME_ZONE),
      status: 'draft',
      lineItems: [
        {
          name: 'Labourer',
          unit: 'hr',
          entryType: 'time',
          startTime: '06:30',
          endTime: '15:30',
          breakMinutes: 30,
        },
        { name: 'Excavator', unit: 'hr', entryType: 'qty', quantity: '6.50' },
      ],
    });
    const row = (await dashboard()).hoursThisWeek.find((r) => r.projectName === 'Plant hire job');
    expect(hoursShown(row!.hours)).toBe('8.5');
  });
});
