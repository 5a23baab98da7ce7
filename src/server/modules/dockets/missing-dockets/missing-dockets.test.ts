import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignToProject,
  createCompany,
  createDocket,
  createProject,
  createUser,
} from '../../../db/factories';
import { companyHolidays, companyReminderDays, docketReminders, emailLogs } from '../../../db/schema';
import { createMailer } from '../../../integrations/mail/transport';
import { body, createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client as testClient } from '../../../../../tests/support/client';
import { companyWithTeam, signedIn } from '../../../../../tests/support/people';
import { startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp';
import { todayIn } from '../../../../shared/dates';
import type { MissingDocketsReply } from '../../../../shared/dockets/missing-dockets-schemas';
import { listMissingDockets } from './missing';
import { sweepReminders } from './schedule';

let t: TestApp;
let smtp: SmtpSink;
const call = testClient(() => t);
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const LONG_AGO = new Date('2026-01-05T00:00:00Z');
/** Wednesday 18 November 2026, 10:00 in Sydney (UTC+11): before the 16:00 reminder time. */
const WED_MORNING_SYDNEY = new Date('2026-11-17T23:00:00Z');

async function crew(timeZone = 'Australia/Sydney') {
  const company = await createCompany(t.db, { timeZone });
  const project = await createProject(t.db, { companyId: company.id });
  const member = async (over: Partial<Parameters<typeof createUser>[1]> = {}) => {
    const user = await createUser(t.db, { companyId: company.id, createdAt: LONG_AGO, ...over });
    await assignToProject(t.db, { companyId: company.id, projectId: project.id, userId: user.id });
    return user;
  };
  return { company, project, member };
}

const names = (reply: MissingDocketsReply, date: string) =>
  reply.days.find((d) => d.date === date)?.workers.map((w) => w.userId) ?? null;

describe('the missing dockets list', () => {
  it('lists working days only (no weekend, no company holiday), newest first, today only after the reminder time', async () => {
    const { company } = await crew();
    await t.db
      .insert(companyHolidays)
      .values({ companyId: company.id, date: '2026-11-16', name: 'Show day' });
    const morning = await listMissingDockets(t.db, company.id, WED_MORNING_SYDNEY);
    expect(morning.today).toBe('2026-11-18');
    expect(morning.days.map((d) => d.date)).toEqual([
      '2026-11-17',
      '2026-11-13',
      '2026-11-12',
      '2026-11-11',
      '2026-11-10',
    ]);
    // 16:05 in Sydney: today is checked too.
    const afternoon = await listMissingDockets(t.db, company.id, new Date('2026-11-18T05:05:00Z'));
    expect(afternoon.days.map((d) => d.date)).toEqual([
      '2026-11-18',
      '2026-11-17',
      '2026-11-13',
      '2026-11-12',
      '2026-11-11',
    ]);
  });

  it("reads today in the company's own zone", async () => {
    const instant = new Date('2026-11-17T14:00:00Z'); // Wed 01:00 in Sydney, Tue 22:00 in Perth
    const sydney = await crew('Australia/Sydney');
    const perth = await crew('Australia/Perth');
    const s = await listMissingDockets(t.db, sydney.company.id, instant);
    const p = await listMissingDockets(t.db, perth.company.id, instant);
    expect([s.today, p.today]).toEqual(['2026-11-18', '2026-11-17']);
    expect(s.days[0]!.date).toBe('2026-11-17'); // yesterday: Wednesday has just begun
    expect(p.days.map((d) => d.date).slice(0, 2)).toEqual(['2026-11-17', '2026-11-16']); // 22:00: today counts
  });

  it('shows active team members of an active project who recorded nothing but a voided docket', async () => {
    const { company, project, member } = await crew();
    const idle = await member({ firstName: 'Aaron' });
    const recorded = await member();
    const voided = await member({ firstName: 'Bella' });
    const gone = await member({ isActive: false });
    const joinedToday = await member({ createdAt: new Date('2026-11-17T20:00:00Z') });
    const office = await member({ role: 'office' });
    const archived = await createProject(t.db, { companyId: company.id, isActive: false });
    const onArchived = await createUser(t.db, { companyId: company.id, createdAt: LONG_AGO });
    await assignToProject(t.db, { companyId: company.id, projectId: archived.id, userId: onArchived.id });
    const unassigned = await createUser(t.db, { companyId: company.id, createdAt: LONG_AGO });
    const day = '2026-11-17';
    await createDocket(t.db, {
      companyId: company.id,
      workerId: recorded.id,
      projectId: project.id,
      date: day,
    });
    await createDocket(t.db, {
      companyId: company.id,
      workerId: voided.id,
      projectId: project.id,
      date: day,
      status: 'void',
    });
    const reply = await listMissingDockets(t.db, company.id, WED_MORNING_SYDNEY);
    expect(names(reply, day)).toEqual([idle.id, voided.id]);
    for (const absent of [recorded, gone, joinedToday, office, onArchived, unassigned])
      expect(names(reply, day)).not.toContain(absent.id);
    // The one who recorded on Tuesday is still missing on Monday.
    expect(names(reply, '2026-11-16')).toContain(recorded.id);
  });

  it('is read through the API by the office, and another company sees none of it', async () => {
    const team = await companyWithTeam(t.db);
    const other = await companyWithTeam(t.db);
    const project = await createProject(t.db, { companyId: team.company.id });
    await assignToProject(t.db, {
      companyId: team.company.id,
      projectId: project.id,
      userId: team.worker.id,
    });
    const res = await call('GET /api/companies/:companyId/missing-dockets', team.office, {
      params: { companyId: team.company.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toHaveLength(5);
    const denied = await call('GET /api/companies/:companyId/missing-dockets', other.admin, {
      params: { companyId: team.company.id },
    });
    expect(denied.statusCode).toBe(404);
  });
});

describe('a reminder', () => {
  it('is e-mailed through the mail server, logged, shown on the list, and offered as a text message', async () => {
    const team = await companyWithTeam(t.db);
    const project = await createProject(t.db, { companyId: team.company.id });
    await assignToProject(t.db, {
      companyId: team.company.id,
      projectId: project.id,
      userId: team.worker.id,
    });
    const res = await call('POST /api/companies/:companyId/missing-dockets/reminders', team.office, {
      params: { companyId: team.company.id },
      body: {
        userId: team.worker.id,
        date: '2026-11-20',
      },
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ status: 'success', to: team.worker.email });
    expect(decodeURIComponent(reply.smsHref)).toMatch(
      /^sms:\?&body=Hi .+ has no docket from you for Fri, 20 Nov/,
    );
    const mail = await smtp.waitForMail(team.worker.email);
    expect(mail.subject).toBe('Your docket for Fri, 20 Nov is missing');
    expect(mail.body).toContain('http://sitedockets.test/entries/2026-11-20');
    const [log] = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.companyId, team.company.id), eq(emailLogs.emailType, 'docket_reminder')));
    expect(log).toMatchObject({ status: 'success', to: team.worker.email, sentByUserId: team.office.id });
    const [row] = await t.db.select().from(docketReminders).where(eq(docketReminders.userId, team.worker.id));
    expect(row).toMatchObject({ date: '2026-11-20', emailStatus: 'success', sentById: team.office.id });
  });

  it('is refused for a future day, for someone of another company (404), and at the hourly cap', async () => {
    const team = await companyWithTeam(t.db);
    const other = await companyWithTeam(t.db);
    const future = await call('POST /api/companies/:companyId/missing-dockets/reminders', team.admin, {
      params: { companyId: team.company.id },
      body: { userId: team.worker.id, date: '2099-01-05' },
    });
    expect(future.statusCode).toBe(400);
    expect(body(future)).toMatchObject({ field: 'date' });
    const stranger = await call('POST /api/companies/:companyId/missing-dockets/reminders', team.admin, {
      params: { companyId: team.company.id },
      body: { userId: other.worker.id, date: '2026-11-20' },
    });
    expect(stranger.statusCode).toBe(404);
    await t.db.insert(emailLogs).values(
      Array.from({ length: 60 }, () => ({
        companyId: team.company.id,
        sentByUserId: team.admin.id,
        status: 'success' as const,
        emailType: 'docket_reminder',
        to: 'x@example.com',
        from: 'a@example.com',
        subject: 's',
        html: '',
        text: '',
      })),
    );
    const capped = await call('POST /api/companies/:companyId/missing-dockets/reminders', team.admin, {
      params: { companyId: team.company.id },
      body: { userId: team.worker.id, date: '2026-11-20' },
    });
    expect(capped.statusCode).toBe(429);
  });
});

describe('reminder settings and holidays', () => {
  it('starts off at 16:00 in the company zone, and saves a valid time only', async () => {
    const team = await companyWithTeam(t.db);
    expect(
      (
        await call('GET /api/companies/:companyId/reminder-settings', team.office, {
          params: { companyId: team.company.id },
        })
      ).json(),
    ).toEqual({
      enabled: false,
      time: '16:00',
      timeZone: 'Australia/Sydney',
    });
    const bad = await call('PUT /api/companies/:companyId/reminder-settings', team.office, {
      params: { companyId: team.company.id },
      body: { enabled: true, time: '25:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ message: 'Choose a time such as 16:00', field: 'time' });
    const ok = await call('PUT /api/companies/:companyId/reminder-settings', team.office, {
      params: { companyId: team.company.id },
      body: { enabled: true, time: '15:30' },
    });
    expect(ok.json()).toEqual({ enabled: true, time: '15:30', timeZone: 'Australia/Sydney' });
    expect(
      (
        await call('GET /api/companies/:companyId/reminder-settings', team.admin, {
          params: { companyId: team.company.id },
        })
      ).json(),
    ).toMatchObject({ enabled: true, time: '15:30' });
  });

  it('adds, lists and removes holidays, one per date, each company its own', async () => {
    const team = await companyWithTeam(t.db);
    const other = await companyWithTeam(t.db);
    const companyId = team.company.id;
    const made = await call('POST /api/companies/:companyId/holidays', team.office, {
      params: { companyId },
      body: { date: '2026-12-25', name: ' Christmas Day ' },
    });
    expect(made.statusCode).toBe(201);
    const holiday = made.json();
    expect(holiday).toMatchObject({ date: '2026-12-25', name: 'Christmas Day' });
    const again = await call('POST /api/companies/:companyId/holidays', team.office, {
      params: { companyId },
      body: { date: '2026-12-25', name: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ message: 'That date is already a company holiday', field: 'date' });
    const blank = await call('POST /api/companies/:companyId/holidays', team.office, {
      params: { companyId },
      body: { date: '2026-12-26', name: '  ' },
    });
    expect(body(blank)).toMatchObject({ message: 'Holiday name is required', field: 'name' });
    expect(
      (await call('GET /api/companies/:companyId/holidays', team.office, { params: { companyId } })).json(),
    ).toEqual({
      holidays: [{ id: holiday.id, date: '2026-12-25', name: 'Christmas Day' }],
    });
    expect(
      (
        await call('GET /api/companies/:companyId/holidays', other.admin, {
          params: { companyId: other.company.id },
        })
      ).json(),
    ).toEqual({ holidays: [] });
    expect(
      (
        await call('DELETE /api/companies/:companyId/holidays/:holidayId', other.admin, {
          params: { companyId: other.company.id, holidayId: holiday.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('DELETE /api/companies/:companyId/holidays/:holidayId', team.office, {
          params: { companyId, holidayId: holiday.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('GET /api/companies/:companyId/holidays', team.office, { params: { companyId } })).json(),
    ).toEqual({
      holidays: [],
    });
  });
});

describe('the scheduled reminders', () => {
  const ctx = () => ({ config: t.config, database: t.database, mailer: createMailer(smtp.url) });
  /** How many this pass sent for the company, undefined when it did not claim the company's day. */
  const sweptFor = async (companyId: number, now: Date) => (await sweepReminders(ctx(), now)).get(companyId);

  it('e-mail each missing worker once, after the reminder time of a working day, with passes racing', async () => {
    const { company, member } = await crew();
    const admin = await signedIn(t.db, company.id, 'admin');
    const idle = await member();
    // The app's own cron pass (every 5 minutes, at the real time) must find nothing to send.
    await createDocket(t.db, { companyId: company.id, workerId: idle.id, date: todayIn(company.timeZone) });
    await call('PUT /api/companies/:companyId/reminder-settings', admin, {
      params: { companyId: company.id },
      body: { enabled: true, time: '15:00' },
    });
    const before = new Date('2026-11-18T03:59:00Z'); // 14:59 in Sydney
    const after = new Date('2026-11-18T04:01:00Z'); // 15:01
    expect(await sweptFor(company.id, before)).toBeUndefined();
    const passes = await Promise.all([1, 2, 3].map(() => sweepReminders(ctx(), after)));
    expect(passes.map((p) => p.get(company.id)).filter((n) => n !== undefined)).toEqual([1]);
    expect(await sweptFor(company.id, new Date('2026-11-18T06:00:00Z'))).toBeUndefined();
    const mail = await smtp.waitForMail(idle.email);
    expect(mail.subject).toBe('Your docket for Wed, 18 Nov is missing');
    expect(smtp.mailTo(idle.email)).toHaveLength(1);
    const [day] = await t.db
      .select()
      .from(companyReminderDays)
      .where(eq(companyReminderDays.companyId, company.id));
    expect(day).toMatchObject({ date: '2026-11-18' });
    expect(day!.finishedAt).not.toBeNull();
    const [log] = await t.db.select().from(emailLogs).where(eq(emailLogs.to, idle.email));
    expect(log).toMatchObject({ emailType: 'docket_reminder', sentByUserId: null, status: 'success' });
  });

  it('stay quiet when turned off, at the weekend and on a company holiday', async () => {
    const { company, member } = await crew();
    const admin = await signedIn(t.db, company.id, 'admin');
    await member();
    const friday = new Date('2026-11-20T06:00:00Z'); // 17:00 Friday in Sydney
    expect(await sweptFor(company.id, friday)).toBeUndefined(); // never turned on
    await call('PUT /api/companies/:companyId/reminder-settings', admin, {
      params: { companyId: company.id },
      body: { enabled: true, time: '16:00' },
    });
    await t.db.insert(companyHolidays).values({ companyId: company.id, date: '2026-11-20', name: 'Picnic' });
    expect(await sweptFor(company.id, friday)).toBeUndefined();
    expect(await sweptFor(company.id, new Date('2026-11-21T06:00:00Z'))).toBeUndefined(); // Saturday
    // The next working day it goes out.
    expect(await sweptFor(company.id, new Date('2026-11-23T06:00:00Z'))).toBe(1);
  });

  it('are a pg-boss schedule on the app queue', async () => {
    const result = await t.db.execute(
      sql`select name, cron from pgboss.schedule where name = 'docket-reminders'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'docket-reminders', cron: '*/5 * * * *' },
    ]);
  });
});
