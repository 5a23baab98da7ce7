import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, rows } from '../../../../../tests/support/database';
import type { Database, Db } from '../../../db/client';
import { createCompany, createDocket, createProject, createUser } from '../../../db/factories';
import {
  accessGrants,
  activityEntries,
  companies,
  docketEvents,
  dockets,
  emailLogs,
  idempotencyKeys,
  invitations,
  passwordResets,
  projects,
  sessions,
  users,
  xeroApiLogs,
  xeroWebhookEvents,
  xeroConnectTickets,
} from '../../../db/schema';
import { deleteInBatches, runRetention } from './batches';
import { retentionPass } from './job';
import { retentionRules, type RetentionAges } from './policy';

/** The retention job's policy and batches on the test database (issue 25). */

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const NOW = new Date('2026-11-29T03:30:00Z');
const AGES: RetentionAges = { logDays: 90, tokenDays: 7, idempotencyHours: 168 };
const at = (ms: number) => new Date(NOW.getTime() + ms);
/** Just past each age (goes) and just within it (stays). */
const OLD_LOG = at(-90 * DAY - MINUTE);
const NEW_LOG = at(-90 * DAY + MINUTE);
const ENDED_OLD = at(-7 * DAY - MINUTE);
const ENDED_NEW = at(-7 * DAY + MINUTE);
const FUTURE = at(7 * DAY);
const BATCH = { batchSize: 1000, pauseMs: 0 };

let database: Database;
let db: Db;
let company: { id: number };
let other: { id: number };
let user: { id: number; companyId: number };
let project: { id: number };

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
  company = await createCompany(db);
  other = await createCompany(db);
  user = await createUser(db, { companyId: company.id, role: 'admin' });
  project = await createProject(db, { companyId: company.id });
});
afterAll(() => database.close());

const token = () => Math.random().toString(16).slice(2).padEnd(64, '0');

/** Inserts rows and returns their ids in order. */
async function ids(table: PgTable, rows: Record<string, unknown>[]): Promise<number[]> {
  const made = (await db
    .insert(table)
    .values(rows as never)
    .returning()) as { id: number }[];
  return made.map((r) => r.id);
}

/** Which of `wanted` are still in the table, in id order. */
async function left(table: PgTable, wanted: number[]): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from ${table} where id in (${sql.join(wanted, sql`, `)}) order by id`,
  );
  return found.map((r) => r.id);
}

const email = (createdAt: Date, companyId: number | null = company.id) => ({
  companyId,
  status: 'success',
  emailType: 'invitation',
  to: 'someone@example.com',
  from: 'support@example.com',
  subject: 'A subject no log line may carry',
  html: '<p>body</p>',
  text: 'body',
  createdAt,
});
const xeroCall = (createdAt: Date) => ({
  companyId: company.id,
  operation: 'getContacts',
  endpoint: '/api.xro/2.0/Contacts',
  method: 'GET',
  success: true,
  durationMs: 120,
  createdAt,
});
const webhookEvent = (receivedAt: Date) => ({
  companyId: company.id,
  eventKey: token(),
  tenantId: 'tenant',
  resourceId: 'invoice',
  eventCategory: 'INVOICE',
  eventType: 'UPDATE',
  eventDate: receivedAt,
  receivedAt,
});
const session = (expiresAt: Date, revokedAt: Date | null = null) => ({
  companyId: company.id,
  userId: user.id,
  tokenHash: token(),
  expiresAt,
  revokedAt,
});

describe('the retention policy', () => {
  it('deletes each table’s rows just past their age and keeps those just within it, live ones always', async () => {
    const mail = await ids(emailLogs, [email(OLD_LOG), email(NEW_LOG), email(OLD_LOG, null)]);
    const calls = await ids(xeroApiLogs, [xeroCall(OLD_LOG), xeroCall(NEW_LOG)]);
    const deliveries = await ids(xeroWebhookEvents, [webhookEvent(OLD_LOG), webhookEvent(NEW_LOG)]);
    // Expired long ago, expired lately, live, revoked long ago (its expiry still ahead), revoked lately.
    const signIns = await ids(sessions, [
      session(ENDED_OLD),
      session(ENDED_NEW),
      session(FUTURE),
      session(FUTURE, ENDED_OLD),
      session(FUTURE, ENDED_NEW),
    ]);
    const grant = { companyId: company.id, projectId: project.id, kind: 'project_code' as const };
    const grants = await ids(accessGrants, [
      { ...grant, tokenHash: token(), expiresAt: ENDED_OLD },
      { ...grant, tokenHash: token(), expiresAt: ENDED_NEW },
      { ...grant, tokenHash: token(), expiresAt: FUTURE },
      { ...grant, tokenHash: token(), expiresAt: FUTURE, revokedAt: ENDED_OLD },
    ]);
    const reset = { companyId: company.id, userId: user.id };
    // Expired long ago; expired lately; unused and unexpired; used long ago (it expired later, lately).
    const resets = await ids(passwordResets, [
      { ...reset, tokenHash: token(), expiresAt: ENDED_OLD },
      { ...reset, tokenHash: token(), expiresAt: ENDED_NEW },
      { ...reset, tokenHash: token(), expiresAt: FUTURE },
      { ...reset, tokenHash: token(), expiresAt: at(-7 * DAY + 30 * MINUTE), usedAt: ENDED_OLD },
    ]);
    const invite = {
      companyId: company.id,
      email: 'new.worker@example.com',
      firstName: 'New',
      lastName: 'Worker',
      role: 'worker' as const,
    };
    // Expired long ago, expired lately, pending, accepted long ago, cancelled long ago, accepted lately.
    const invites = await ids(invitations, [
      { ...invite, tokenHash: token(), expiresAt: ENDED_OLD },
      { ...invite, tokenHash: token(), expiresAt: ENDED_NEW },
      { ...invite, tokenHash: token(), expiresAt: FUTURE },
      { ...invite, tokenHash: token(), expiresAt: FUTURE, acceptedAt: ENDED_OLD },
      { ...invite, tokenHash: token(), expiresAt: FUTURE, cancelledAt: ENDED_OLD },
      { ...invite, tokenHash: token(), expiresAt: FUTURE, acceptedAt: ENDED_NEW },
    ]);
    const ticket = { companyId: company.id, userId: user.id };
    const tickets = await ids(xeroConnectTickets, [
      { ...ticket, ticketHash: token(), expiresAt: ENDED_OLD },
      { ...ticket, ticketHash: token(), expiresAt: ENDED_NEW },
      { ...ticket, ticketHash: token(), expiresAt: FUTURE },
      { ...ticket, ticketHash: token(), expiresAt: FUTURE, usedAt: ENDED_OLD },
    ]);
    const key = (k: string, createdAt: Date) => ({
      companyId: company.id,
      userId: user.id,
      key: k,
      route: 'POST /api/timesheets',
      requestHash: token(),
      responseStatus: 201,
      responseBody: { id: 1 },
      createdAt,
    });
    const keys = await ids(idempotencyKeys, [
      key(`old-${token()}`, at(-168 * 60 * MINUTE - MINUTE)),
      key(`new-${token()}`, at(-168 * 60 * MINUTE + MINUTE)),
    ]);

    const counts = await runRetention(db, retentionRules(AGES, NOW), BATCH);

    const kept = (list: number[], ...positions: number[]) => positions.map((i) => list[i]!);
    expect(await left(emailLogs, mail)).toEqual(kept(mail, 1));
    expect(await left(xeroApiLogs, calls)).toEqual(kept(calls, 1));
    expect(await left(xeroWebhookEvents, deliveries)).toEqual(kept(deliveries, 1));
    expect(await left(sessions, signIns)).toEqual(kept(signIns, 1, 2, 4));
    expect(await left(accessGrants, grants)).toEqual(kept(grants, 1, 2));
    expect(await left(passwordResets, resets)).toEqual(kept(resets, 1, 2));
    expect(await left(invitations, invites)).toEqual(kept(invites, 1, 2, 5));
    expect(await left(xeroConnectTickets, tickets)).toEqual(kept(tickets, 1, 2));
    expect(await left(idempotencyKeys, keys)).toEqual(kept(keys, 1));
    expect(Object.fromEntries(Object.entries(counts).map(([t, c]) => [t, c.deleted]))).toEqual({
      email_logs: 2,
      xero_api_logs: 1,
      xero_webhook_events: 1,
      sessions: 2,
      access_grants: 2,
      password_resets: 2,
      invitations: 3,
      xero_connect_tickets: 2,
      idempotency_keys: 1,
    });
  });

  it('leaves what a company owns, however old: its dockets, people, projects and activity', async () => {
    const owner = await createCompany(db, { createdAt: at(-3 * 365 * DAY) });
    const worker = await createUser(db, {
      companyId: owner.id,
      role: 'worker',
      createdAt: at(-3 * 365 * DAY),
    });
    const site = await createProject(db, { companyId: owner.id, createdAt: at(-3 * 365 * DAY) });
    await createDocket(db, {
      companyId: owner.id,
      workerId: worker.id,
      projectId: site.id,
      date: '2023-11-01',
      createdAt: at(-3 * 365 * DAY),
    });
    await db.insert(activityEntries).values({
      companyId: owner.id,
      userName: 'Office',
      kind: 'docket.created',
      subjectType: 'docket',
      subjectLabel: 'Docket',
      at: at(-3 * 365 * DAY),
    });
    const tally = async () => ({
      companies: await db.$count(companies, eq(companies.id, owner.id)),
      users: await db.$count(users, eq(users.companyId, owner.id)),
      projects: await db.$count(projects, eq(projects.companyId, owner.id)),
      dockets: await db.$count(dockets, eq(dockets.companyId, owner.id)),
      events: await db.$count(docketEvents, eq(docketEvents.companyId, owner.id)),
      activity: await db.$count(activityEntries, eq(activityEntries.companyId, owner.id)),
    });
    const before = await tally();
    expect(before).toEqual({ companies: 1, users: 1, projects: 1, dockets: 1, events: 1, activity: 1 });
    await runRetention(db, retentionRules({ logDays: 1, tokenDays: 1, idempotencyHours: 24 }, NOW), BATCH);
    expect(await tally()).toEqual(before);
  });

  it('deletes more rows than a batch in several statements, a batch each', async () => {
    const mail = await ids(
      emailLogs,
      Array.from({ length: 25 }, () => email(OLD_LOG, other.id)),
    );
    const [rule] = retentionRules(AGES, NOW);
    expect(rule!.name).toBe('email_logs');
    expect(await deleteInBatches(db, rule!, { batchSize: 10, pauseMs: 1 })).toEqual({
      deleted: 25,
      statements: 3,
    });
    expect(await left(emailLogs, mail)).toEqual([]);
    expect(await db.$count(emailLogs, eq(emailLogs.companyId, other.id))).toBe(0);
  });

  it('logs one line a run with the rows deleted per table, never their content', async () => {
    await ids(emailLogs, [email(OLD_LOG, other.id), email(OLD_LOG, other.id)]);
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => void lines.push(args) };
    const ages = { ...AGES, jobDays: 7, schedule: '30 3 * * *' };
    await retentionPass(db, ages, NOW, log as never, BATCH);
    expect(lines).toHaveLength(1);
    const [fields, message] = lines[0]!;
    expect(message).toBe('retention run');
    expect((fields as { retention: { deleted: Record<string, number> } }).retention.deleted).toMatchObject({
      email_logs: 2,
      sessions: 0,
      idempotency_keys: 0,
    });
    expect(JSON.stringify(lines)).not.toMatch(/subject|someone@example.com|body/);
  });
});
