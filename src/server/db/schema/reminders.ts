import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyRef, userRef, users } from './accounts';
import { at, clock, clockCheck, createdAt, id, updatedAt } from './columns';

/** A day off for the whole company (a public holiday, the Christmas shutdown): no docket is missing on it. */
export const companyHolidays = pgTable(
  'company_holidays',
  {
    id: id(),
    companyId: companyRef(),
    date: date('date').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_holidays_company_date_key').on(t.companyId, t.date)],
);

/** Whether, and when (HH:MM in the company's zone), missing-docket reminders go out by themselves. */
export const companyReminderSettings = pgTable(
  'company_reminder_settings',
  {
    id: id(),
    companyId: companyRef(),
    enabled: boolean('enabled').notNull().default(false),
    time: clock('time').notNull().default('16:00'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_reminder_settings_company_key').on(t.companyId),
    clockCheck('company_reminder_settings_time_format', t.time),
  ],
);

/**
 * The scheduled reminder of one company on one day: claimed (inserted) in a transaction before any
 * mail goes out, so with several server processes only the one whose insert won sends.
 */
export const companyReminderDays = pgTable(
  'company_reminder_days',
  {
    companyId: companyRef(),
    date: date('date').notNull(),
    claimedAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.date] })],
);

/** A reminder sent to one worker for one day (by a person's tap, or by the schedule: sentById null). */
export const docketReminders = pgTable(
  'docket_reminders',
  {
    id: id(),
    companyId: companyRef(),
    userId: userRef(),
    date: date('date').notNull(),
    /** What became of the e-mail: success, failed, not_sent (shared/email-delivery.ts). */
    emailStatus: varchar('email_status', { length: 10 }).notNull(),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('docket_reminders_company_date_idx').on(t.companyId, t.date, t.userId)],
);
