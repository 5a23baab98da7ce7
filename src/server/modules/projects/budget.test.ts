import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MSG } from '../../../shared/projects/schemas';
import { assignToProject, createDocket, createProject } from '../../db/factories';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client as testClient } from '../../../../tests/support/client';
import { companyWithTeam } from '../../../../tests/support/people';

/** A project's budgets (issue 26): set by admin only, read by the back office only, flagged at 80 % and 100 %. */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const call = testClient(() => t);

async function newProject(name: string) {
  const companyId = team.company.id;
  const project = await createProject(t.db, { companyId, name });
  await assignToProject(t.db, { companyId, projectId: project.id, userId: team.worker.id });
  await assignToProject(t.db, { companyId, projectId: project.id, userId: team.foreman.id, role: 'foreman' });
  return project;
}

const update = (who: { token: string }, id: number, raw: Record<string, unknown>) =>
  call('PUT /api/projects/:id', who, { params: { id }, raw });
const card = async (who: { token: string }, id: number) =>
  (await call('GET /api/projects/:id', who, { params: { id } })).json();

/** An approved docket of one quantity line: its net is `net` exactly, its hours 0 (or a time line of `hours`). */
async function work(
  projectId: number,
  date: string,
  line: { net?: string; minutes?: number; status?: 'void' },
) {
  await createDocket(t.db, {
    companyId: team.company.id,
    workerId: team.worker.id,
    projectId,
    date,
    status: line.status ?? 'approved',
    lineItems: line.minutes
      ? [
          {
            name: 'Labourer',
            unit: 'hr',
            rate: '0.00',
            entryType: 'time',
            startTime: '06:00',
            endTime: `${String(6 + Math.floor(line.minutes / 60)).padStart(2, '0')}:${String(line.minutes % 60).padStart(2, '0')}`,
            breakMinutes: 0,
          },
        ]
      : [{ name: 'Load', unit: 'load', rate: line.net!, taxRate: '10', entryType: 'qty', quantity: '1' }],
  });
}

describe('project budgets', () => {
  it('admin sets both budgets, changes one, clears them; the reply and the card carry them', async () => {
    const project = await newProject('Budgeted road');
    const set = await update(team.admin, project.id, { budgetHours: '120.5', budgetValue: 15000 });
    expect(set.statusCode).toBe(200);
    expect(set.json().budget).toEqual({
      hours: '120.50',
      value: '15000.00',
      usedHours: '0.00',
      usedValue: '0.00',
      flag: null,
      percent: 0,
    });
    expect((await card(team.office, project.id)).budget).toMatchObject({
      hours: '120.50',
      value: '15000.00',
    });

    // Only the fields sent change.
    const hoursOnly = await update(team.admin, project.id, { budgetHours: null, name: 'Budgeted road 2' });
    expect(hoursOnly.json().budget).toMatchObject({ hours: null, value: '15000.00' });
    expect(hoursOnly.json().name).toBe('Budgeted road 2');
    // An empty field (the form's) is no budget, like null.
    const cleared = await update(team.admin, project.id, { budgetValue: '' });
    expect(cleared.json().budget).toBeNull();
    expect((await card(team.admin, project.id)).budget).toBeNull();
  });

  it('admin creates a project with a budget', async () => {
    const res = await call('POST /api/companies/:companyId/projects', team.admin, {
      params: { companyId: team.company.id },
      body: { name: 'Budget from the start', budgetValue: '2500.00' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().budget).toMatchObject({ hours: null, value: '2500.00', flag: null });
  });

  it('refuses office a budget change with a message, and lets the stored value pass', async () => {
    const project = await newProject('Office tries');
    const refused = await update(team.office, project.id, { budgetHours: '10' });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(PROJECT_MSG.budgetAdminOnly);
    expect(body(refused).message).toBe("Only an admin can set a project's budget");

    await update(team.admin, project.id, { budgetHours: '40' });
    const change = await update(team.office, project.id, { budgetHours: '41' });
    expect(change.statusCode).toBe(403);
    const clear = await update(team.office, project.id, { budgetHours: null });
    expect(clear.statusCode).toBe(403);
    // Office assigning the client, the form sending the budget back unchanged: allowed.
    const same = await update(team.office, project.id, {
      clientId: null,
      budgetHours: '40.00',
      budgetValue: null,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().budget).toMatchObject({ hours: '40.00', value: null });
  });

  it('never shows a worker or a foreman a budget or its use', async () => {
    const project = await newProject('Hidden figures');
    await update(team.admin, project.id, { budgetHours: '8', budgetValue: '100' });
    await work(project.id, '2026-01-05', { net: '90.00' });
    for (const who of [team.worker, team.foreman]) {
      const list = await call('GET /api/companies/:companyId/projects', who, {
        params: { companyId: team.company.id },
      });
      expect(list.statusCode).toBe(200);
      const mine = list.json().find((p) => p.id === project.id)!;
      expect(mine).toBeDefined();
      expect(JSON.stringify(mine)).not.toMatch(/budget/i);
      expect(JSON.stringify(await card(who, project.id))).not.toMatch(/budget/i);
    }
    expect((await card(team.office, project.id)).budget).toMatchObject({ flag: 'near', percent: 90 });
  });

  it.each([
    [{ budgetHours: -1 }, PROJECT_MSG.budgetHours],
    [{ budgetHours: '-0.01' }, PROJECT_MSG.budgetHours],
    [{ budgetHours: '1.234' }, PROJECT_MSG.budgetHours],
    [{ budgetHours: 'lots' }, PROJECT_MSG.budgetHours],
    [{ budgetHours: true }, PROJECT_MSG.budgetHours],
    [{ budgetValue: '-5' }, PROJECT_MSG.budgetValue],
    [{ budgetValue: 10.005 }, PROJECT_MSG.budgetValue],
    [{ budgetValue: 'ten dollars' }, PROJECT_MSG.budgetValue],
    [{ budgetValue: '1e3' }, PROJECT_MSG.budgetValue],
    [{ budgetValue: '10000000000' }, PROJECT_MSG.budgetValue],
  ])('%# refuses %o with its message', async (raw, message) => {
    const project = await newProject('Bad budget');
    const res = await update(team.admin, project.id, raw);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it('says the messages in the product’s words', () => {
    expect(PROJECT_MSG.budgetHours).toBe(
      'Budget hours must be a number of hours, 0 or more, with at most 2 decimal places',
    );
    expect(PROJECT_MSG.budgetValue).toBe(
      'Budget value must be an amount in dollars, 0 or more, with at most 2 decimal places',
    );
  });

  it.each([
    ['79.99', null, 79],
    ['80.00', 'near', 80],
    ['99.99', 'near', 99],
    ['100.00', 'over', 100],
    ['150.00', 'over', 150],
  ] as const)('flags value used %s of 100.00 as %s', async (net, flag, percent) => {
    const project = await newProject(`Value ${net}`);
    await update(team.admin, project.id, { budgetValue: '100' });
    await work(project.id, '2026-02-02', { net });
    // Void and future dockets do not count.
    await work(project.id, '2026-02-03', { net: '500.00', status: 'void' });
    await work(project.id, '2099-01-01', { net: '500.00' });
    const budget = (await card(team.admin, project.id)).budget!;
    expect(budget).toEqual({
      hours: null,
      value: '100.00',
      usedHours: '0.00',
      usedValue: net,
      flag,
      percent,
    });
  });

  it('flags hours at 80 % and takes the higher of the two flags', async () => {
    const project = await newProject('Hours');
    await update(team.admin, project.id, { budgetHours: '10', budgetValue: '1000' });
    await work(project.id, '2026-03-02', { minutes: 7 * 60 + 59 });
    expect((await card(team.admin, project.id)).budget).toMatchObject({
      usedHours: '7.98',
      flag: null,
      percent: 79,
    });
    await work(project.id, '2026-03-03', { minutes: 1 });
    expect((await card(team.admin, project.id)).budget).toMatchObject({
      usedHours: '8.00',
      flag: 'near',
      percent: 80,
    });
    await work(project.id, '2026-03-04', { net: '1000.00' });
    expect((await card(team.admin, project.id)).budget).toMatchObject({ flag: 'over', percent: 100 });
  });

  it("lists the office dashboard's projects at or past 80 %, the most used first", async () => {
    const own = await companyWithTeam(t.db);
    const companyId = own.company.id;
    const projects = await Promise.all(
      ['Quiet', 'Near', 'Over', 'No budget'].map((name) => createProject(t.db, { companyId, name })),
    );
    const [quiet, near, over, none] = projects as [
      (typeof projects)[0],
      (typeof projects)[0],
      (typeof projects)[0],
      (typeof projects)[0],
    ];
    for (const p of [quiet, near, over])
      await call('PUT /api/projects/:id', own.admin, { params: { id: p.id }, body: { budgetValue: '100' } });
    const spend = [
      [quiet, '79.99'],
      [near, '85.00'],
      [over, '120.00'],
      [none, '999.00'],
    ] as const;
    for (const [p, net] of spend)
      await createDocket(t.db, {
        companyId,
        workerId: own.worker.id,
        projectId: p.id,
        date: '2026-04-01',
        status: 'draft',
        lineItems: [{ name: 'Load', unit: 'load', rate: net, entryType: 'qty', quantity: '1' }],
      });
    for (const who of [own.admin, own.office]) {
      const res = await call('GET /api/companies/:companyId/dashboard', who, { params: { companyId } });
      expect(res.statusCode).toBe(200);
      expect(res.json().budgetFlags).toEqual([
        { projectId: over.id, projectName: 'Over', flag: 'over', percent: 120 },
        { projectId: near.id, projectName: 'Near', flag: 'near', percent: 85 },
      ]);
    }
  });
});
