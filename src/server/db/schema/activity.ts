import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { companyRef } from './accounts';
import { createdAt, id } from './columns';

/** Only the fields a change moved, as they were or became (never a token, hash or key). */
export type ActivityValues = Record<string, unknown>;

/**
 * The activity trail (issue 25): one row per change by admin or office to money, people or the
 * company, written in the change's own transaction. Append-only: a trigger refuses UPDATE, DELETE
 * and TRUNCATE (migration 0017); only removing the company itself takes its rows. Not subject to retention.
 */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: id(),
    companyId: companyRef(),
    at: createdAt(),
    /** Who: the person's id (null for Stripe's webhook) and their name when they made the change. */
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 200 }).notNull(),
    /** From where: the browser's user agent and the client address (request.ip, TRUST_PROXY honoured). */
    device: varchar('device', { length: 500 }),
    address: varchar('address', { length: 64 }),
    kind: varchar('kind', { length: 50 }).notNull(),
    subjectType: varchar('subject_type', { length: 30 }).notNull(),
    subjectId: integer('subject_id'),
    subjectLabel: varchar('subject_label', { length: 200 }).notNull(),
    before: jsonb('before').$type<ActivityValues>(),
    after: jsonb('after').$type<ActivityValues>(),
  },
  (t) => [
    index('activity_entries_company_at_idx').on(t.companyId, t.at.desc(), t.id.desc()),
    index('activity_entries_company_user_idx').on(t.companyId, t.userId),
  ],
);
