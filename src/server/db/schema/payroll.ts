import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '../../../shared/api/error-codes';
import type { SubmissionStatus } from '../../../shared/payroll/schemas';
import { at, createdAt, id, quantity, updatedAt } from './columns';
import { companyRef, userRef, users } from './accounts';

/**
 * A whole-period submission to Xero Payroll (issue 15): one row per run, one item per mapped
 * employee. The job works through the items; an item's status is what makes a restart safe (an item
 * left 'sending' is looked up in Xero before anything is sent again).
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: id(),
    companyId: companyRef(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    overtimeThreshold: integer('overtime_threshold').notNull(),
    /** queued, running, done. */
    status: varchar('status', { length: 10 })
      .$type<'queued' | 'running' | 'done'>()
      .notNull()
      .default('queued'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('payroll_runs_period_idx').on(t.companyId, t.periodStart, t.periodEnd, t.createdAt),
    check('payroll_runs_status', sql`${t.status} in ('queued', 'running', 'done')`),
  ],
);

export const payrollRunItems = pgTable(
  'payroll_run_items',
  {
    id: id(),
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    userId: userRef(),
    status: varchar('status', { length: 10 }).$type<SubmissionStatus>().notNull().default('queued'),
    message: text('message'),
    code: varchar('code', { length: 40 }).$type<ErrorCode>(),
    xeroTimesheetId: varchar('xero_timesheet_id', { length: 64 }),
    totalHours: quantity('total_hours'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payroll_run_items_run_user_key').on(t.runId, t.userId),
    check(
      'payroll_run_items_status',
      sql`${t.status} in ('queued', 'sending', 'sent', 'updated', 'skipped', 'failed')`,
    ),
  ],
);
