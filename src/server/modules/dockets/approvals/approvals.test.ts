import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignToProject,
  createProject,
  createProjectForeman,
  createProjectRateItem,
  signaturePng,
} from '../../../db/factories';
import { addDays } from '../../../../shared/dates';
import { emailLogs, projectForemen } from '../../../db/schema';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client as testClient } from '../../../../../tests/support/client';
import { startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp';
import { pdfText } from '../../../../../tests/support/pdf';
import { zipEntries } from '../../../../../tests/support/zip';
import { companyWithTeam } from '../../../../../tests/support/people';

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
let project: { id: number; code: string };
let otherProject: { id: number; code: string };
let item: { id: number };
let megan: { id: number; foremanName: string };
const SIGNATURE = signaturePng(11);

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  team = await companyWithTeam(t.db);
  other = await companyWithTeam(t.db);
  const companyId = team.company.id;
  project = await createProject(t.db, { companyId, name: 'Stormwater', requireApproval: true });
  otherProject = await createProject(t.db, { companyId: other.company.id, name: 'Theirs' });
  await assignToProject(t.db, { companyId, projectId: project.id, userId: team.worker.id });
  item = await createProjectRateItem(t.db, {
    companyId,
    projectId: project.id,
    name: 'Labourer',
    rate: '72.00',
    taxRate: '10',
  });
  megan = await createProjectForeman(t.db, {
    companyId,
    projectId: project.id,
    foremanName: 'Megan Lee',
    foremanEmail: 'megan@council.example',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let address = 0;
const from = () => ({ remoteAddress: `10.77.${Math.floor(++address / 200)}.${address % 200}` });
const call = testClient(() => t);
/** Each on its own day: one worker's dockets of one day may not overlap (DECISIONS). */
let pendingDays = 0;
async function pendingDocket() {
  const docket = (
    await call('POST /api/timesheets', team.worker, {
      body: {
        date: addDays('2026-06-01', pendingDays++),
        projectId: project.id,
        status: 'draft',
        lineItems: [
          {
            projectRateItemId: item.id,
            entryType: 'time',
            startTime: '06:30',
            endTime: '15:30',
            breakMinutes: 30,
          },
        ],
      },
    })
  ).json();
  await call('PUT /api/timesheets/:id', team.worker, {
    params: { id: docket.id },
    body: { status: 'pending_approval', foremanId: megan.id },
  });
  return docket;
}
async function codeGrant(code = project.code) {
  const res = await call('POST /api/projects/access-by-code', null, { body: { code }, ...from() });
  return {
    res,
    grant: { 'x-access-grant': res.json().grant?.token ?? '' },
  };
}

describe('project-code access', () => {
  it('returns the project, its pending and approved dockets without money, and a grant', async () => {
    const docket = await pendingDocket();
    const { res } = await codeGrant(`P-${project.code}`);
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.project.name).toBe('Stormwater');
    expect(reply.timesheets.map((d) => d.id)).toContain(docket.id);
    expect(JSON.stringify(reply.timesheets)).not.toMatch(/"(rate|taxRate|value|totalValue)"/);
    expect(reply.grant.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('throttles wrong codes per client: after 5, even the right code needs a solved challenge', async () => {
    const ip = { remoteAddress: '10.99.0.1' };
    for (let i = 0; i < 5; i++) {
      const res = await call('POST /api/projects/access-by-code', null, { body: { code: '000000' }, ...ip });
      expect(res.statusCode).toBe(404);
      expect(body(res)).toMatchObject({
        message: 'Invalid project code. Please check and try again.',
        code: 'NOT_FOUND',
        field: 'code',
      });
    }
    const blocked = await call('POST /api/projects/access-by-code', null, {
      body: { code: project.code },
      ...ip,
    });
    expect(blocked.statusCode).toBe(428);
    expect(body(blocked).code).toBe('CHALLENGE_REQUIRED');
    expect(
      (await call('POST /api/projects/access-by-code', null, { body: { code: ' ' }, ...from() })).statusCode,
    ).toBe(400);
  });

  it('opens nothing of another project or company with a grant', async () => {
    const docket = await pendingDocket();
    const { grant: theirs } = await codeGrant(otherProject.code);
    expect(
      (
        await call('GET /api/foreman/timesheets/:id', null, {
          params: { id: docket.id },
          headers: theirs,
          ...from(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('GET /api/timesheets/:id/pdf', null, {
          params: { id: docket.id },
          headers: theirs,
          ...from(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST /api/timesheets/:id/foreman-approve', null, {
          params: { id: docket.id },
          body: { signature: SIGNATURE, foremanId: megan.id },
          headers: theirs,
          ...from(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST /api/timesheets/export-pdfs-foreman', null, {
          body: { timesheetIds: [docket.id] },
          headers: theirs,
          ...from(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('shows no docket publicly without a grant, and not a draft even with one', async () => {
    const docket = await pendingDocket();
    expect(
      (await call('GET /api/foreman/timesheets/:id', null, { params: { id: docket.id }, ...from() }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('GET /api/timesheets/:id/pdf', null, { params: { id: docket.id }, ...from() })).statusCode,
    ).toBe(401);
    expect(
      (
        await call('GET /api/foreman/timesheets/:id', null, {
          params: { id: docket.id },
          headers: {
            'x-access-grant': 'made-up',
          },
          ...from(),
        })
      ).statusCode,
    ).toBe(401);
    const draft = (
      await call('POST /api/timesheets', team.worker, {
        body: {
          date: '2026-11-17',
          projectId: project.id,
          status: 'draft',
          lineItems: [{ projectRateItemId: item.id, entryType: 'qty', quantity: 1 }],
        },
      })
    ).json();
    const { grant } = await codeGrant();
    expect(
      (
        await call('GET /api/foreman/timesheets/:id', null, {
          params: { id: draft.id },
          headers: grant,
          ...from(),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('signatures', () => {
  it.each([
    ['', 'Signature is required for approval'],
    ['data:image/jpeg;base64,/9j/4AAQ', 'The signature must be a PNG image (data:image/png;base64,…)'],
    ['data:image/png;base64,SGVsbG8gd29ybGQ=', 'The signature is not a valid PNG image'],
    ['data:image/png;base64,@@@', 'The signature image is not valid base64'],
    [
      `data:image/png;base64,${Buffer.concat([Buffer.from(SIGNATURE.split(',')[1]!, 'base64'), Buffer.alloc(210 * 1024)]).toString('base64')}`,
      'The signature image is larger than 200 KB',
    ],
  ])('%# refuses a bad signature with 400', async (signature, message) => {
    const docket = await pendingDocket();
    const res = await call('POST /api/timesheets/:id/approve', team.worker, {
      params: { id: docket.id },
      body: {
        signature,
        foremanId: megan.id,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
  });

  it('needs a foreman chosen first', async () => {
    const docket = (
      await call('POST /api/timesheets', team.worker, {
        body: {
          date: '2026-11-18',
          projectId: project.id,
          status: 'draft',
          lineItems: [{ projectRateItemId: item.id, entryType: 'qty', quantity: 1 }],
        },
      })
    ).json();
    const res = await call('POST /api/timesheets/:id/approve', team.worker, {
      params: { id: docket.id },
      body: { signature: SIGNATURE },
    });
    expect(body(res).message).toBe('Please select a foreman first');
  });
});

describe('approval by e-mail link', () => {
  it("mails a link that opens only that docket, and approves it with the foreman's name recorded", async () => {
    const docket = await pendingDocket();
    const sent = await call('POST /api/timesheets/:id/send-approval-email', team.worker, {
      params: { id: docket.id },
      body: {
        foremanId: megan.id,
      },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.db.select().from(emailLogs).where(eq(emailLogs.relatedEntityId, docket.id));
    expect(mail).toMatchObject({ emailType: 'approval_request', to: 'megan@council.example' });
    expect(mail!.text).not.toContain('grant=');
    const sentCount = (await t.db.select().from(emailLogs).where(eq(emailLogs.to, 'megan@council.example')))
      .length;
    const link = await smtp.linkTo(
      'megan@council.example',
      `/timesheet-preview/${docket.id}?grant=`,
      sentCount,
    );
    const token = new URLSearchParams(link.split('?')[1]).get('grant')!;
    const grant = { 'x-access-grant': token };

    const another = await pendingDocket();
    expect(
      (
        await call('GET /api/foreman/timesheets/:id', null, {
          params: { id: another.id },
          headers: grant,
          ...from(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET /api/foreman/access', null, { headers: grant, ...from() })).statusCode).toBe(200);

    const approved = await call('POST /api/timesheets/:id/foreman-approve', null, {
      params: { id: docket.id },
      body: { signature: SIGNATURE },
      headers: grant,
      ...from(),
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approvedByName: 'Megan Lee' });
    const events = (
      await call('GET /api/timesheets/:id/events', team.worker, { params: { id: docket.id } })
    ).json();
    expect(events.map((e) => e.eventType)).toEqual([
      'created',
      'pending_approval',
      'approval_request_sent',
      'approved',
    ]);
    expect(events.at(-1)!.details).toMatchObject({
      approverName: 'Megan Lee',
      approvalMethod: 'approval_link',
    });
    expect(
      (
        await call('POST /api/timesheets/:id/foreman-approve', null, {
          params: { id: docket.id },
          body: { signature: SIGNATURE },
          headers: grant,
          ...from(),
        })
      ).statusCode,
    ).toBe(409);
  });

  it('adds a typed approver to the project foremen when approving with the code', async () => {
    const docket = await pendingDocket();
    const res = await call('POST /api/timesheets/:id/foreman-approve', null, {
      params: { id: docket.id },
      body: {
        signature: SIGNATURE,
        projectCode: project.code,
        foremanName: 'Raj Patel',
        foremanEmail: 'raj@council.example',
      },
      ...from(),
    });
    expect(res.json()).toMatchObject({ status: 'approved', approvedByName: 'Raj Patel' });
    const foremen = await t.db.select().from(projectForemen).where(eq(projectForemen.projectId, project.id));
    expect(foremen.map((f) => f.foremanName)).toContain('Raj Patel');
  });
});

describe('tamper evidence', () => {
  it('verifies the fingerprint of an approved docket, and no longer after an edit', async () => {
    const docket = await pendingDocket();
    await call('POST /api/timesheets/:id/approve', team.worker, {
      params: { id: docket.id },
      body: {
        signature: SIGNATURE,
        foremanId: megan.id,
      },
    });
    const pdf = await call('GET /api/timesheets/:id/pdf', team.admin, { params: { id: docket.id } });
    const hash = /Fingerprint \(SHA-256\): ([0-9a-f]{64})/.exec(pdfText(pdf.rawPayload))![1]!;
    const before = await call('GET /api/verify/:hash', null, { params: { hash }, ...from() });
    expect(before.json()).toEqual({
      valid: true,
      project: 'Stormwater',
      date: docket.date,
      status: 'approved',
    });

    const edited = await call('PUT /api/timesheets/:id', team.worker, {
      params: { id: docket.id },
      body: { notes: 'Changed after signing' },
    });
    expect(edited.json()).toMatchObject({ status: 'draft', signature: null });
    const after = await call('GET /api/verify/:hash', null, { params: { hash }, ...from() });
    expect(after.statusCode).toBe(404);
    expect(body(after).valid).toBe(false);
    expect(
      (await call('GET /api/verify/:hash', null, { params: { hash: 'not-a-hash' }, ...from() })).statusCode,
    ).toBe(400);
  });
});

describe('documents', () => {
  it('renders a PDF with money for the office and without for the worker', async () => {
    const docket = await pendingDocket();
    await call('POST /api/timesheets/:id/approve', team.worker, {
      params: { id: docket.id },
      body: {
        signature: SIGNATURE,
        foremanId: megan.id,
      },
    });
    const office = await call('GET /api/timesheets/:id/pdf', team.office, { params: { id: docket.id } });
    expect(office.headers['content-type']).toBe('application/pdf');
    const officeText = pdfText(office.rawPayload);
    expect(officeText).toContain('Daily Docket');
    // A hand-over on the worker's phone says so, never as a remote signature (DECISIONS provenance).
    expect(officeText).toContain(`Signed on ${team.worker.firstName} ${team.worker.lastName}'s phone`);
    expect(officeText).toContain('by Megan Lee');
    expect(officeText).toContain('$673.20');
    const workerText = pdfText(
      (await call('GET /api/timesheets/:id/pdf', team.worker, { params: { id: docket.id } })).rawPayload,
    );
    expect(workerText).toContain('Total hours worked: 8.50');
    expect(workerText).not.toContain('$');
  });

  it('e-mails the PDF as an attachment', async () => {
    const docket = await pendingDocket();
    const res = await call('POST /api/timesheets/:id/email', team.worker, {
      params: { id: docket.id },
      body: {
        email: 'accounts@client.example',
      },
    });
    expect(res.json()).toEqual({ message: 'Timesheet PDF sent successfully', status: 'success' });
    expect((await smtp.waitForMail('accounts@client.example')).body).toContain('application/pdf');
    const [mail] = await t.db.select().from(emailLogs).where(eq(emailLogs.to, 'accounts@client.example'));
    expect(mail!.requestPayload).toMatchObject({
      attachments: [{ filename: expect.stringMatching(/docket-\d+\.pdf$/) }],
    });
    expect(
      (
        await call('POST /api/timesheets/:id/email', team.worker, {
          params: { id: docket.id },
          body: { email: '' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('exports a ZIP of PDFs for the office and for a code foreman, named by project and date', async () => {
    const a = await pendingDocket();
    const b = await pendingDocket();
    const office = await call('POST /api/timesheets/export-pdfs', team.office, {
      body: { timesheetIds: [a.id, b.id] },
    });
    expect(office.statusCode).toBe(200);
    expect(office.headers['content-disposition']).toMatch(
      /filename="Stormwater-dockets-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(zipEntries(office.rawPayload)).toHaveLength(2);
    const foreman = await call('POST /api/timesheets/export-pdfs-foreman', null, {
      body: {
        timesheetIds: [a.id, b.id],
        projectCode: project.code,
      },
      ...from(),
    });
    expect(zipEntries(foreman.rawPayload).every((n) => n.endsWith('.pdf'))).toBe(true);
    const none = await call('POST /api/timesheets/export-pdfs', team.office, {
      body: { timesheetIds: [] },
    });
    expect(body(none).message).toBe('Please select at least one docket to export.');
  });
});
