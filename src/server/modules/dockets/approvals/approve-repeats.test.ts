import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignToProject, createDocket, createProject, signaturePng } from '../../../db/factories';
import { docketEvents } from '../../../db/schema';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { companyWithTeam } from '../../../../../tests/support/people';

/**
 * Issue 29: Approve pressed twice by a signed-in foreman with one Idempotency-Key approves once,
 * and the repeat gets the first approval's reply instead of 'This docket is already approved'.
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  projectId = (await createProject(t.db, { companyId, name: 'Stormwater', requireApproval: true })).id;
  for (const [person, role] of [
    [team.worker, 'worker'],
    [team.foreman, 'foreman'],
  ] as const)
    await assignToProject(t.db, { companyId, projectId, userId: person.id, role });
});
afterAll(() => t.close());

const call = client(() => t);

let day = 0;
const pendingDocket = () =>
  createDocket(t.db, {
    companyId: team.company.id,
    workerId: team.worker.id,
    projectId,
    date: `2026-06-${String(++day).padStart(2, '0')}`,
    status: 'pending_approval',
    foremanName: `${team.foreman.firstName} ${team.foreman.lastName}`,
    foremanEmail: team.foreman.email,
    lineItems: [{ name: 'Labourer', startTime: '07:00', endTime: '15:00', rate: '70.00' }],
  });
const approvals = async (docketId: number) =>
  t.db
    .select({ id: docketEvents.id })
    .from(docketEvents)
    .where(and(eq(docketEvents.docketId, docketId), eq(docketEvents.eventType, 'approved')));

describe('a signed-in approval with an Idempotency-Key', () => {
  it('approves once and answers the repeat with the same docket', async () => {
    const docket = await pendingDocket();
    const press = (idempotencyKey: string) =>
      call('POST /api/timesheets/:id/approve', team.foreman, {
        params: { id: docket.id },
        body: { signature: signaturePng(3) },
        idempotencyKey,
      });
    const first = await press('approve-1');
    const repeat = await press('approve-1');
    expect([first.statusCode, repeat.statusCode], first.body).toEqual([200, 200]);
    expect(first.json()).toMatchObject({
      status: 'approved',
      approvedByName: `${team.foreman.firstName} ${team.foreman.lastName}`,
    });
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await approvals(docket.id)).toHaveLength(1);

    // Another press (a new key) is a new approval, refused as before.
    const again = await press('approve-2');
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({
      message: 'This docket is already approved',
      code: 'ALREADY_APPROVED',
    });
    expect(await approvals(docket.id)).toHaveLength(1);
  });
});
