import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignToProject, createDocket, createProject, createProjectForeman, uniq } from '../../db/factories';
import { body, caller, createTestApp, type TestApp } from '../../../../tests/support/app';
import { companyWithTeam } from '../../../../tests/support/people';

/** No mail server (SMTP_URL unset): every reply that sends mail says it was not delivered. */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
const call = caller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const NOT_SENT = 'not_sent';

describe('replies that send mail say whether it was delivered', () => {
  it('invitations: created and resent carry emailStatus', async () => {
    const created = await call('POST', `/api/companies/${team.company.id}/invitations`, team.admin, {
      email: `kai.${uniq()}@x.test`,
      firstName: 'Kai',
      lastName: 'Ng',
      role: 'worker',
    });
    expect(body(created)).toMatchObject({ emailStatus: NOT_SENT });
    const { id } = body<{ id: number }>(created);
    expect(body(await call('POST', `/api/invitations/${id}/resend`, team.admin))).toMatchObject({
      emailStatus: NOT_SENT,
    });
  });

  it('project share, docket PDF and approval request carry status, and never claim sending', async () => {
    const companyId = team.company.id;
    const project = await createProject(t.db, { companyId });
    await assignToProject(t.db, { companyId, projectId: project.id, userId: team.worker.id });
    const foreman = await createProjectForeman(t.db, {
      companyId,
      projectId: project.id,
      foremanName: 'Sam Foreman',
      foremanEmail: `sam.${uniq()}@x.test`,
    });
    const docket = await createDocket(t.db, {
      companyId,
      workerId: team.worker.id,
      projectId: project.id,
      date: '2026-03-02',
      status: 'draft',
    });

    const share = await call('POST', `/api/projects/${project.id}/share`, team.office, { email: 'a@x.test' });
    expect(body(share)).toEqual({ status: NOT_SENT });

    const pdf = await call('POST', `/api/timesheets/${docket.id}/email`, team.office, { email: 'b@x.test' });
    expect(body(pdf)).toEqual({
      message: 'Timesheet PDF saved, not delivered: no mail server is set up',
      status: NOT_SENT,
    });

    const approval = await call('POST', `/api/timesheets/${docket.id}/send-approval-email`, team.worker, {
      foremanId: foreman.id,
    });
    expect(body(approval)).toEqual({
      message: 'Approval request saved, not delivered: no mail server is set up',
      status: NOT_SENT,
    });
  });
});
