import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BodyPart } from '../../../shared/api/call-shape';
import { addDays } from '../../../shared/dates';
import { assignToProject, createProject, createProjectRateItem } from '../../db/factories';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client as testClient } from '../../../../tests/support/client';
import { companyWithTeam, signedIn, type Person } from '../../../../tests/support/people';

/** DECISIONS 'Overlapping dockets': one worker's non-void dockets of one day may not overlap. */

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let project: { id: number };
let labour: { id: number };
let excavator: { id: number };
let worker: Person;
let days = 0;
let date: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  project = await createProject(t.db, { companyId, requireApproval: false });
  labour = await createProjectRateItem(t.db, { companyId, projectId: project.id, unit: 'hr', rate: '72.00' });
  excavator = await createProjectRateItem(t.db, { companyId, projectId: project.id, unit: 'hr' });
  worker = await signedIn(t.db, companyId, 'worker');
  await assignToProject(t.db, { companyId, projectId: project.id, userId: worker.id });
  await assignToProject(t.db, { companyId, projectId: project.id, userId: team.worker.id });
});
afterAll(() => t.close());

const call = testClient(() => t);
const time = (startTime: string, endTime: string, item = labour.id) => ({
  projectRateItemId: item,
  entryType: 'time' as const,
  startTime,
  endTime,
  breakMinutes: 30,
});
type NewDocket = BodyPart<'POST /api/timesheets'>['body'];
type Item = NonNullable<NewDocket['lineItems']>[number];
const docket = (...lineItems: Item[]) => ({
  date,
  projectId: project.id,
  status: 'draft' as NewDocket['status'],
  lineItems,
});
const create = (payload: NewDocket, who = worker, headers = {}) =>
  call('POST /api/timesheets', who, { body: payload, headers });
const created = async (payload: NewDocket) => (await create(payload)).json().id;
const refusal = (id: number, times: string) =>
  `This time overlaps docket #${id} (${times}): change the times or edit that docket.`;

describe('overlapping dockets', () => {
  beforeAll(() => {
    date = addDays('2026-03-02', days++);
  });

  it('refuses a second docket whose time overlaps, naming the first and its times', async () => {
    const first = await created(docket(time('06:30', '12:00'), time('11:00', '14:00', excavator.id)));
    const res = await create(docket(time('13:30', '17:00')));
    expect(res.statusCode).toBe(409);
    expect(body(res)).toEqual({
      message: refusal(first, '06:30–14:00'),
      code: 'CONFLICT',
      field: 'lineItems',
    });
    const nonBillable = await create({
      date,
      entryType: 'non-billable',
      description: 'Yard',
      startTime: '05:00',
      endTime: '07:00',
      breakMinutes: 0,
      status: 'approved',
    });
    expect(nonBillable.statusCode).toBe(409);
  });

  it('accepts times that only touch, other workers, quantities and items that overlap each other', async () => {
    expect((await create(docket(time('14:00', '16:00')))).statusCode).toBe(201);
    expect((await create(docket(time('06:30', '14:00')), team.worker)).statusCode).toBe(201);
    const qty = { projectRateItemId: excavator.id, entryType: 'qty' as const, quantity: '6.50' };
    expect((await create(docket(qty))).statusCode).toBe(201);
    const res = await create({ ...docket(time('16:00', '18:00'), time('16:00', '18:00', excavator.id)) });
    expect(res.statusCode).toBe(201);
  });

  it('frees the time of a voided docket', async () => {
    date = addDays('2026-03-02', days++);
    const first = await created({ ...docket(time('07:00', '15:00')), status: 'approved' });
    expect((await create(docket(time('08:00', '09:00')))).statusCode).toBe(409);
    await call('PUT /api/timesheets/:id', worker, { params: { id: first }, body: { status: 'void' } });
    expect((await create(docket(time('08:00', '09:00')))).statusCode).toBe(201);
  });

  it('refuses an edit, a move to another day and an added time item that would overlap', async () => {
    date = addDays('2026-03-02', days++);
    const morning = await created(docket(time('06:00', '10:00')));
    const afternoon = await created(docket(time('12:00', '16:00')));
    const edit = await call('PUT /api/timesheets/:id', worker, {
      params: { id: afternoon },
      body: {
        lineItems: [time('09:00', '16:00')],
      },
    });
    expect(edit.statusCode).toBe(409);
    expect(body(edit).message).toBe(refusal(morning, '06:00–10:00'));
    const widen = await call('POST /api/timesheets/:id/line-items', worker, {
      params: { id: afternoon },
      body: time('08:00', '12:30'),
    });
    expect(widen.statusCode).toBe(409);
    expect(body(widen).message).toBe(refusal(morning, '06:00–10:00'));

    const elsewhere = addDays(date, 100);
    const other = await created({ ...docket(time('07:00', '11:00')), date: elsewhere });
    const moved = await call('PUT /api/timesheets/:id', worker, { params: { id: other }, body: { date } });
    expect(moved.statusCode).toBe(409);
    expect(body(moved).message).toBe(refusal(morning, '06:00–10:00'));
    // The refused writes left everything as it was: the afternoon still fits after the morning.
    expect((await create(docket(time('10:00', '12:00')))).statusCode).toBe(201);
  });

  it('holds for retried (idempotent) submissions and for two submissions at once', async () => {
    date = addDays('2026-03-02', days++);
    const first = await created(docket(time('07:00', '15:00')));
    const keyed = await create(docket(time('14:00', '18:00')), worker, { 'idempotency-key': `k-${date}` });
    expect(keyed.statusCode).toBe(409);
    expect(body(keyed).message).toBe(refusal(first, '07:00–15:00'));

    date = addDays('2026-03-02', days++);
    const both = await Promise.all([
      create(docket(time('07:00', '12:00'))),
      create(docket(time('09:00', '13:00'))),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
