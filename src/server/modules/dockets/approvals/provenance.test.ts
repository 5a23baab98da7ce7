import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyOf } from '../../../../shared/api/reply';
import {
  assignToProject,
  createProject,
  createProjectForeman,
  createProjectRateItem,
  signaturePng,
} from '../../../db/factories';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { pdfText } from '../../../../../tests/support/pdf';
import { bearer, companyWithTeam, type Person } from '../../../../../tests/support/people';

/** Issue 11 point 5: every approval records how it was made, and the office reads it in words. */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let project: { id: number; code: string };
let item: { id: number };
let dave: { id: number };
const SIGNATURE = signaturePng(5);

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  project = await createProject(t.db, { companyId, name: 'Pier 4', requireApproval: true });
  for (const person of [team.worker, team.foreman])
    await assignToProject(t.db, { companyId, projectId: project.id, userId: person.id });
  item = await createProjectRateItem(t.db, { companyId, projectId: project.id, name: 'Crane', rate: '200' });
  dave = await createProjectForeman(t.db, {
    companyId,
    projectId: project.id,
    foremanName: 'Dave Robertson',
    foremanEmail: 'dave@builder.example',
  });
});
afterAll(() => t.close());

type Docket = ReplyOf<'GET /api/timesheets/:id'>;
let day = 0;
const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
const nameOf = (p: Person) => `${p.firstName} ${p.lastName}`.trim();

async function draft() {
  return body<Docket>(
    await call(team.worker, 'POST', '/api/timesheets', {
      date: `2026-09-${String(++day).padStart(2, '0')}`,
      projectId: project.id,
      status: 'draft',
      lineItems: [{ projectRateItemId: item.id, entryType: 'qty', quantity: 2 }],
    }),
  );
}

/** What the office reads of a docket: its list row, its timeline and its PDF. */
async function officeSees(id: number) {
  const list = body<ReplyOf<'GET /api/companies/:companyId/timesheets'>>(
    await call(team.office, 'GET', `/api/companies/${team.company.id}/timesheets`),
  );
  const events = body<ReplyOf<'GET /api/timesheets/:id/events'>>(
    await call(team.office, 'GET', `/api/timesheets/${id}/events`),
  );
  const pdf = pdfText((await call(team.office, 'GET', `/api/timesheets/${id}/pdf`)).rawPayload);
  return {
    row: list.find((d) => d.id === id)!,
    approved: events.find((e) => e.eventType === 'approved')!,
    pdf,
  };
}

describe('approval provenance', () => {
  it("a foreman signing on the worker's phone is recorded and shown as a hand-over", async () => {
    const docket = await draft();
    const res = await call(team.worker, 'POST', `/api/timesheets/${docket.id}/approve`, {
      signature: SIGNATURE,
      foremanId: dave.id,
    });
    expect(body(res)).toMatchObject({
      status: 'approved',
      approvedByName: 'Dave Robertson',
      approvalMethod: 'worker_phone',
      approvalDeviceOwner: nameOf(team.worker),
    });
    const { row, approved, pdf } = await officeSees(docket.id);
    expect(row).toMatchObject({ approvalMethod: 'worker_phone', approvalDeviceOwner: nameOf(team.worker) });
    expect(approved.details).toMatchObject({
      approvalMethod: 'worker_phone',
      approvalDeviceOwner: nameOf(team.worker),
    });
    expect(pdf).toContain(`Signed on ${nameOf(team.worker)}'s phone by Dave Robertson`);
    expect(pdf).not.toContain('approval link');
  });

  it('a signed-in foreman signing as themselves is recorded as their account', async () => {
    const docket = await draft();
    const res = await call(team.foreman, 'POST', `/api/timesheets/${docket.id}/approve`, {
      signature: SIGNATURE,
    });
    expect(body(res)).toMatchObject({
      approvedByName: nameOf(team.foreman),
      approvalMethod: 'foreman_account',
      approvalDeviceOwner: null,
    });
    expect((await officeSees(docket.id)).pdf).toContain(
      `Approved by ${nameOf(team.foreman)}, signed in to their own account`,
    );
  });

  it('signing on site with the project code is recorded as such', async () => {
    const docket = await draft();
    await call(team.worker, 'PUT', `/api/timesheets/${docket.id}`, {
      status: 'pending_approval',
      foremanId: dave.id,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/timesheets/${docket.id}/foreman-approve`,
      payload: { signature: SIGNATURE, projectCode: project.code, foremanId: dave.id },
      remoteAddress: '10.52.0.1',
    });
    expect(body(res)).toMatchObject({ approvalMethod: 'project_code', approvedByName: 'Dave Robertson' });
    expect((await officeSees(docket.id)).pdf).toContain(
      'Signed by Dave Robertson on site with the project code',
    );
  });

  it('an edit after approval clears the provenance with the signature', async () => {
    const docket = await draft();
    await call(team.worker, 'POST', `/api/timesheets/${docket.id}/approve`, {
      signature: SIGNATURE,
      foremanId: dave.id,
    });
    const edited = await call(team.worker, 'PUT', `/api/timesheets/${docket.id}`, { notes: 'Changed' });
    expect(body(edited)).toMatchObject({ status: 'draft', approvalMethod: null, approvalDeviceOwner: null });
  });
});
