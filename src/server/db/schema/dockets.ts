import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  at,
  clock,
  clockCheck,
  createdAt,
  id,
  minuteRange,
  money,
  percent,
  percentCheck,
  quantity,
  updatedAt,
} from './columns';
import { companyRef, userRef, users } from './accounts';
import { projectForemen, projectRateItems, projects } from './projects';
import { docketEntryType, docketStatus, lineItemEntryType, weeklyTimesheetStatus } from './enums';

/** A docket: one worker's record of one day's work (the API calls it a timesheet). */
export const dockets = pgTable(
  'dockets',
  {
    id: id(),
    companyId: companyRef(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for non-billable activity. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    foremanId: integer('foreman_id').references(() => projectForemen.id, { onDelete: 'set null' }),
    foremanName: varchar('foreman_name', { length: 200 }),
    foremanEmail: varchar('foreman_email', { length: 254 }),
    date: date('date').notNull(),
    status: docketStatus('status').notNull().default('draft'),
    entryType: docketEntryType('entry_type').notNull(),
    startTime: clock('start_time'),
    endTime: clock('end_time'),
    breakMinutes: integer('break_minutes').notNull().default(0),
    /**
     * When the worker was at it, for the overlap rule (DECISIONS 'Overlapping dockets'): a
     * non-billable docket's own range, a billable one's earliest start to latest end of its time
     * items; null without times. A worker's non-void dockets of one day may not overlap: an
     * exclusion constraint written in migrations/0003 (Drizzle cannot declare one) holds it.
     */
    workSpan: minuteRange('work_span'),
    description: text('description'),
    notes: text('notes'),
    /** The approver's signature as a PNG data URL. */
    signature: text('signature'),
    signedAt: at('signed_at'),
    approvedByName: varchar('approved_by_name', { length: 200 }),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How it was approved: one of APPROVAL_METHODS (src/shared/dockets/approval-provenance.ts), or 'complete'. */
    approvalMethod: varchar('approval_method', { length: 30 }),
    /** For 'worker_phone': the name of the signed-in person whose phone the foreman signed on. */
    approvalDeviceOwner: varchar('approval_device_owner', { length: 200 }),
    /** SHA-256 of the docket's content at approval: the tamper-evidence fingerprint. */
    contentHash: varchar('content_hash', { length: 64 }),
    countOnTimesheet: boolean('count_on_timesheet').notNull().default(true),
    invoiced: boolean('invoiced').notNull().default(false),
    invoiceNumber: varchar('invoice_number', { length: 100 }),
    invoicedAt: at('invoiced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dockets_worker_date_idx').on(t.companyId, t.workerId, t.date),
    index('dockets_status_idx').on(t.companyId, t.status, t.date),
    index('dockets_project_idx').on(t.companyId, t.projectId, t.date),
    index('dockets_content_hash_idx').on(t.contentHash),
    /**
     * The invoicing screens' table (docs/decisions.md 'the invoicing screens' reads'): approved
     * billable dockets newest first; project and invoiced ride along so a filtered page, a deep page
     * and the count read the index alone.
     */
    index('dockets_invoicing_idx')
      .on(t.companyId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst(), t.projectId, t.invoiced)
      .where(sql`${t.status} = 'approved' and ${t.entryType} = 'billable'`),
    /** The same table filtered to one project (an office invoicing one client's job): its pages directly. */
    index('dockets_invoicing_project_idx')
      .on(t.companyId, t.projectId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst(), t.invoiced)
      .where(sql`${t.status} = 'approved' and ${t.entryType} = 'billable'`),
    /** Invoice management's Recently Invoiced: the last invoiced first. */
    index('dockets_invoiced_at_idx')
      .on(t.companyId, t.invoicedAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.invoiced} and ${t.status} = 'approved' and ${t.entryType} = 'billable'`),
    check('dockets_break_range', sql`${t.breakMinutes} between 0 and 480`),
    check('dockets_billable_has_project', sql`${t.entryType} = 'non-billable' or ${t.projectId} is not null`),
    clockCheck('dockets_start_format', t.startTime),
    clockCheck('dockets_end_format', t.endTime),
  ],
);

/** A line of billable work on a docket: a quantity, or a time range with a break. */
export const docketLineItems = pgTable(
  'docket_line_items',
  {
    id: id(),
    companyId: companyRef(),
    docketId: integer('docket_id')
      .notNull()
      .references(() => dockets.id, { onDelete: 'cascade' }),
    projectRateItemId: integer('project_rate_item_id').references(() => projectRateItems.id, {
      onDelete: 'set null',
    }),
    entryType: lineItemEntryType('entry_type').notNull(),
    quantity: quantity('quantity'),
    startTime: clock('start_time'),
    endTime: clock('end_time'),
    breakMinutes: integer('break_minutes').notNull().default(0),
    notes: text('notes'),
    /** Name, unit, rate and tax as they were when the work was recorded. */
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    unit: varchar('unit', { length: 30 }).notNull().default('hr'),
    rate: money('rate').notNull().default('0'),
    taxRate: percent('tax_rate').notNull().default('0'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('docket_line_items_docket_idx').on(t.docketId, t.position),
    check('docket_line_items_break_range', sql`${t.breakMinutes} between 0 and 480`),
    check('docket_line_items_quantity_nonnegative', sql`${t.quantity} is null or ${t.quantity} >= 0`),
    percentCheck('docket_line_items_tax_range', t.taxRate),
    clockCheck('docket_line_items_start_format', t.startTime),
    clockCheck('docket_line_items_end_format', t.endTime),
  ],
);

/** The docket's timeline: every change adds one. */
export const docketEvents = pgTable(
  'docket_events',
  {
    id: id(),
    companyId: companyRef(),
    docketId: integer('docket_id')
      .notNull()
      .references(() => dockets.id, { onDelete: 'cascade' }),
    eventType: varchar('event_type', { length: 50 }).notNull(),
    description: text('description'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('docket_events_docket_idx').on(t.docketId, t.createdAt),
    // The invoice numbers a company's dockets were given: the look-ups that keep numbers apart (issue 29).
    index('docket_events_invoice_number_idx')
      .on(t.companyId, sql`lower(${t.details}->>'invoiceNumber')`)
      .where(sql`${t.eventType} = 'invoiced'`),
  ],
);

/** Weekly timesheets: per employee and week (Monday to Sunday), seven entries. */
export const weeklyTimesheets = pgTable(
  'weekly_timesheets',
  {
    id: id(),
    companyId: companyRef(),
    userId: userRef(),
    weekEnding: date('week_ending').notNull(),
    employeeNumber: varchar('employee_number', { length: 50 }),
    ordinaryHours: quantity('ordinary_hours').notNull().default('0'),
    overtimeHours: quantity('overtime_hours').notNull().default('0'),
    status: weeklyTimesheetStatus('status').notNull().default('draft'),
    xeroTimesheetId: varchar('xero_timesheet_id', { length: 64 }),
    submittedAt: at('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('weekly_timesheets_week_idx').on(t.companyId, t.weekEnding),
    uniqueIndex('weekly_timesheets_user_week_key').on(t.companyId, t.userId, t.weekEnding),
  ],
);

export const weeklyTimesheetEntries = pgTable(
  'weekly_timesheet_entries',
  {
    id: id(),
    companyId: companyRef(),
    weeklyTimesheetId: integer('weekly_timesheet_id')
      .notNull()
      .references(() => weeklyTimesheets.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    ordinaryHours: quantity('ordinary_hours').notNull().default('0'),
    overtimeHours: quantity('overtime_hours').notNull().default('0'),
    sickHours: quantity('sick_hours').notNull().default('0'),
    holidayHours: quantity('holiday_hours').notNull().default('0'),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('weekly_timesheet_entries_sheet_date_key').on(t.weeklyTimesheetId, t.date),
    check(
      'weekly_timesheet_entries_nonnegative',
      sql`${t.ordinaryHours} >= 0 and ${t.overtimeHours} >= 0 and ${t.sickHours} >= 0 and ${t.holidayHours} >= 0`,
    ),
  ],
);
