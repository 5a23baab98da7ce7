import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignToProject,
  createCompanyRateItem,
  createDocket,
  createProject,
  createProjectRateItem,
} from '../../db/factories';
import type { ReplyOf } from '../../../shared/api/reply';
import { body, caller, createTestApp, type TestApp } from '../../../../tests/support/app';
import { moneyFields } from '../../../../tests/support/money';
import { companyWithTeam } from '../../../../tests/support/people';

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  other = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const call = caller(() => t);
type Card = ReplyOf<'GET /api/projects/:id'>;
type Project = ReplyOf<'POST /api/companies/:companyId/projects'>;
type RateItem = ReplyOf<'GET /api/projects/:id/rate-items'>[number];
type Foreman = ReplyOf<'POST /api/projects/:id/foremans'>;
type Client = ReplyOf<'POST /api/companies/:companyId/clients'>;

describe('projects', () => {
  it('creates a project with a unique 6-digit code and the company items marked autoCreate', async () => {
    await createCompanyRateItem(t.db, {
      companyId: team.company.id,
      name: 'Labourer',
      autoCreate: true,
      rate: '68.00',
    });
    await createCompanyRateItem(t.db, { companyId: team.company.id, name: 'Crane', autoCreate: false });
    const res = await call('POST', `/api/companies/${team.company.id}/projects`, team.admin, {
      name: 'Victoria Rd footpath',
      jobNumber: 'HC-9',
      defaultStartTime: '06:30',
      defaultEndTime: '15:00',
      requireApproval: true,
    });
    expect(res.statusCode).toBe(201);
    const project = body<Project>(res);
    expect(project.code).toMatch(/^[1-9]\d{5}$/);
    expect(project.requireApproval).toBe(true);
    const items = body<RateItem[]>(await call('GET', `/api/projects/${project.id}/rate-items`, team.admin));
    expect(items.map((i) => [i.name, i.rate])).toEqual([['Labourer', '68.00']]);
  });

  it.each([
    [{ name: '' }, 'Please enter a project name.'],
    [{ name: 'X', defaultStartTime: '7am' }, 'Start time must be in HH:MM format'],
    [{ name: 'X', defaultEndTime: '24:00' }, 'End time must be in HH:MM format'],
    [{ name: 'X', clientId: 999999 }, 'Client not found'],
  ])('%# refuses %o with %s', async (payload, message) => {
    const res = await call('POST', `/api/companies/${team.company.id}/projects`, team.admin, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it('adds up hours worked and rounded lines, value approved apart from not yet approved, no void', async () => {
    const companyId = team.company.id;
    const project = await createProject(t.db, { companyId });
    await assignToProject(t.db, { companyId, projectId: project.id, userId: team.worker.id });
    const item = { name: 'Labourer', unit: 'hr', rate: '72.00', taxRate: '10' };
    const day = { companyId, workerId: team.worker.id, projectId: project.id };
    await createDocket(t.db, {
      ...day,
      date: '2026-11-02',
      status: 'approved',
      lineItems: [{ ...item, entryType: 'time', startTime: '06:30', endTime: '15:30', breakMinutes: 30 }],
    });
    await createDocket(t.db, {
      ...day,
      date: '2026-11-03',
      status: 'draft',
      lineItems: [
        { ...item, entryType: 'time', startTime: '06:30', endTime: '15:30', breakMinutes: 30 },
        { name: 'Tipper', unit: 'load', rate: '180.00', taxRate: '10', entryType: 'qty', quantity: '2.50' },
      ],
    });
    // Operator and machine over the same hours: 8.5 h worked, both billed.
    await createDocket(t.db, {
      ...day,
      date: '2026-11-05',
      status: 'pending_approval',
      lineItems: [
        { ...item, entryType: 'time', startTime: '06:30', endTime: '15:30', breakMinutes: 30 },
        { ...item, name: 'Excavator', entryType: 'qty', quantity: '6.50', rate: '135.00' },
      ],
    });
    // 20 minutes at $10.00: a line of 0.3333 h, $3.33 + $0.33 tax.
    await createDocket(t.db, {
      ...day,
      date: '2026-11-06',
      status: 'reverted',
      lineItems: [
        { ...item, rate: '10.00', entryType: 'time', startTime: '07:00', endTime: '07:20', breakMinutes: 0 },
      ],
    });
    await createDocket(t.db, {
      ...day,
      date: '2026-11-04',
      status: 'void',
      lineItems: [{ ...item, entryType: 'time', startTime: '06:00', endTime: '18:00', breakMinutes: 0 }],
    });
    await createProjectRateItem(t.db, { companyId, projectId: project.id });

    const card = body<Card>(await call('GET', `/api/projects/${project.id}`, team.office));
    // Approved: 8.5 h × $72 = 612.00 + 61.20 tax. Not yet approved: the draft 673.20 + 2.5 loads ×
    // $180 = 450.00 + 45.00; the pending 673.20 + 6.5 × $135 = 877.50 + 87.75; the reverted 3.66.
    expect(card.stats).toEqual({
      timesheetCount: 4,
      rateItemCount: 1,
      workerCount: 1,
      totalHours: '25.83',
      approvedValue: '673.20',
      unapprovedValue: '2810.31',
    });
    const worker = body<Card>(await call('GET', `/api/projects/${project.id}`, team.worker));
    expect(worker.stats).not.toHaveProperty('approvedValue');
    expect(worker.stats).not.toHaveProperty('unapprovedValue');
  });

  it('shows a worker only assigned projects, with a worker count and no money anywhere', async () => {
    const companyId = team.company.id;
    const mine = await createProject(t.db, { companyId, name: 'Assigned job' });
    const notMine = await createProject(t.db, { companyId, name: 'Other job' });
    await assignToProject(t.db, { companyId, projectId: mine.id, userId: team.worker.id });
    await createProjectRateItem(t.db, { companyId, projectId: mine.id, rate: '99.00' });

    const list = body<Card[]>(await call('GET', `/api/companies/${companyId}/projects`, team.worker));
    expect(list.map((p) => p.name)).toContain('Assigned job');
    expect(list.map((p) => p.name)).not.toContain('Other job');
    expect(moneyFields(list)).toEqual([]);
    expect(list[0]!.stats.workerCount).toBeGreaterThan(0);

    const items = body<RateItem[]>(await call('GET', `/api/projects/${mine.id}/rate-items`, team.worker));
    expect(items.length).toBe(1);
    expect(moneyFields(items)).toEqual([]);
    expect((await call('GET', `/api/projects/${notMine.id}`, team.worker)).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${notMine.id}/rate-items`, team.worker)).statusCode).toBe(404);
  });

  it("gives another company's admin 404 for every project record", async () => {
    const companyId = team.company.id;
    const project = await createProject(t.db, { companyId });
    const item = await createProjectRateItem(t.db, { companyId, projectId: project.id });
    const assignment = await assignToProject(t.db, {
      companyId,
      projectId: project.id,
      userId: team.worker.id,
    });
    for (const [method, url, payload] of [
      ['GET', `/api/projects/${project.id}`],
      ['PUT', `/api/projects/${project.id}`, { name: 'Mine now' }],
      ['PATCH', `/api/projects/${project.id}/archive`, { isActive: false }],
      ['PATCH', `/api/projects/${project.id}/require-approval`, { requireApproval: true }],
      ['GET', `/api/projects/${project.id}/assignments`],
      ['DELETE', `/api/projects/${project.id}/assignments/${assignment.id}`],
      ['POST', `/api/projects/${project.id}/foremans`, { foremanName: 'X', foremanEmail: 'x@example.com' }],
      ['PUT', `/api/project-rate-items/${item.id}`, { rate: 1 }],
      ['DELETE', `/api/project-rate-items/${item.id}`],
      ['POST', `/api/projects/${project.id}/share`, { email: 'x@example.com' }],
    ] as const) {
      const res = await call(method, url, other.admin, payload);
      expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 404 });
    }
    const theirs = body<Card[]>(
      await call('GET', `/api/companies/${other.company.id}/projects`, other.admin),
    );
    expect(theirs.map((p) => p.id)).not.toContain(project.id);
  });

  it('lets office assign a client but not edit the details', async () => {
    const project = await createProject(t.db, { companyId: team.company.id });
    const client = body<Client>(
      await call('POST', `/api/companies/${team.company.id}/clients`, team.office, { name: 'Aria' }),
    );
    expect(
      (await call('PUT', `/api/projects/${project.id}`, team.office, { clientId: client.id })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/projects/${project.id}`, team.office, { clientId: null })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/projects/${project.id}`, team.office, { name: 'Renamed' })).statusCode,
    ).toBe(403);
    const otherClient = body<Client>(
      await call('POST', `/api/companies/${other.company.id}/clients`, other.admin, { name: 'Theirs' }),
    );
    const res = await call('PUT', `/api/projects/${project.id}`, team.admin, { clientId: otherClient.id });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an end date before the start date, on create and on an update of one date (issue 29)', async () => {
    const refused = { status: 400, message: 'End date must be on or after the start date' };
    const outcome = async (res: Awaited<ReturnType<typeof call>>) => ({
      status: res.statusCode,
      message: body(res).message,
    });
    const url = `/api/companies/${team.company.id}/projects`;
    const dates = { startDate: '2026-03-10', endDate: '2026-03-09' };
    expect(await outcome(await call('POST', url, team.admin, { name: 'Backwards', ...dates }))).toEqual(
      refused,
    );
    const made = await call('POST', url, team.admin, {
      name: 'One day',
      startDate: '2026-03-10',
      endDate: '2026-03-10',
    });
    expect(made.statusCode).toBe(201);
    const path = `/api/projects/${body<Project>(made).id}`;
    expect(await outcome(await call('PUT', path, team.admin, dates))).toEqual(refused);
    expect(await outcome(await call('PUT', path, team.admin, { endDate: '2026-03-01' }))).toEqual(refused);
    expect(await outcome(await call('PUT', path, team.admin, { startDate: '2026-04-01' }))).toEqual(refused);
    const moved = await call('PUT', path, team.admin, { endDate: '2026-06-30' });
    expect(body<Project>(moved)).toMatchObject({ startDate: '2026-03-10', endDate: '2026-06-30' });
    const cleared = await call('PUT', path, team.admin, { startDate: '' });
    expect(cleared.statusCode).toBe(200);
    expect(body<Project>(await call('PUT', path, team.admin, { endDate: '2026-01-01' }))).toMatchObject({
      startDate: null,
      endDate: '2026-01-01',
    });
  });

  it('manages the team: add, refuse duplicates and strangers, remove', async () => {
    const project = await createProject(t.db, { companyId: team.company.id });
    const url = `/api/projects/${project.id}/assignments`;
    const added = await call('POST', url, team.office, { userId: team.foreman.id, role: 'foreman' });
    expect(added.statusCode).toBe(201);
    expect(
      (await call('POST', url, team.office, { userId: team.foreman.id, role: 'worker' })).statusCode,
    ).toBe(409);
    const stranger = await call('POST', url, team.office, { userId: other.worker.id, role: 'worker' });
    expect(stranger.statusCode).toBe(400);
    expect((await call('POST', url, team.office, { userId: team.worker.id, role: 'boss' })).statusCode).toBe(
      400,
    );
    const id = body<ReplyOf<'POST /api/projects/:id/assignments'>>(added).id;
    expect((await call('DELETE', `${url}/${id}`, team.office)).statusCode).toBe(200);
    expect((await call('DELETE', `${url}/${id}`, team.office)).statusCode).toBe(404);
  });

  it('adds code-access foremen once per e-mail, validates them, and removes them', async () => {
    const project = await createProject(t.db, { companyId: team.company.id });
    const url = `/api/projects/${project.id}/foremans`;
    const first = body<Foreman>(
      await call('POST', url, team.admin, {
        foremanName: 'Megan Lee',
        foremanEmail: 'megan@council.example',
      }),
    );
    const again = body<Foreman>(
      await call('POST', url, team.admin, { foremanName: 'Megan', foremanEmail: 'MEGAN@council.example' }),
    );
    expect(again.id).toBe(first.id);
    expect(
      body(await call('POST', url, team.admin, { foremanName: ' ', foremanEmail: 'a@b.co' })).message,
    ).toBe('Foreman name is required');
    expect(body(await call('POST', url, team.admin, { foremanName: 'A', foremanEmail: '' })).message).toBe(
      'Foreman email is required',
    );
    expect((await call('DELETE', `${url}/${first.id}`, team.admin)).statusCode).toBe(200);
    expect(body<Foreman[]>(await call('GET', url, team.admin))).toEqual([]);
  });

  it('archives and restores, and shares the code by e-mail with a link to the foreman dashboard', async () => {
    const project = await createProject(t.db, { companyId: team.company.id, name: 'Share me' });
    const archived = await call('PATCH', `/api/projects/${project.id}/archive`, team.office, {
      isActive: false,
    });
    expect(body(archived)).toMatchObject({ isActive: false });
    expect(
      (await call('PATCH', `/api/projects/${project.id}/archive`, team.office, { isActive: 'no' }))
        .statusCode,
    ).toBe(400);
    await call('PATCH', `/api/projects/${project.id}/archive`, team.office, { isActive: true });

    expect(
      (await call('POST', `/api/projects/${project.id}/share`, team.office, { email: 'site@client.example' }))
        .statusCode,
    ).toBe(200);
    const logs = body<ReplyOf<'GET /api/admin/email-logs'>>(
      await call('GET', '/api/admin/email-logs', team.admin),
    );
    const mail = logs.find((l) => l.to === 'site@client.example')!;
    expect(mail.emailType).toBe('project_access');
    expect(mail.text).toContain(`http://sitedockets.test/foreman-dashboard?code=${project.code}`);
    expect(
      (await call('POST', `/api/projects/${project.id}/share`, team.office, { email: 'nope' })).statusCode,
    ).toBe(400);
  });
});
