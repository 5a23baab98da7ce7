import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWording } from '../../../../shared/dockets/event-text';
import { addDays } from '../../../../shared/dates';
import {
  assignToProject,
  createProject,
  createProjectForeman,
  createProjectRateItem,
} from '../../../db/factories';
import { createTestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { pdfText } from '../../../../../tests/support/pdf';
import { companyWithTeam } from '../../../../../tests/support/people';

/**
 * Issue 11 point 18: the Action Timeline and the PDF say what became of the approval e-mail. An
 * approval request that was only saved (no mail server) or refused is never shown as 'Sent'.
 */
type World = Awaited<ReturnType<typeof world>>;

/** The mail server refuses this address: the product's mail to it fails. */
const REFUSED = 'bounce@council.example';

async function world(env: Record<string, string>) {
  const t = await createTestApp(env);
  const team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  const project = await createProject(t.db, { companyId, name: 'Stormwater', requireApproval: true });
  await assignToProject(t.db, { companyId, projectId: project.id, userId: team.worker.id });
  const item = await createProjectRateItem(t.db, {
    companyId,
    projectId: project.id,
    name: 'Labourer',
    rate: '72.00',
    taxRate: '10',
  });
  const foreman = (email: string) =>
    createProjectForeman(t.db, {
      companyId,
      projectId: project.id,
      foremanName: 'Megan Lee',
      foremanEmail: email,
    });
  const megan = await foreman('megan@council.example');
  const bounce = await foreman(REFUSED);
  let day = 0;
  const call = client(() => t);
  return {
    t,
    megan,
    bounce,
    async draft() {
      const res = await call('POST /api/timesheets', team.worker, {
        body: {
          date: addDays('2026-07-01', day++),
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
      });
      expect(res.statusCode).toBe(201);
      return res.json().id;
    },
    async ask(id: number, foremanId: number) {
      const res = await call('POST /api/timesheets/:id/send-approval-email', team.worker, {
        params: { id },
        body: { foremanId },
      });
      expect(res.statusCode).toBe(200);
      return res.json().status;
    },
    async mailEvents(id: number) {
      const events = (await call('GET /api/timesheets/:id/events', team.worker, { params: { id } })).json();
      return events.filter((e) => e.eventType.includes('approval_request'));
    },
    async pdf(id: number) {
      const res = await call('GET /api/timesheets/:id/pdf', team.office, { params: { id } });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload).replace(/\s+/g, ' ');
    },
  };
}

describe('with no mail server (SMTP_URL unset)', () => {
  let w: World;
  beforeAll(async () => {
    w = await world({});
  });
  afterAll(() => w.t.close());

  it('records the request as saved, not delivered, on the timeline and in the PDF', async () => {
    const id = await w.draft();
    expect(await w.ask(id, w.megan.id)).toBe('not_sent');
    expect(await w.ask(id, w.megan.id)).toBe('not_sent'); // asked again: still honest
    const events = await w.mailEvents(id);
    expect(events.map((e) => [e.eventType, e.details.delivery])).toEqual([
      ['approval_request_sent', 'not_sent'],
      ['resent_approval_request', 'not_sent'],
    ]);
    for (const e of events) {
      expect(eventWording(e)).toEqual({
        title: 'Approval Request Saved, Not Delivered',
        detail: 'No mail server is set up, so nothing was sent to Megan Lee (megan@council.example)',
      });
    }
    const pdf = await w.pdf(id);
    expect(pdf).toContain('Approval Request Saved, Not Delivered — No mail server is set up');
    expect(pdf).not.toMatch(/Approval Request (Sent|Resent)/);
  });
});

describe('with a mail server', () => {
  let w: World;
  let smtp: SMTPServer;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, done) {
        done(
          address.address === REFUSED
            ? Object.assign(new Error('No such mailbox'), { responseCode: 550 })
            : undefined,
        );
      },
      onData(stream, _session, done) {
        stream.resume();
        stream.on('end', () => done());
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    w = await world({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await w.t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('says Sent when the mail server took the message', async () => {
    const id = await w.draft();
    expect(await w.ask(id, w.megan.id)).toBe('success');
    const [event] = await w.mailEvents(id);
    expect(event!.details.delivery).toBe('success');
    expect(eventWording(event!)).toEqual({
      title: 'Approval Request Sent',
      detail: 'Sent to Megan Lee (megan@council.example)',
    });
    expect(await w.pdf(id)).toContain('Approval Request Sent — Sent to Megan Lee');
  });

  it('says not delivered when the mail server refused it', async () => {
    const id = await w.draft();
    expect(await w.ask(id, w.bounce.id)).toBe('failed');
    const [event] = await w.mailEvents(id);
    expect(event!.details.delivery).toBe('failed');
    expect(eventWording(event!)).toEqual({
      title: 'Approval Request Not Delivered',
      detail: `The mail server did not accept the message to Megan Lee (${REFUSED})`,
    });
    const pdf = await w.pdf(id);
    expect(pdf).toContain('Approval Request Not Delivered — The mail server did not accept');
    expect(pdf).not.toContain('Approval Request Sent');
  });
});
