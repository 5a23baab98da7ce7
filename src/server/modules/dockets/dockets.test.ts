import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { assignToProject, createProject, createProjectRateItem } from '../../db/factories';
import { addDays } from '../../../shared/dates';
import { createDocketBody } from '../../../shared/dockets/schemas';
import { docketEvents, docketLineItems, dockets, projectRateItems } from '../../db/schema';
import { createDocket } from './create';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client as testClient } from '../../../../tests/support/client';
import { moneyFields } from '../../../../tests/support/money';
import { companyWithTeam, signedIn } from '../../../../tests/support/people';

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
let auto: { id: number };
let approval: { id: number };
let items: { labour: { id: number }; pump: { id: number }; approvalLabour: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  other = await companyWithTeam(t.db);
  const companyId = team.company.id;
  auto = await createProject(t.db, { companyId, name: 'Auto job', requireApproval: false });
  approval = await createProject(t.db, { companyId, name: 'Council job', requireApproval: true });
  for (const p of [auto, approval]) {
    await assignToProject(t.db, { companyId, projectId: p.id, userId: team.worker.id });
    await assignToProject(t.db, { companyId, projectId: p.id, userId: team.foreman.id, role: 'foreman' });
  }
  items = {
    labour: await createProjectRateItem(t.db, {
      companyId,
      projectId: auto.id,
      name: 'Labourer',
      unit: 'hr',
      rate: '72.00',
      taxRate: '10',
    }),
    pump: await createProjectRateItem(t.db, {
      companyId,
      projectId: auto.id,
      name: 'Concrete Pump',
      unit: 'hr',
      rate: '210.00',
      taxRate: '10',
    }),
    approvalLabour: await createProjectRateItem(t.db, {
      companyId,
      projectId: approval.id,
      name: 'Labourer',
      unit: 'hr',
      rate: '68.00',
      taxRate: '10',
    }),
  };
});
afterAll(() => t.close());

const call = testClient(() => t);
type NewDocket = z.input<typeof createDocketBody>;
/** Each standard day on a day of its own: a worker's dockets of one day may not overlap. */
let days = 0;
const standardDay = (over: Partial<NewDocket> = {}): NewDocket => ({
  date: addDays('2025-03-03', days++),
  projectId: auto.id,
  status: 'approved',
  lineItems: [
    {
      projectRateItemId: items.labour.id,
      entryType: 'time',
      startTime: '08:00',
      endTime: '17:00',
      breakMinutes: 30,
    },
  ],
  ...over,
});

describe('recording a day', () => {
  it('completes a standard day on a project without approval, with exact totals', async () => {
    const res = await call('POST /api/timesheets', team.worker, { body: standardDay() });
    expect(res.statusCode).toBe(201);
    const docket = res.json();
    expect(docket).toMatchObject({
      status: 'approved',
      totalHours: '8.50',
      lineItems: [{ name: 'Labourer', hours: '8.50' }],
    });
    expect(moneyFields(docket)).toEqual([]);
    const asAdmin = (await call('GET /api/timesheets/:id', team.admin, { params: { id: docket.id } })).json();
    expect(asAdmin.totalValue).toBe('673.20');
  });

  it('creates the quick-add shape (one rate item with a time range) too', async () => {
    const res = await call('POST /api/timesheets', team.worker, {
      body: {
        date: '2026-11-17',
        entryType: 'billable',
        projectId: auto.id,
        projectRateItemId: items.pump.id,
        startTime: '08:00',
        endTime: '17:00',
        breakMinutes: 30,
        status: 'approved',
      },
    });
    expect(res.json()).toMatchObject({
      status: 'approved',
      totalHours: '8.50',
      lineItems: [{ name: 'Concrete Pump' }],
    });
  });

  it('saves Complete Entry on a project that requires approval as a draft', async () => {
    const res = await call('POST /api/timesheets', team.worker, {
      body: standardDay({
        projectId: approval.id,
        lineItems: [
          {
            projectRateItemId: items.approvalLabour.id,
            entryType: 'time',
            startTime: '06:30',
            endTime: '15:30',
            breakMinutes: 30,
          },
        ],
      }),
    });
    const docket = res.json();
    expect(docket.status).toBe('draft');
    const worker = await call('PUT /api/timesheets/:id', team.worker, {
      params: { id: docket.id },
      body: { status: 'approved' },
    });
    expect(worker.statusCode).toBe(403);
    expect(body(worker).message).toBe('This project requires a foreman to approve its dockets');
    const office = await call('PUT /api/timesheets/:id', team.office, {
      params: { id: docket.id },
      body: { status: 'approved' },
    });
    expect(office.statusCode).toBe(403);
    const foreman = await call('PUT /api/timesheets/:id', team.foreman, {
      params: { id: docket.id },
      body: { status: 'approved' },
    });
    expect(foreman.statusCode).toBe(200);
    expect(foreman.json()).toMatchObject({
      status: 'approved',
      approvedByName: `${team.foreman.firstName} ${team.foreman.lastName}`,
    });
    const events = (
      await call('GET /api/timesheets/:id/events', team.worker, { params: { id: docket.id } })
    ).json();
    expect(events.map((e) => e.eventType)).toEqual(['created', 'approved']);
    expect(events[1]!.details).toMatchObject({ approverRole: 'foreman', approvalMethod: 'foreman_account' });
  });

  it('records non-billable time with a break from its own span', async () => {
    const res = await call('POST /api/timesheets', team.worker, {
      body: {
        date: '2026-11-18',
        entryType: 'non-billable',
        description: 'Toolbox talk and induction',
        startTime: '07:00',
        endTime: '11:00',
        breakMinutes: 15,
        status: 'approved',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'approved', totalHours: '3.75', lineItems: [] });
  });

  it('keeps non-billable time off any project the form sent along', async () => {
    const res = await call('POST /api/timesheets', team.worker, {
      body: {
        date: '2026-11-18',
        entryType: 'non-billable',
        projectId: approval.id,
        description: '  Yard clean-up  ',
        startTime: '12:00',
        endTime: '14:00',
        breakMinutes: 0,
        status: 'approved',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      projectId: null,
      projectName: null,
      status: 'approved',
      description: 'Yard clean-up',
      startTime: '12:00',
      endTime: '14:00',
      totalHours: '2.00',
    });
  });
});

describe('validation (spec 001 §5)', () => {
  it.each([
    [{ date: '' }, 'Date is required'],
    [{ date: '2026-02-30' }, 'Date must be a real date (yyyy-MM-dd)'],
    [{ projectId: null, entryType: 'billable' }, 'Project is required'],
    [{ lineItems: [{ entryType: 'time', startTime: '08:00', endTime: '09:00' }] }, 'Rate item is required'],
    [
      { lineItems: [{ projectRateItemId: 1, entryType: 'qty', quantity: 0 }] },
      'Please add at least one work item with quantity or time range.',
    ],
    [{ lineItems: [] }, 'Please add at least one work item with quantity or time range.'],
    [
      { lineItems: [{ projectRateItemId: 1, entryType: 'qty', quantity: 0.005 }] },
      'Quantity can have at most 2 decimal places',
    ],
    [
      { lineItems: [{ projectRateItemId: 1, entryType: 'qty', quantity: '0x10' }] },
      'Quantity must be a number of 0 or more',
    ],
    [
      {
        lineItems: [
          {
            projectRateItemId: 1,
            entryType: 'time',
            startTime: '08:00',
            endTime: '17:00',
            breakMinutes: '0b11',
          },
        ],
      },
      'Break must be 0 to 480 minutes',
    ],
    [
      { lineItems: [{ projectRateItemId: 1, entryType: 'time', startTime: '08:00', endTime: '99:00' }] },
      'End time is required',
    ],
    [
      {
        lineItems: [
          {
            projectRateItemId: 1,
            entryType: 'time',
            startTime: '08:00',
            endTime: '17:00',
            breakMinutes: 481,
          },
        ],
      },
      'Break must be 0 to 480 minutes',
    ],
    [
      {
        entryType: 'non-billable',
        projectId: null,
        lineItems: undefined,
        startTime: '08:00',
        endTime: '10:00',
      },
      'Please provide activity description, start time, and end time.',
    ],
    [
      {
        entryType: 'non-billable',
        projectId: null,
        lineItems: undefined,
        description: 'Yard',
        startTime: '10:00',
        endTime: '09:00',
      },
      'End time must be after start time.',
    ],
  ])('%# refuses %o: %s', async (change, message) => {
    const res = await call('POST /api/timesheets', team.worker, { raw: { ...standardDay(), ...change } });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it('refuses a work item that ends before it starts, naming its field, even beside one with work', async () => {
    const reversed = {
      projectRateItemId: items.pump.id,
      entryType: 'time' as const,
      startTime: '17:00',
      endTime: '08:00',
    };
    const res = await call('POST /api/timesheets', team.worker, {
      body: standardDay({ lineItems: [...standardDay().lineItems!, reversed] }),
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'End time must be after start time.',
      field: 'lineItems.1.endTime',
    });
    const quickAdd = {
      projectId: auto.id,
      projectRateItemId: items.pump.id,
      startTime: '17:00',
      endTime: '08:00',
    };
    const again = await call('POST /api/timesheets', team.worker, {
      body: {
        ...standardDay(),
        lineItems: undefined,
        ...quickAdd,
      },
    });
    expect(body(again)).toMatchObject({ message: 'End time must be after start time.', field: 'endTime' });
  });

  it('keeps a draft waiting for its work items (the quick add without a billing item), a completed one not', async () => {
    const draft = await call('POST /api/timesheets', team.worker, {
      body: {
        ...standardDay({ status: 'draft' }),
        lineItems: undefined,
      },
    });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', lineItems: [] });
    const done = await call('POST /api/timesheets', team.worker, {
      body: {
        ...standardDay(),
        lineItems: undefined,
      },
    });
    expect(body(done)).toMatchObject({
      message: 'Please add at least one work item with quantity or time range.',
    });
  });

  it('rolls the whole docket back when one work item is bad', async () => {
    const before = (await t.db.select().from(dockets)).length;
    const res = await call('POST /api/timesheets', team.worker, {
      body: standardDay({
        lineItems: [
          {
            projectRateItemId: items.labour.id,
            entryType: 'time',
            startTime: '07:00',
            endTime: '15:00',
            breakMinutes: 30,
          },
          { projectRateItemId: items.approvalLabour.id, entryType: 'qty', quantity: 3 },
        ],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('That rate item is not on this project');
    expect((await t.db.select().from(dockets)).length).toBe(before);
  });

  it('refuses a rate item that is no longer active, on a new docket and on an added work item', async () => {
    const retired = await createProjectRateItem(t.db, {
      companyId: team.company.id,
      projectId: auto.id,
      name: 'Old Roller',
      unit: 'hr',
      rate: '95.00',
    });
    await t.db.update(projectRateItems).set({ isActive: false }).where(eq(projectRateItems.id, retired.id));
    const item = { projectRateItemId: retired.id, entryType: 'qty' as const, quantity: 2 };
    const created = await call('POST /api/timesheets', team.worker, {
      body: standardDay({ lineItems: [item] }),
    });
    expect(created.statusCode).toBe(400);
    expect(body(created).message).toBe('That rate item is not on this project');

    const docket = (await call('POST /api/timesheets', team.worker, { body: standardDay() })).json();
    const added = await call('POST /api/timesheets/:id/line-items', team.worker, {
      params: { id: docket.id },
      body: item,
    });
    expect(added.statusCode).toBe(400);
    expect(body(added).message).toBe('That rate item is not on this project');
  });

  it('writes nothing at all when the database refuses one work item of the statement', async () => {
    const count = async () => ({
      dockets: (await t.db.select().from(dockets)).length,
      items: (await t.db.select().from(docketLineItems)).length,
      events: (await t.db.select().from(docketEvents)).length,
    });
    const before = await count();
    const actor = {
      userId: team.worker.id,
      companyId: team.company.id,
      role: 'worker' as const,
      sessionId: 0,
    };
    // Past the API's checks (a break of 481 minutes is a 400 there): the CHECK constraint fails mid-statement.
    const input = createDocketBody.parse(standardDay());
    input.lineItems![0]!.breakMinutes = 481;
    await expect(createDocket(t.db, actor, input)).rejects.toThrow();
    expect(await count()).toEqual(before);
  });

  it('refuses a project the worker is not assigned to, or of another company', async () => {
    const unassigned = await createProject(t.db, { companyId: team.company.id });
    expect(
      (await call('POST /api/timesheets', team.worker, { body: standardDay({ projectId: unassigned.id }) }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST /api/timesheets', other.worker, { body: standardDay() })).statusCode).toBe(404);
    expect((await call('POST /api/timesheets', team.office, { body: standardDay() })).statusCode).toBe(403);
  });
});

describe('Idempotency-Key', () => {
  it('creates one docket however often the same submission is retried', async () => {
    const before = (await t.db.select().from(dockets)).length;
    const key = `offline-${Date.now()}`;
    const first = await call('POST /api/timesheets', team.worker, {
      body: standardDay({ date: '2026-11-19' }),
      idempotencyKey: key,
    });
    const second = await call('POST /api/timesheets', team.worker, {
      body: standardDay({ date: '2026-11-19' }),
      idempotencyKey: key,
    });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).toBe(first.json().id);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await t.db.select().from(dockets)).length).toBe(before + 1);
    const changed = await call('POST /api/timesheets', team.worker, {
      body: standardDay({ date: '2026-11-20' }),
      idempotencyKey: key,
    });
    expect(changed.statusCode).toBe(409);
  });

  it('keeps keys per user: the same key from two people creates two dockets', async () => {
    const worker2 = await signedIn(t.db, team.company.id, 'worker');
    await assignToProject(t.db, { companyId: team.company.id, projectId: auto.id, userId: worker2.id });
    const key = 'same-key';
    const a = (
      await call('POST /api/timesheets', team.worker, { body: standardDay(), idempotencyKey: key })
    ).json();
    const b = (
      await call('POST /api/timesheets', worker2, { body: standardDay(), idempotencyKey: key })
    ).json();
    expect(a.id).not.toBe(b.id);
  });

  it('makes a work-item POST idempotent as well', async () => {
    const docket = (
      await call('POST /api/timesheets', team.worker, { body: standardDay({ status: 'draft' }) })
    ).json();
    const key = `item-${docket.id}`;
    const item = { projectRateItemId: items.pump.id, entryType: 'qty' as const, quantity: 2 };
    await call('POST /api/timesheets/:id/line-items', team.worker, {
      params: { id: docket.id },
      body: item,
      idempotencyKey: key,
    });
    await call('POST /api/timesheets/:id/line-items', team.worker, {
      params: { id: docket.id },
      body: item,
      idempotencyKey: key,
    });
    expect(
      (await call('GET /api/timesheets/:id/line-items', team.worker, { params: { id: docket.id } })).json(),
    ).toHaveLength(2);
  });
});

describe('changes and deletion', () => {
  it('sends an approved docket back to draft when edited, clearing the signature', async () => {
    const docket = (await call('POST /api/timesheets', team.worker, { body: standardDay() })).json();
    await t.db
      .update(dockets)
      .set({ signature: 'data:image/png;base64,iVBORw0KGgo=', signedAt: new Date() })
      .where(eq(dockets.id, docket.id));
    const edited = await call('PUT /api/timesheets/:id', team.worker, {
      params: { id: docket.id },
      body: { notes: 'Finished at 4' },
    });
    expect(edited.json()).toMatchObject({
      status: 'draft',
      signature: null,
      signedAt: null,
      notes: 'Finished at 4',
    });
    const events = (
      await call('GET /api/timesheets/:id/events', team.admin, { params: { id: docket.id } })
    ).json();
    expect(events.map((e) => e.eventType)).toEqual(['created', 'edited', 'reverted_to_draft']);
  });

  it('deletes drafts only; voids the others; an approved one cannot be deleted', async () => {
    const draft = (
      await call('POST /api/timesheets', team.worker, { body: standardDay({ status: 'draft' }) })
    ).json();
    const approved = (await call('POST /api/timesheets', team.worker, { body: standardDay() })).json();
    const refused = await call('DELETE /api/timesheets/:id', team.worker, { params: { id: approved.id } });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('Only draft dockets can be deleted. Mark it void instead.');
    expect(
      (
        await call('PUT /api/timesheets/:id', team.worker, {
          params: { id: draft.id },
          body: { status: 'void' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('DELETE /api/timesheets/:id', team.worker, { params: { id: draft.id } })).statusCode,
    ).toBe(200);
    expect(
      (await call('GET /api/timesheets/:id', team.worker, { params: { id: draft.id } })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT /api/timesheets/:id', team.worker, {
          params: { id: approved.id },
          body: { status: 'void' },
        })
      ).json(),
    ).toMatchObject({ status: 'void' });
    expect(
      (
        await call('PUT /api/timesheets/:id', team.worker, {
          params: { id: approved.id },
          body: { notes: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('DELETE /api/timesheets/:id', team.worker, { params: { id: approved.id } })).statusCode,
    ).toBe(409);
  });

  it('lets only the owner, admin and office toggle Count on Timesheet', async () => {
    const docket = (await call('POST /api/timesheets', team.worker, { body: standardDay() })).json();
    expect(
      (
        await call('PUT /api/timesheets/:id', team.office, {
          params: { id: docket.id },
          body: { countOnTimesheet: false },
        })
      ).json(),
    ).toMatchObject({ countOnTimesheet: false, status: 'approved' });
    // The foreman sees drafts on their projects, but may not change the count.
    const draft = (
      await call('POST /api/timesheets', team.worker, { body: standardDay({ status: 'draft' }) })
    ).json();
    expect(
      (
        await call('PUT /api/timesheets/:id', team.foreman, {
          params: { id: draft.id },
          body: { countOnTimesheet: false },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT /api/timesheets/:id', team.foreman, {
          params: { id: docket.id },
          body: { countOnTimesheet: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps other workers and other companies out (404)', async () => {
    const docket = (await call('POST /api/timesheets', team.worker, { body: standardDay() })).json();
    const colleague = await signedIn(t.db, team.company.id, 'worker');
    for (const who of [colleague, other.admin, other.worker]) {
      expect((await call('GET /api/timesheets/:id', who, { params: { id: docket.id } })).statusCode).toBe(
        404,
      );
      expect(
        (await call('PUT /api/timesheets/:id', who, { params: { id: docket.id }, body: { notes: 'x' } }))
          .statusCode,
      ).toBe(404);
      expect((await call('DELETE /api/timesheets/:id', who, { params: { id: docket.id } })).statusCode).toBe(
        404,
      );
      expect(
        (await call('GET /api/timesheets/:id/events', who, { params: { id: docket.id } })).statusCode,
      ).toBe(404);
    }
    expect(
      (await call('GET /api/users/:id/timesheets', colleague, { params: { id: team.worker.id } })).statusCode,
    ).toBe(403);
  });
});

describe('the week view', () => {
  it("lists a worker's week sorted by day and start, without completed projects, and no money for the worker", async () => {
    const worker = await signedIn(t.db, team.company.id, 'worker');
    const done = await createProject(t.db, { companyId: team.company.id, isActive: true });
    const doneItem = await createProjectRateItem(t.db, { companyId: team.company.id, projectId: done.id });
    for (const p of [auto.id, done.id])
      await assignToProject(t.db, { companyId: team.company.id, projectId: p, userId: worker.id });
    const day = (date: string, start: string, end = '16:00', projectId = auto.id, item = items.labour.id) =>
      call('POST /api/timesheets', worker, {
        body: {
          date,
          projectId,
          status: 'approved',
          lineItems: [
            { projectRateItemId: item, entryType: 'time', startTime: start, endTime: end, breakMinutes: 0 },
          ],
        },
      });
    await day('2026-11-18', '10:00');
    await day('2026-11-17', '09:00');
    await day('2026-11-18', '06:00', '10:00');
    await day('2026-11-19', '07:00', '16:00', done.id, doneItem.id);
    await day('2026-11-25', '07:00');
    await call('PATCH /api/projects/:id/archive', team.admin, {
      params: { id: done.id },
      body: { isActive: false },
    });

    const week = (
      await call('GET /api/users/:id/timesheets', worker, {
        params: { id: worker.id },
        query: { startDate: '2026-11-16', endDate: '2026-11-22' },
      })
    ).json();
    expect(week.map((d) => [d.date, d.lineItems[0]!.startTime])).toEqual([
      ['2026-11-17', '09:00'],
      ['2026-11-18', '06:00'],
      ['2026-11-18', '10:00'],
    ]);
    expect(moneyFields(week)).toEqual([]);
    const asOffice = (
      await call('GET /api/users/:id/timesheets', team.office, {
        params: { id: worker.id },
        query: { startDate: '2026-11-16', endDate: '2026-11-22' },
      })
    ).json();
    expect(asOffice.every((d) => d.totalValue !== undefined)).toBe(true);
    const bad = await call('GET /api/users/:id/timesheets', worker, {
      params: { id: worker.id },
      query: { startDate: '2026-11-22', endDate: '2026-11-16' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
