import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocket as insertDocket } from '../../db/factories';
import { dockets } from '../../db/schema';
import { SIGNATURE_MSG } from '../../../shared/dockets/schemas';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client } from '../../../../tests/support/client';
import { companyWithTeam } from '../../../../tests/support/people';

/**
 * 001 §7 lists signature and signedAt among PUT /api/timesheets/:id's fields. The server takes a
 * signature only through approval, so a signature sent to PUT is refused with how to add one, never
 * dropped without a word; null (what an edit leaves) is taken when it holds.
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
const call = client(() => t);
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
});
afterAll(() => t.close());

let day = 0;
const docketOf = (over: Partial<typeof dockets.$inferInsert> = {}) =>
  insertDocket(t.db, {
    companyId: team.company.id,
    workerId: team.worker.id,
    entryType: 'non-billable',
    description: 'Site induction',
    date: new Date(Date.UTC(2026, 2, 2 + day++)).toISOString().slice(0, 10),
    startTime: '07:00',
    endTime: '11:00',
    ...over,
  });
const stored = async (id: number) => (await t.db.select().from(dockets).where(eq(dockets.id, id)))[0]!;

describe('PUT /api/timesheets/:id and the signature', () => {
  it.each([
    ['signature', { signature: PNG }],
    ['signedAt', { signedAt: '2026-03-02T09:00:00.000Z' }],
    [
      'both, with a foreman signing in the spec’s shape',
      { signature: PNG, signedAt: '2026-03-02T09:00:00Z' },
    ],
  ])('refuses %s with how a signature is added, and changes nothing', async (_, sent) => {
    const docket = await docketOf();
    const before = await stored(docket.id);
    // raw: a signature sent to PUT is what the route must refuse.
    const res = await call('PUT /api/timesheets/:id', team.foreman, {
      params: { id: docket.id },
      raw: { notes: 'Signed', ...sent },
    });
    expect({ status: res.statusCode, message: body(res).message }).toEqual({
      status: 400,
      message: SIGNATURE_MSG.byApproval,
    });
    expect(await stored(docket.id)).toEqual(before);
  });

  it('takes null where the docket ends without a signature: an edit of an approved docket', async () => {
    const docket = await docketOf({ status: 'approved', signature: PNG, signedAt: new Date() });
    const res = await call('PUT /api/timesheets/:id', team.worker, {
      params: { id: docket.id },
      body: { notes: 'Finished at 11', signature: null, signedAt: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'draft',
      signature: null,
      signedAt: null,
      notes: 'Finished at 11',
    });
  });

  it('refuses null that would not hold: a signed docket whose count alone changes keeps its signature', async () => {
    const docket = await docketOf({ status: 'approved', signature: PNG, signedAt: new Date() });
    const res = await call('PUT /api/timesheets/:id', team.worker, {
      params: { id: docket.id },
      body: { countOnTimesheet: false, signature: null },
    });
    expect({ status: res.statusCode, message: body(res).message, field: body(res).field }).toEqual({
      status: 400,
      message: SIGNATURE_MSG.kept,
      field: 'signature',
    });
    expect(await stored(docket.id)).toMatchObject({ signature: PNG, countOnTimesheet: true });
  });
});
