import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignToProject,
  createProject,
  createProjectForeman,
  createProjectRateItem,
  signaturePng,
} from '../../../db/factories';
import { formatInstant, longCalendarDate } from '../../../../shared/dates';
import { dockets } from '../../../db/schema';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client as testClient } from '../../../../../tests/support/client';
import { companyWithTeam } from '../../../../../tests/support/people';
import { startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp';

/** Issue 11 point 4: an e-mailed approval link opens its one docket, and approves only as its foreman. */
let t: TestApp;
let mail: SmtpSink;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let project: { id: number; code: string };
let item: { id: number };
let megan: { id: number };
let raj: { id: number };
const SIGNATURE = signaturePng(7);

beforeAll(async () => {
  mail = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: mail.url });
  team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  project = await createProject(t.db, { companyId, name: 'Harbour Rd', requireApproval: true });
  await assignToProject(t.db, { companyId, projectId: project.id, userId: team.worker.id });
  item = await createProjectRateItem(t.db, {
    companyId,
    projectId: project.id,
    name: 'Skip bin',
    rate: '90',
  });
  megan = await createProjectForeman(t.db, {
    companyId,
    projectId: project.id,
    foremanName: 'Megan Lee',
    foremanEmail: 'megan@site.example',
  });
  raj = await createProjectForeman(t.db, {
    companyId,
    projectId: project.id,
    foremanName: 'Raj Patel',
    foremanEmail: 'raj@site.example',
  });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

let day = 0;
let address = 0;
const call = testClient(() => t);
/** The approval link's grant, sent from an address of its own (the public routes are throttled per client). */
const grant = (token: string) => ({
  headers: { 'x-access-grant': token },
  remoteAddress: `10.41.0.${++address}`,
});

/** A docket waiting for Megan, and the token of the link e-mailed to her. */
async function sentToMegan() {
  const docket = (
    await call('POST /api/timesheets', team.worker, {
      body: {
        date: `2026-10-${String(++day).padStart(2, '0')}`,
        projectId: project.id,
        status: 'draft',
        lineItems: [{ projectRateItemId: item.id, entryType: 'qty', quantity: 1 }],
      },
    })
  ).json();
  const count = mail.mailTo('megan@site.example').length + 1;
  await call('POST /api/timesheets/:id/send-approval-email', team.worker, {
    params: { id: docket.id },
    body: { foremanId: megan.id },
  });
  const link = await mail.linkTo('megan@site.example', `/timesheet-preview/${docket.id}?grant=`, count);
  return { docket, token: new URL(link, 'http://x').searchParams.get('grant')! };
}

const statusOf = async (id: number) => (await t.db.select().from(dockets).where(eq(dockets.id, id)))[0]!;

describe('an approval link opens one docket', () => {
  it('GET /api/foreman/access shows that docket only, without the project code or other foremen', async () => {
    const other = await sentToMegan();
    const { docket, token } = await sentToMegan();
    const res = await call('GET /api/foreman/access', null, { ...grant(token) });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.project).not.toHaveProperty('code');
    expect(res.body).not.toContain(project.code);
    expect(reply.timesheets.map((d) => d.id)).toEqual([docket.id]);
    expect(reply.foremen.map((f) => f.id)).toEqual([megan.id]);
    expect(reply.company.timeZone).toBe('Australia/Sydney');
    expect(reply.timesheets.map((d) => d.id)).not.toContain(other.docket.id);
  });

  it("exports and downloads only its own docket's PDF", async () => {
    const other = await sentToMegan();
    const { docket, token } = await sentToMegan();
    const both = await call('POST /api/timesheets/export-pdfs-foreman', null, {
      body: {
        timesheetIds: [docket.id, other.docket.id],
      },
      ...grant(token),
    });
    expect(both.statusCode).toBe(404);
    const theirs = await call('POST /api/timesheets/export-pdfs-foreman', null, {
      body: {
        timesheetIds: [other.docket.id],
      },
      ...grant(token),
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call('GET /api/timesheets/:id/pdf', null, { params: { id: other.docket.id }, ...grant(token) }))
        .statusCode,
    ).toBe(404);
    const own = await call('POST /api/timesheets/export-pdfs-foreman', null, {
      body: {
        timesheetIds: [docket.id],
      },
      ...grant(token),
    });
    expect(own.statusCode).toBe(200);
    expect(
      (await call('GET /api/timesheets/:id/pdf', null, { params: { id: docket.id }, ...grant(token) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the approval e-mail', () => {
  it("names the day in words and when the link stops working, in the company's time zone", async () => {
    const before = Date.now();
    await sentToMegan();
    const { body: text } = await mail.waitForMail(
      'megan@site.example',
      mail.mailTo('megan@site.example').length,
    );
    expect(text).toContain(
      `has sent you their docket for ${longCalendarDate(`2026-10-${String(day).padStart(2, '0')}`)}`,
    );
    const week = 7 * 86_400_000;
    const candidates = [0, 60_000].map((ms) =>
      formatInstant(new Date(before + week + ms), 'Australia/Sydney'),
    );
    expect(
      candidates.some((when) => text.includes(`until ${when}`)),
      text,
    ).toBe(true);
  });
});

describe('approving with a link records the foreman it was sent to', () => {
  it("refuses another project foreman's id and a typed stranger, changing nothing", async () => {
    const { docket, token } = await sentToMegan();
    const asRaj = await call('POST /api/timesheets/:id/foreman-approve', null, {
      params: { id: docket.id },
      body: { signature: SIGNATURE, foremanId: raj.id },
      ...grant(token),
    });
    expect(asRaj.statusCode).toBe(403);
    expect(body(asRaj)).toMatchObject({
      message: 'This approval link was sent to Megan Lee: only they can approve with it.',
      code: 'FORBIDDEN',
    });
    const typed = await call('POST /api/timesheets/:id/foreman-approve', null, {
      params: { id: docket.id },
      body: {
        signature: SIGNATURE,
        foremanName: 'Someone Else',
        foremanEmail: 'else@site.example',
      },
      ...grant(token),
    });
    expect(typed.statusCode).toBe(403);
    expect(await statusOf(docket.id)).toMatchObject({ status: 'pending_approval', approvedByName: null });

    const approved = await call('POST /api/timesheets/:id/foreman-approve', null, {
      params: { id: docket.id },
      body: { signature: SIGNATURE },
      ...grant(token),
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      approvedByName: 'Megan Lee',
      foremanId: megan.id,
      approvalMethod: 'approval_link',
    });
  });

  it('accepts its own foreman named explicitly', async () => {
    const { docket, token } = await sentToMegan();
    const res = await call('POST /api/timesheets/:id/foreman-approve', null, {
      params: { id: docket.id },
      body: {
        signature: SIGNATURE,
        foremanId: megan.id,
      },
      ...grant(token),
    });
    expect(res.json()).toMatchObject({ status: 'approved', approvedByName: 'Megan Lee' });
  });

  it('stops working once the docket was handed to another foreman', async () => {
    const { docket, token } = await sentToMegan();
    await call('POST /api/timesheets/:id/send-approval-email', team.worker, {
      params: { id: docket.id },
      body: { foremanId: raj.id },
    });
    const res = await call('POST /api/timesheets/:id/foreman-approve', null, {
      params: { id: docket.id },
      body: {
        signature: SIGNATURE,
      },
      ...grant(token),
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(
      'This docket is no longer waiting for your approval. Ask the office for a new link.',
    );
    expect((await statusOf(docket.id)).status).toBe('pending_approval');
  });
});
