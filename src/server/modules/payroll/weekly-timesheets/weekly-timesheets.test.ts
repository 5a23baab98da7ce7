import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import type { BodyPart } from '../../../../shared/api/call-shape';
import { createUser } from '../../../db/factories';
import { WEEKLY_MSG } from '../../../../shared/payroll/weekly-timesheets-schemas';
import {
  weekEntries,
  weeklyCompany,
  type WeeklyCompany,
} from '../../../../../tests/support/weekly-timesheets';

/** /api/weekly-timesheets: New Timesheet from dockets, create, partial update, refusals (002 §4, issue 15). */

let t: TestApp;
let co: WeeklyCompany;
let other: WeeklyCompany;
beforeAll(async () => {
  t = await createTestApp();
  co = await weeklyCompany(t.db);
  other = await weeklyCompany(t.db);
});
afterAll(() => t?.close());

const call = client(() => t);
const list = (weekEnding: string, who = co.team.office, companyId = co.companyId) =>
  call('GET /api/weekly-timesheets', who, { query: { companyId, weekEnding } });
const create = (sent: BodyPart<'POST /api/weekly-timesheets'>['body'], who = co.team.office) =>
  call('POST /api/weekly-timesheets', who, { body: sent });
const update = (id: number, sent: BodyPart<'PUT /api/weekly-timesheets/:id'>['body'], who = co.team.office) =>
  call('PUT /api/weekly-timesheets/:id', who, { params: { id }, body: sent });
const fromDockets = (userId: number, weekEnding: string, who = co.team.office) =>
  call('GET /api/weekly-timesheets/from-dockets', who, { query: { userId, weekEnding } });

/** A sheet of the team's worker for a week, made through the API. */
async function sheetFor(weekEnding: string, over: Parameters<typeof weekEntries>[1] = []) {
  const res = await create({ userId: co.team.worker.id, weekEnding, entries: weekEntries(weekEnding, over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('New Timesheet from the week’s dockets', () => {
  it('splits each day’s counted dockets at the threshold; drafts, dockets off the timesheet and others are left out', async () => {
    // The week of Monday 2 to Sunday 8 November 2026.
    await co.docket('2026-11-02', '06:00', '17:30', { breakMinutes: 30 }); // 11 h: 8 + 3
    await co.docket('2026-11-03', '07:00', '12:00');
    await co.docket('2026-11-03', '12:30', '15:50'); // 5 h + 3 h 20 m = 8.33 h: 8 + 0.33
    await co.docket('2026-11-04', '07:00', '15:00', { count: false });
    await co.docket('2026-11-05', '07:00', '15:00', { status: 'draft' });
    await co.docket('2026-11-06', '07:00', '15:00', { workerId: co.second.id });
    await co.docket('2026-11-09', '07:00', '15:00'); // the next week

    const res = await fromDockets(co.team.worker.id, '2026-11-08');
    expect(res.statusCode, res.body).toBe(200);
    const start = res.json();
    expect(start.docketCount).toBe(3);
    expect(start.overtimeThresholdHours).toBe(8);
    expect(start.entries.map((e) => [e.date, e.ordinaryHours, e.overtimeHours, e.sickHours])).toEqual([
      ['2026-11-02', '8.00', '3.00', '0.00'],
      ['2026-11-03', '8.00', '0.33', '0.00'],
      ['2026-11-04', '0.00', '0.00', '0.00'],
      ['2026-11-05', '0.00', '0.00', '0.00'],
      ['2026-11-06', '0.00', '0.00', '0.00'],
      ['2026-11-07', '0.00', '0.00', '0.00'],
      ['2026-11-08', '0.00', '0.00', '0.00'],
    ]);

    // Saved as it came: the totals are the sums of the days.
    const made = await create({
      userId: co.team.worker.id,
      weekEnding: '2026-11-08',
      entries: start.entries,
    });
    expect(made.statusCode, made.body).toBe(201);
    const sheet = made.json();
    expect(sheet).toMatchObject({
      userId: co.team.worker.id,
      companyId: co.companyId,
      weekEnding: '2026-11-08',
      ordinaryHours: '16.00',
      overtimeHours: '3.33',
      status: 'draft',
      xeroTimesheetId: null,
      user: { id: co.team.worker.id, firstName: co.team.worker.firstName },
    });
    expect((await list('2026-11-08')).json().map((s) => s.id)).toEqual([sheet.id]);
  });

  it('answers 404 User not found for another company’s user and a deactivated one', async () => {
    const gone = await createUser(t.db, { companyId: co.companyId, isActive: false });
    for (const userId of [other.team.worker.id, gone.id]) {
      const res = await fromDockets(userId, '2026-11-08');
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('User not found');
      const made = await create({ userId, weekEnding: '2026-11-08', entries: weekEntries('2026-11-08') });
      expect(made.statusCode).toBe(404);
      expect(body(made).message).toBe('User not found');
    }
  });
});

describe('saving a timesheet', () => {
  it('sums the days exactly (0.1 + 0.2 = 0.30) and refuses a second sheet for the employee’s week', async () => {
    const sheet = await sheetFor('2026-10-04', [
      { ordinaryHours: '0.1', overtimeHours: '0.05' },
      { ordinaryHours: '0.2', overtimeHours: '0.01' },
      { ordinaryHours: 7.5, sickHours: '2.5', holidayHours: '1', notes: 'Left early' },
    ] as never);
    expect(sheet.ordinaryHours).toBe('7.80');
    expect(sheet.overtimeHours).toBe('0.06');
    expect(sheet.entries[0]).toMatchObject({ ordinaryHours: '0.10', overtimeHours: '0.05' });
    expect(sheet.entries[2]).toMatchObject({ sickHours: '2.50', holidayHours: '1.00', notes: 'Left early' });

    const again = await create({
      userId: co.team.worker.id,
      weekEnding: '2026-10-04',
      entries: weekEntries('2026-10-04'),
    });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ message: WEEKLY_MSG.exists, field: 'userId' });
  });

  it('answers a repeat with the same Idempotency-Key with the first reply and makes one sheet', async () => {
    const payload = { userId: co.second.id, weekEnding: '2026-10-11', entries: weekEntries('2026-10-11') };
    const send = () =>
      call('POST /api/weekly-timesheets', co.team.admin, { idempotencyKey: 'weekly-once', body: payload });
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
    expect((await list('2026-10-11')).json()).toHaveLength(1);
  });

  it('changes only the fields sent', async () => {
    const sheet = await sheetFor('2026-10-18', [{ ordinaryHours: '8', notes: 'Site A' }]);
    const numbered = (await update(sheet.id, { employeeNumber: 'EMP-7' })).json();
    expect(numbered).toMatchObject({ employeeNumber: 'EMP-7', status: 'draft', ordinaryHours: '8.00' });
    expect(numbered.entries).toEqual(sheet.entries);

    const approved = (await update(sheet.id, { status: 'approved' })).json();
    expect(approved).toMatchObject({ employeeNumber: 'EMP-7', status: 'approved', ordinaryHours: '8.00' });
    expect(approved.entries).toEqual(sheet.entries);

    const edited = await update(sheet.id, {
      entries: weekEntries('2026-10-18', [
        { ordinaryHours: '8', overtimeHours: '1.5' },
        { sickHours: '7.6' },
      ]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      employeeNumber: 'EMP-7',
      status: 'approved',
      ordinaryHours: '8.00',
      overtimeHours: '1.50',
    });
    expect(edited.json().entries[1]!.sickHours).toBe('7.60');
    expect(edited.json().entries[0]!.notes).toBeNull();
  });
});

describe('refusals', () => {
  const week = '2026-09-27';
  it.each([
    [
      'no employee',
      { userId: undefined, weekEnding: week, entries: weekEntries(week) },
      WEEKLY_MSG.selectUser,
    ],
    [
      'a week ending on a Saturday',
      { weekEnding: '2026-09-26', entries: weekEntries(week) },
      WEEKLY_MSG.weekEnding,
    ],
    ['six entries', { weekEnding: week, entries: weekEntries(week).slice(1) }, WEEKLY_MSG.entryDates],
    ['days out of order', { weekEnding: week, entries: weekEntries(week).reverse() }, WEEKLY_MSG.entryDates],
    ['another week’s days', { weekEnding: week, entries: weekEntries('2026-09-20') }, WEEKLY_MSG.entryDates],
    [
      'negative hours',
      { weekEnding: week, entries: weekEntries(week, [{ ordinaryHours: '-1' }]) },
      WEEKLY_MSG.hours,
    ],
    [
      'over 24 hours',
      { weekEnding: week, entries: weekEntries(week, [{ overtimeHours: '24.5' }]) },
      WEEKLY_MSG.hours,
    ],
    [
      'three places',
      { weekEnding: week, entries: weekEntries(week, [{ sickHours: '1.125' }]) },
      'Hours can have at most 2 decimal places',
    ],
    [
      'hexadecimal',
      { weekEnding: week, entries: weekEntries(week, [{ ordinaryHours: '0x10' }]) },
      WEEKLY_MSG.hours,
    ],
  ])('answers 400 for %s', async (_what, payload, message) => {
    // raw: each body is one the schema refuses.
    const res = await call('POST /api/weekly-timesheets', co.team.office, {
      raw: { userId: co.team.worker.id, ...payload },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it('answers 400 when an update’s entries are not the sheet’s week', async () => {
    const sheet = await sheetFor('2026-09-13');
    const res = await update(sheet.id, { entries: weekEntries('2026-09-20') });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(WEEKLY_MSG.entryDates);
  });

  it('keeps each company to its own: another company’s sheet and list are not found, its lists hold none of ours', async () => {
    const sheet = await sheetFor('2026-09-06');
    const theirs = await update(sheet.id, { status: 'approved' }, other.team.admin);
    expect(theirs.statusCode).toBe(404);
    expect(body(theirs).message).toBe('Weekly timesheet not found');
    const foreign = await list('2026-09-06', other.team.admin);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).message).toBe('Company not found');
    expect((await list('2026-09-06', other.team.admin, other.companyId)).json()).toEqual([]);
    expect((await fromDockets(co.team.worker.id, '2026-09-06', other.team.admin)).statusCode).toBe(404);
  });

  it('refuses workers and foremen (403) on every call', async () => {
    const sheet = await sheetFor('2026-08-30');
    for (const who of [co.team.worker, co.team.foreman]) {
      expect((await list('2026-08-30', who)).statusCode).toBe(403);
      expect((await fromDockets(co.team.worker.id, '2026-08-30', who)).statusCode).toBe(403);
      expect((await create({ userId: who.id, weekEnding: '2026-08-30', entries: [] }, who)).statusCode).toBe(
        403,
      );
      expect((await update(sheet.id, { status: 'approved' }, who)).statusCode).toBe(403);
      const submit = await call('POST /api/weekly-timesheets/submit-xero', who, {
        body: { weekEnding: '2026-08-30' },
      });
      expect(submit.statusCode).toBe(403);
    }
  });
});
