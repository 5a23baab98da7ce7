import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignToProject,
  createCompanyRateItem,
  createDocket,
  createProject,
  createProjectRateItem,
} from '../../db/factories';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client as testClient } from '../../../../tests/support/client';
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

const call = testClient(() => t);

describe('projects', () => {
  it('creates a project with a unique 6-digit code and the company items marked autoCreate', async () => {
    await createCompanyRateItem(t.db, {
      companyId: team.company.id,
      name: 'Labourer',
      autoCreate: true,
      rate: '68.00',
    });
    await createCompanyRateItem(t.db, { companyId: team.company.id, name: 'Crane', autoCreate: false });
    const res = await call('POST /api/companies/:companyId/projects', team.admin, {
      params: { companyId: team.company.id },
      body: {
        name: 'Victoria Rd footpath',
        jobNumber: 'HC-9',
        defaultStartTime: '06:30',
        defaultEndTime: '15:00',
        requireApproval: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const project = res.json();
    expect(project.code).toMatch(/^[1-9]\d{5}$/);
    expect(project.requireApproval).toBe(true);
    const items = (
      await call('GET /api/projects/:id/rate-items', team.admin, { params: { id: project.id } })
    ).json();
    expect(items.map((i) => [i.name, i.rate])).toEqual([['Labourer', '68.00']]);
  });

  it.each([
    [{ name: '' }, 'Please enter a project name.'],
    [{ name: 'X', defaultStartTime: '7am' }, 'Start time must be in HH:MM format'],
    [{ name: 'X', defaultEndTime: '24:00' }, 'End time must be in HH:MM format'],
    [{ name: 'X', clientId: 999999 }, 'Client not found'],
  ])('%# refuses %o with %s', async (payload, message) => {
    const res = await call('POST /api/companies/:companyId/projects', team.admin, {
      params: { companyId: team.company.id },
      body: payload,
    });
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

    const card = (await call('GET /api/projects/:id', team.office, { params: { id: project.id } })).json();
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
    const worker = (await call('GET /api/projects/:id', team.worker, { params: { id: project.id } })).json();
    expect(worker.stats).not.toHaveProperty('approvedValue');
    expect(worker.stats).not.toHaveProperty('unapprovedValue');
  });

  it('shows a worker only assigned projects, with a worker count and no money anywhere', async () => {
    const companyId = team.company.id;
    const mine = await createProject(t.db, { companyId, name: 'Assigned job' });
    const notMine = await createProject(t.db, { companyId, name: 'Other job' });
    await assignToProject(t.db, { companyId, projectId: mine.id, userId: team.worker.id });
    await createProjectRateItem(t.db, { companyId, projectId: mine.id, rate: '99.00' });

    const list = (
      await call('GET /api/companies/:companyId/projects', team.worker, { params: { companyId } })
    ).json();
    expect(list.map((p) => p.name)).toContain('Assigned job');
    expect(list.map((p) => p.name)).not.toContain('Other job');
    expect(moneyFields(list)).toEqual([]);
    expect(list[0]!.stats.workerCount).toBeGreaterThan(0);

    const items = (
      await call('GET /api/projects/:id/rate-items', team.worker, { params: { id: mine.id } })
    ).json();
    expect(items.length).toBe(1);
    expect(moneyFields(items)).toEqual([]);
    expect(
      (await call('GET /api/projects/:id', team.worker, { params: { id: notMine.id } })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET /api/projects/:id/rate-items', team.worker, { params: { id: notMine.id } }))
        .statusCode,
    ).toBe(404);
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
    const ids = { params: { id: project.id } };
    for (const [route, send] of [
      ['GET /api/projects/:id', () => call('GET /api/projects/:id', other.admin, ids)],
      [
        'PUT /api/projects/:id',
        () => call('PUT /api/projects/:id', other.admin, { ...ids, body: { name: 'Mine now' } }),
      ],
      [
        'PATCH /api/projects/:id/archive',
        () => call('PATCH /api/projects/:id/archive', other.admin, { ...ids, body: { isActive: false } }),
      ],
      [
        'PATCH /api/projects/:id/require-approval',
        () =>
          call('PATCH /api/projects/:id/require-approval', other.admin, {
            ...ids,
            body: { requireApproval: true },
          }),
      ],
      [
        'GET /api/projects/:id/assignments',
        () => call('GET /api/projects/:id/assignments', other.admin, ids),
      ],
      [
        'DELETE /api/projects/:id/assignments/:assignmentId',
        () =>
          call('DELETE /api/projects/:id/assignments/:assignmentId', other.admin, {
            params: { id: project.id, assignmentId: assignment.id },
          }),
      ],
      [
        'POST /api/projects/:id/foremans',
        () =>
          call('POST /api/projects/:id/foremans', other.admin, {
            ...ids,
            body: { foremanName: 'X', foremanEmail: 'x@example.com' },
          }),
      ],
      [
        'PUT /api/project-rate-items/:id',
        () =>
          call('PUT /api/project-rate-items/:id', other.admin, {
            params: { id: item.id },
            body: { rate: 1 },
          }),
      ],
      [
        'DELETE /api/project-rate-items/:id',
        () => call('DELETE /api/project-rate-items/:id', other.admin, { params: { id: item.id } }),
      ],
      [
        'POST /api/projects/:id/share',
        () => call('POST /api/projects/:id/share', other.admin, { ...ids, body: { email: 'x@example.com' } }),
      ],
    ] as const) {
      const res = await send();
      expect({ route, status: res.statusCode }).toEqual({ route, status: 404 });
    }
    const theirs = (
      await call('GET /api/companies/:companyId/projects', other.admin, {
        params: { companyId: other.company.id },
      })
    ).json();
    expect(theirs.map((p) => p.id)).not.toContain(project.id);
  });

  it('lets office assign a client but not edit the details', async () => {
    const project = await createProject(t.db, { companyId: team.company.id });
    const client = (
      await call('POST /api/companies/:companyId/clients', team.office, {
        params: { companyId: team.company.id },
        body: { name: 'Aria' },
      })
    ).json();
    expect(
      (
        await call('PUT /api/projects/:id', team.office, {
          params: { id: project.id },
          body: { clientId: client.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT /api/projects/:id', team.office, {
          params: { id: project.id },
          body: { clientId: null },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT /api/projects/:id', team.office, {
          params: { id: project.id },
          body: { name: 'Renamed' },
        })
      ).statusCode,
    ).toBe(403);
    const otherClient = (
      await call('POST /api/companies/:companyId/clients', other.admin, {
        params: { companyId: other.company.id },
        body: { name: 'Theirs' },
      })
    ).json();
    const res = await call('PUT /api/projects/:id', team.admin, {
      params: { id: project.id },
      body: { clientId: otherClient.id },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an end date before the start date, on create and on an update of one date (issue 29)', async () => {
    const refused = { status: 400, message: 'End date must be on or after the start date' };
    const outcome = async (res: Awaited<ReturnType<typeof call>>) => ({
      status: res.statusCode,
      message: body(res).message,
    });
    const dates = { startDate: '2026-03-10', endDate: '2026-03-09' };
    expect(
      await outcome(
        await call('POST /api/companies/:companyId/projects', team.admin, {
          params: { companyId: team.company.id },
          body: { name: 'Backwards', ...dates },
        }),
      ),
    ).toEqual(refused);
    const made = await call('POST /api/companies/:companyId/projects', team.admin, {
      params: { companyId: team.company.id },
      body: {
        name: 'One day',
        startDate: '2026-03-10',
        endDate: '2026-03-10',
      },
    });
    expect(made.statusCode).toBe(201);
    const project = { id: made.json().id };
    expect(
      await outcome(await call('PUT /api/projects/:id', team.admin, { params: project, body: dates })),
    ).toEqual(refused);
    expect(
      await outcome(
        await call('PUT /api/projects/:id', team.admin, {
          params: project,
          body: { endDate: '2026-03-01' },
        }),
      ),
    ).toEqual(refused);
    expect(
      await outcome(
        await call('PUT /api/projects/:id', team.admin, {
          params: project,
          body: { startDate: '2026-04-01' },
        }),
      ),
    ).toEqual(refused);
    const moved = await call('PUT /api/projects/:id', team.admin, {
      params: project,
      body: { endDate: '2026-06-30' },
    });
    expect(moved.json()).toMatchObject({ startDate: '2026-03-10', endDate: '2026-06-30' });
    const cleared = await call('PUT /api/projects/:id', team.admin, {
      params: project,
      body: { startDate: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(
      (
        await call('PUT /api/projects/:id', team.admin, {
          params: project,
          body: { endDate: '2026-01-01' },
        })
      ).json(),
    ).toMatchObject({
      startDate: null,
      endDate: '2026-01-01',
    });
  });

  it('manages the team: add, refuse duplicates and strangers, remove', async () => {
    const project = await createProject(t.db, { companyId: team.company.id });
    const added = await call('POST /api/projects/:id/assignments', team.office, {
      params: { id: project.id },
      body: { userId: team.foreman.id, role: 'foreman' },
    });
    expect(added.statusCode).toBe(201);
    expect(
      (
        await call('POST /api/projects/:id/assignments', team.office, {
          params: { id: project.id },
          body: { userId: team.foreman.id, role: 'worker' },
        })
      ).statusCode,
    ).toBe(409);
    const stranger = await call('POST /api/projects/:id/assignments', team.office, {
      params: { id: project.id },
      body: { userId: other.worker.id, role: 'worker' },
    });
    expect(stranger.statusCode).toBe(400);
    expect(
      (
        await call('POST /api/projects/:id/assignments', team.office, {
          params: { id: project.id },
          raw: { userId: team.worker.id, role: 'boss' },
        })
      ).statusCode,
    ).toBe(400);
    const id = added.json().id;
    expect(
      (
        await call('DELETE /api/projects/:id/assignments/:assignmentId', team.office, {
          params: { id: project.id, assignmentId: id },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('DELETE /api/projects/:id/assignments/:assignmentId', team.office, {
          params: { id: project.id, assignmentId: id },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('adds code-access foremen once per e-mail, validates them, and removes them', async () => {
    const project = await createProject(t.db, { companyId: team.company.id });
    const first = (
      await call('POST /api/projects/:id/foremans', team.admin, {
        params: { id: project.id },
        body: {
          foremanName: 'Megan Lee',
          foremanEmail: 'megan@council.example',
        },
      })
    ).json();
    const again = (
      await call('POST /api/projects/:id/foremans', team.admin, {
        params: { id: project.id },
        body: { foremanName: 'Megan', foremanEmail: 'MEGAN@council.example' },
      })
    ).json();
    expect(again.id).toBe(first.id);
    expect(
      body(
        await call('POST /api/projects/:id/foremans', team.admin, {
          params: { id: project.id },
          body: { foremanName: ' ', foremanEmail: 'a@b.co' },
        }),
      ).message,
    ).toBe('Foreman name is required');
    expect(
      body(
        await call('POST /api/projects/:id/foremans', team.admin, {
          params: { id: project.id },
          body: { foremanName: 'A', foremanEmail: '' },
        }),
      ).message,
    ).toBe('Foreman email is required');
    expect(
      (
        await call('DELETE /api/projects/:id/foremans/:foremanId', team.admin, {
          params: { id: project.id, foremanId: first.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('GET /api/projects/:id/foremans', team.admin, { params: { id: project.id } })).json(),
    ).toEqual([]);
  });

  it('archives and restores, and shares the code by e-mail with a link to the foreman dashboard', async () => {
    const project = await createProject(t.db, { companyId: team.company.id, name: 'Share me' });
    const archived = await call('PATCH /api/projects/:id/archive', team.office, {
      params: { id: project.id },
      body: {
        isActive: false,
      },
    });
    expect(archived.json()).toMatchObject({ isActive: false });
    expect(
      (
        await call('PATCH /api/projects/:id/archive', team.office, {
          params: { id: project.id },
          raw: { isActive: 'no' },
        })
      ).statusCode,
    ).toBe(400);
    await call('PATCH /api/projects/:id/archive', team.office, {
      params: { id: project.id },
      body: { isActive: true },
    });

    expect(
      (
        await call('POST /api/projects/:id/share', team.office, {
          params: { id: project.id },
          body: { email: 'site@client.example' },
        })
      ).statusCode,
    ).toBe(200);
    const logs = (await call('GET /api/admin/email-logs', team.admin)).json();
    const mail = logs.find((l) => l.to === 'site@client.example')!;
    expect(mail.emailType).toBe('project_access');
    expect(mail.text).toContain(`http://sitedockets.test/foreman-dashboard?code=${project.code}`);
    expect(
      (
        await call('POST /api/projects/:id/share', team.office, {
          params: { id: project.id },
          body: { email: 'nope' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
