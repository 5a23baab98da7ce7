import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignToProject,
  createProject,
  createProjectForeman,
  createProjectRateItem,
  signaturePng,
} from '../../../db/factories';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client as testClient } from '../../../../../tests/support/client';
import { pdfText } from '../../../../../tests/support/pdf';
import { companyWithTeam, type Person } from '../../../../../tests/support/people';

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

let day = 0;
const call = testClient(() => t);
const nameOf = (p: Person) => `${p.firstName} ${p.lastName}`.trim();

async function draft() {
  return (
    await call('POST /api/timesheets', team.worker, {
      body: {
        date: `2026-09-${String(++day).padStart(2, '0')}`,
        projectId: project.id,
        status: 'draft',
        lineItems: [{ projectRateItemId: item.id, entryType: 'qty', quantity: 2 }],
      },
    })
  ).json();
}

/** What the office reads of a docket: its list row, its timeline and its PDF. */
async function officeSees(id: number) {
  const list = (
    await call('GET /api/companies/:companyId/timesheets', team.office, {
      params: { companyId: team.company.id },
    })
  ).json();
  const events = (await call('GET /api/timesheets/:id/events', team.office, { params: { id } })).json();
  const pdf = pdfText(
    (await call('GET /api/timesheets/:id/pdf', team.office, { params: { id } })).rawPayload,
  );
  return {
    row: list.find((d) => d.id === id)!,
    approved: events.find((e) => e.eventType === 'approved')!,
    pdf,
  };
}

describe('approval provenance', () => {
  it("a foreman signing on the worker's phone is recorded and shown as a hand-over", async () => {
    const docket = await draft();
    const res = await call('POST /api/timesheets/:id/approve', team.worker, {
      params: { id: docket.id },
      body: {
        signature: SIGNATURE,
        foremanId: dave.id,
      },
    });
    expect(res.json()).toMatchObject({
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
    const res = await call('POST /api/timesheets/:id/approve', team.foreman, {
      params: { id: docket.id },
      body: {
        signature: SIGNATURE,
      },
    });
    expect(res.json()).toMatchObject({
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
    await call('PUT /api/timesheets/:id', team.worker, {
      params: { id: docket.id },
      body: {
        status: 'pending_approval',
        foremanId: dave.id,
      },
    });
    const res = await call('POST /api/timesheets/:id/foreman-approve', null, {
      params: { id: docket.id },
      body: { signature: SIGNATURE, projectCode: project.code, foremanId: dave.id },
      remoteAddress: '10.52.0.1',
    });
    expect(res.json()).toMatchObject({ approvalMethod: 'project_code', approvedByName: 'Dave Robertson' });
    expect((await officeSees(docket.id)).pdf).toContain(
      'Signed by Dave Robertson on site with the project code',
    );
  });

  it('an edit after approval clears the provenance with the signature', async () => {
    const docket = await draft();
    await call('POST /api/timesheets/:id/approve', team.worker, {
      params: { id: docket.id },
      body: {
        signature: SIGNATURE,
        foremanId: dave.id,
      },
    });
    const edited = await call('PUT /api/timesheets/:id', team.worker, {
      params: { id: docket.id },
      body: { notes: 'Changed' },
    });
    expect(edited.json()).toMatchObject({ status: 'draft', approvalMethod: null, approvalDeviceOwner: null });
  });
});
