import { eq, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { assignToProject, createCompany, createProject, createUser } from '../../src/server/db/factories';
import { companyReminderDays, companyReminderSettings, emailLogs } from '../../src/server/db/schema';
import type { TypedApp } from '../../src/server/http/module';
import { REMINDER_JOB } from '../../src/server/modules/dockets/missing-dockets/schedule';
import { rows, sameDatabaseUrl } from '../support/database';
import { startSmtpSink, type SmtpSink } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/app';

/**
 * Two server processes on one PostgreSQL database, each with its job queue and pg-boss's cron: the
 * scheduled reminder pass runs in both at once (as when each took an occurrence), and each missing
 * worker still gets one e-mail.
 */
let first: TestApp;
let second: { app: TypedApp; database: Database };
let smtp: SmtpSink;
let boss: PgBoss;

const FAST = {
  pollingIntervalSeconds: 0.5,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
  stopTimeoutMs: 300,
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  first = await createTestApp({ SMTP_URL: smtp.url }, { now: () => NOW });
  const url = await sameDatabaseUrl(first.db);
  const database = await openDatabase({ url, poolSize: 4 });
  const app = await buildApp({ config: first.config, database, jobs: FAST, now: () => NOW });
  await app.ready();
  second = { app, database };
  boss = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false, max: 1 });
  await boss.start();
});
afterAll(async () => {
  await boss.stop({ graceful: false, close: true });
  await second.app.close();
  await second.database.close();
  await first.close();
  await smtp.close();
});

/**
 * Both processes take a Wednesday afternoon in Sydney as now, so the pass has a working day to remind
 * for whatever day the test runs (on a Saturday no zone's today is a weekday).
 */
const ZONE = 'Australia/Sydney';
const NOW = new Date('2026-11-25T03:00:00Z');

describe('the scheduled reminder with two server processes', () => {
  it('goes out once per company and day', async () => {
    const db = first.db;
    const company = await createCompany(db, { timeZone: ZONE });
    const project = await createProject(db, { companyId: company.id });
    const workers = await Promise.all(
      [1, 2].map(() =>
        createUser(db, { companyId: company.id, createdAt: new Date('2026-01-05T00:00:00Z') }),
      ),
    );
    for (const w of workers)
      await assignToProject(db, { companyId: company.id, projectId: project.id, userId: w.id });
    await db.insert(companyReminderSettings).values({ companyId: company.id, enabled: true, time: '00:00' });
    // Both processes registered the one cron schedule (beside the other jobs' own, e.g. retention).
    const schedules = await rows<{ name: string }>(
      db,
      sql`select name from pgboss.schedule where name = ${REMINDER_JOB}`,
    );
    expect(schedules.map((s) => s.name)).toEqual([REMINDER_JOB]);
    // Four occurrences at once: each process's worker takes some, and the passes race.
    await Promise.all([1, 2, 3, 4].map(() => boss.send(REMINDER_JOB, {})));
    for (const w of workers) await smtp.waitForMail(w.email);
    await expect
      .poll(
        async () =>
          (
            await rows<{ state: string }>(
              db,
              sql`select state from pgboss.job where name = ${REMINDER_JOB} and state <> 'completed'`,
            )
          ).length,
        { timeout: 15_000 },
      )
      .toBe(0);
    for (const w of workers) expect(smtp.mailTo(w.email)).toHaveLength(1);
    const logs = await db.select().from(emailLogs).where(eq(emailLogs.companyId, company.id));
    expect(logs.map((l) => l.emailType)).toEqual(['docket_reminder', 'docket_reminder']);
    const days = await db
      .select()
      .from(companyReminderDays)
      .where(eq(companyReminderDays.companyId, company.id));
    expect(days).toHaveLength(1);
    expect(days[0]!.date).toBe('2026-11-25');
  });
});
