import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/support/database';
import { docketFigures, sumFigures, type DocketFigures } from '../../shared/dockets/docket-math';
import type { Database } from './client';
import { createCompany, createDocket, createProject, createUser } from './factories';
import { projectUsage } from './project-usage';

/** A project's use of its budget: docket-math's hours and net of its non-void dockets up to a day. */
let database: Database;
let companyId: number;
let workerId: number;
let projectId: number;
let otherProjectId: number;
let quietProjectId: number;

const time = (startTime: string, endTime: string, breakMinutes: number, rate: string) => ({
  entryType: 'time' as const,
  startTime,
  endTime,
  breakMinutes,
  quantity: null,
  unit: 'hr',
  rate,
  taxRate: '10.00',
});
const qty = (quantity: string, rate: string) => ({
  entryType: 'qty' as const,
  startTime: null,
  endTime: null,
  breakMinutes: 0,
  quantity,
  unit: 'load',
  rate,
  taxRate: '10.00',
});

const counted: DocketFigures[] = [
  // Overlapping items: hours are their union less the larger break; money is per line.
  {
    entryType: 'billable',
    startTime: null,
    endTime: null,
    breakMinutes: 0,
    lineItems: [
      time('07:00', '12:10', 30, '87.35'),
      time('11:00', '15:27', 20, '61.10'),
      qty('3.50', '140.15'),
    ],
  },
  {
    entryType: 'billable',
    startTime: null,
    endTime: null,
    breakMinutes: 0,
    lineItems: [time('06:45', '14:58', 45, '99.99')],
  },
];

async function docketOn(date: string, project: number, d: DocketFigures, status = 'approved' as const) {
  await createDocket(database.db, {
    companyId,
    workerId,
    projectId: project,
    date,
    status,
    entryType: d.entryType,
    startTime: d.startTime,
    endTime: d.endTime,
    breakMinutes: d.breakMinutes,
    workSpan: null,
    lineItems: d.lineItems.map((li, i) => ({ ...li, name: `Item ${i}` })),
  });
}

beforeAll(async () => {
  database = await freshDatabase();
  companyId = (await createCompany(database.db)).id;
  workerId = (await createUser(database.db, { companyId, role: 'worker' })).id;
  projectId = (await createProject(database.db, { companyId })).id;
  otherProjectId = (await createProject(database.db, { companyId })).id;
  quietProjectId = (await createProject(database.db, { companyId })).id;
  await docketOn('2026-03-02', projectId, counted[0]!);
  await createDocket(database.db, {
    companyId,
    workerId,
    projectId,
    date: '2026-03-03',
    status: 'draft',
    entryType: 'billable',
    workSpan: null,
    lineItems: counted[1]!.lineItems.map((li, i) => ({ ...li, name: `Item ${i}` })),
  });
  // Void: never counts.
  await createDocket(database.db, {
    companyId,
    workerId,
    projectId,
    date: '2026-03-04',
    status: 'void',
    entryType: 'billable',
    workSpan: null,
    lineItems: [{ ...time('07:00', '15:00', 0, '500.00'), name: 'Void work' }],
  });
  // After the day asked about: does not count yet.
  await createDocket(database.db, {
    companyId,
    workerId,
    projectId,
    date: '2026-03-20',
    status: 'approved',
    entryType: 'billable',
    workSpan: null,
    lineItems: [{ ...qty('1.00', '1000.00'), name: 'Later' }],
  });
  await docketOn('2026-03-02', otherProjectId, counted[1]!);
});
afterAll(() => database.close());

describe('projectUsage', () => {
  it('adds up the non-void dockets up to the day as docket-math does, per project', async () => {
    const usage = await projectUsage(
      database.db,
      companyId,
      [projectId, otherProjectId, quietProjectId],
      '2026-03-10',
    );
    const expected = sumFigures(counted.map(docketFigures));
    expect(usage.get(projectId)).toEqual({ hours: expected.hours, net: expected.net });
    const other = docketFigures(counted[1]!);
    expect(usage.get(otherProjectId)).toEqual({ hours: other.hours, net: other.net });
    expect(usage.get(quietProjectId)).toEqual({ hours: '0.00', net: '0.00' });
  });

  it('counts a docket dated on the day itself, and nothing before the first docket', async () => {
    expect((await projectUsage(database.db, companyId, [projectId], '2026-03-20')).get(projectId)!.net).toBe(
      sumFigures(counted.map(docketFigures)).plus(
        docketFigures({
          entryType: 'billable',
          startTime: null,
          endTime: null,
          breakMinutes: 0,
          lineItems: [qty('1.00', '1000.00')],
        }),
      ).net,
    );
    expect((await projectUsage(database.db, companyId, [projectId], '2026-03-01')).get(projectId)).toEqual({
      hours: '0.00',
      net: '0.00',
    });
  });

  it("reads only the company's own dockets and answers an empty list with an empty map", async () => {
    const otherCompany = (await createCompany(database.db)).id;
    expect((await projectUsage(database.db, otherCompany, [projectId], '2026-03-31')).get(projectId)).toEqual(
      {
        hours: '0.00',
        net: '0.00',
      },
    );
    expect((await projectUsage(database.db, companyId, [], '2026-03-31')).size).toBe(0);
  });
});
