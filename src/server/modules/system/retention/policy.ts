import { lt, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RetentionConfig } from '../../../config';
import {
  accessGrants,
  emailLogs,
  idempotencyKeys,
  invitations,
  passwordResets,
  sessions,
  xeroApiLogs,
  xeroConnectTickets,
  xeroWebhookEvents,
} from '../../../db/schema';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The ages the policy counts in (RETENTION_* in config.ts). */
export type RetentionAges = Pick<RetentionConfig, 'logDays' | 'tokenDays' | 'idempotencyHours'>;

/** One table the job trims: its rows that `expired` matches go (the table has an integer `id`). */
export type RetentionRule = { name: string; table: PgTable; expired: SQL };

/**
 * What the retention job deletes (docs/operations.md, Retention). Logs go by age; a credential (a
 * session, a project-code session or approval link, a reset link, an invitation, a Xero connect
 * ticket) only once it has ended (expired, used, revoked, accepted or cancelled) more than
 * RETENTION_TOKEN_DAYS ago, so a live one never does; an Idempotency-Key's stored reply once older
 * than RETENTION_IDEMPOTENCY_HOURS. Nothing a company owns is here: dockets, invoices, payroll, the
 * activity trail. Finished background jobs are pg-boss's own (RETENTION_JOB_DAYS, jobs/queue.ts).
 */
export function retentionRules(ages: RetentionAges, now: Date): RetentionRule[] {
  const logs = new Date(now.getTime() - ages.logDays * DAY_MS);
  const ended = new Date(now.getTime() - ages.tokenDays * DAY_MS);
  const replies = new Date(now.getTime() - ages.idempotencyHours * HOUR_MS);
  const rule = (name: string, table: PgTable, expired: SQL | undefined): RetentionRule => ({
    name,
    table,
    expired: expired!,
  });
  return [
    rule('email_logs', emailLogs, lt(emailLogs.createdAt, logs)),
    rule('xero_api_logs', xeroApiLogs, lt(xeroApiLogs.createdAt, logs)),
    // A delivery is kept as long as the call log that shows it; Xero retries an event for a day at most.
    rule('xero_webhook_events', xeroWebhookEvents, lt(xeroWebhookEvents.receivedAt, logs)),
    rule('sessions', sessions, or(lt(sessions.expiresAt, ended), lt(sessions.revokedAt, ended))),
    rule(
      'access_grants',
      accessGrants,
      or(lt(accessGrants.expiresAt, ended), lt(accessGrants.revokedAt, ended)),
    ),
    rule(
      'password_resets',
      passwordResets,
      or(lt(passwordResets.expiresAt, ended), lt(passwordResets.usedAt, ended)),
    ),
    rule(
      'invitations',
      invitations,
      or(
        lt(invitations.expiresAt, ended),
        lt(invitations.acceptedAt, ended),
        lt(invitations.cancelledAt, ended),
      ),
    ),
    rule(
      'xero_connect_tickets',
      xeroConnectTickets,
      or(lt(xeroConnectTickets.expiresAt, ended), lt(xeroConnectTickets.usedAt, ended)),
    ),
    rule('idempotency_keys', idempotencyKeys, lt(idempotencyKeys.createdAt, replies)),
  ];
}
