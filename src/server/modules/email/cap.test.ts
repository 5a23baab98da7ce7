import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocket, createProject, createProjectForeman, uniq } from '../../db/factories';
import { accessGrants, dockets, emailLogs, invitations } from '../../db/schema';
import { body, caller, createTestApp, type TestApp } from '../../../../tests/support/app';
import { companyWithTeam } from '../../../../tests/support/people';
import { MAILS_PER_COMPANY_HOUR, MAILS_PER_USER_HOUR } from './cap';

let t: TestApp;
const call = caller(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Mail already sent on someone's behalf, `minutesAgo` ago, straight into the log. */
const sentBefore = (companyId: number, userId: number, n: number, minutesAgo = 5) =>
  t.db.insert(emailLogs).values(
    Array.from({ length: n }, () => ({
      companyId,
      sentByUserId: userId,
      status: 'not_sent' as const,
      emailType: 'project_access',
      to: `someone.${uniq()}@x.test`,
      from: 'app@x.test',
      subject: 'Earlier',
      html: '',
      text: '',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })),
  );

describe('the hourly cap on e-mail sent on a user’s behalf', () => {
  it(`stops one user at ${MAILS_PER_USER_HOUR} an hour with a 429; older mail and colleagues do not count`, async () => {
    const team = await companyWithTeam(t.db);
    const project = await createProject(t.db, { companyId: team.company.id });
    const share = (who: typeof team.office) =>
      call('POST', `/api/projects/${project.id}/share`, who, { email: `site.${uniq()}@client.test` });
    await sentBefore(team.company.id, team.office.id, MAILS_PER_USER_HOUR - 1);
    await sentBefore(team.company.id, team.office.id, 50, 61);
    expect((await share(team.office)).statusCode).toBe(200);
    const refused = await share(team.office);
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toEqual({
      message: `You have sent ${MAILS_PER_USER_HOUR} e-mails in the last hour, the most allowed. Please try again later.`,
      code: 'EMAIL_CAP_REACHED',
      perHour: MAILS_PER_USER_HOUR,
    });
    expect((await share(team.admin)).statusCode).toBe(200);
  });

  it(`stops the company at ${MAILS_PER_COMPANY_HOUR} an hour, before an invitation is even created`, async () => {
    const team = await companyWithTeam(t.db);
    await sentBefore(team.company.id, team.office.id, MAILS_PER_COMPANY_HOUR - MAILS_PER_USER_HOUR + 1);
    await sentBefore(team.company.id, team.foreman.id, MAILS_PER_USER_HOUR - 1);
    const email = `new.${uniq()}@x.test`;
    const res = await call('POST', `/api/companies/${team.company.id}/invitations`, team.admin, {
      email,
      firstName: 'New',
      lastName: 'Person',
      role: 'worker',
    });
    expect(res.statusCode).toBe(429);
    expect(body(res)).toMatchObject({ code: 'EMAIL_CAP_REACHED', perHour: MAILS_PER_COMPANY_HOUR });
    expect(body(res).message).toMatch(/^Your company has sent/);
    expect(await t.db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
  });

  it('refuses an approval request at the cap before the docket moves or a link is issued', async () => {
    const team = await companyWithTeam(t.db);
    const companyId = team.company.id;
    const project = await createProject(t.db, { companyId, requireApproval: true });
    const foreman = await createProjectForeman(t.db, {
      companyId,
      projectId: project.id,
      foremanName: 'Ada Site',
      foremanEmail: `ada.${uniq()}@x.test`,
    });
    const docket = await createDocket(t.db, {
      companyId,
      workerId: team.worker.id,
      projectId: project.id,
      date: '2026-04-07',
      status: 'draft',
    });
    await sentBefore(companyId, team.office.id, MAILS_PER_USER_HOUR);
    const res = await call('POST', `/api/timesheets/${docket.id}/send-approval-email`, team.office, {
      foremanId: foreman.id,
    });
    expect(res.statusCode).toBe(429);
    const [after] = await t.db.select().from(dockets).where(eq(dockets.id, docket.id));
    expect(after).toMatchObject({ status: 'draft', foremanId: null });
    expect(await t.db.select().from(accessGrants).where(eq(accessGrants.docketId, docket.id))).toEqual([]);
  });

  it('does not count mail nobody sent by hand (password resets)', async () => {
    const team = await companyWithTeam(t.db);
    const project = await createProject(t.db, { companyId: team.company.id });
    await t.db.insert(emailLogs).values(
      Array.from({ length: MAILS_PER_USER_HOUR }, () => ({
        companyId: team.company.id,
        status: 'not_sent' as const,
        emailType: 'password_reset',
        to: team.office.email,
        from: 'app@x.test',
        subject: 'Reset',
        html: '',
        text: '',
      })),
    );
    const res = await call('POST', `/api/projects/${project.id}/share`, team.office, {
      email: 'site@client.test',
    });
    expect(res.statusCode).toBe(200);
  });
});
