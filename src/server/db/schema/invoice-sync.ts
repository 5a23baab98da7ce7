import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AutoInvoiceMode, AutoInvoiceBatchStatus } from '../../../shared/xero/sync-schemas';
import { at, createdAt, id, money, updatedAt } from './columns';
import { companies, companyRef, users } from './accounts';
import { clients, projects } from './projects';
import { invoices } from './invoices';

/**
 * Automated invoice sync (issue 27): per company, whether approved dockets go to Xero by themselves,
 * and how far the reconcile job has read Xero's invoices.
 */
export const xeroSyncSettings = pgTable('xero_sync_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** off (today's behaviour), per_docket (each approved docket its own draft), weekly (per project and client). */
  autoInvoice: varchar('auto_invoice', { length: 12 }).$type<AutoInvoiceMode>().notNull().default('off'),
  /** Xero's UpdatedDateUTC of the newest invoice the reconcile job has read: its next If-Modified-Since. */
  reconciledThrough: at('reconciled_through'),
  /** When the reconcile job last ran for the company, and what it found (for the Xero logs screen). */
  lastReconcileAt: at('last_reconcile_at'),
  lastReconcileResult: varchar('last_reconcile_result', { length: 300 }),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * What Xero last said of an invoice the product made there: its status and payments, read from the
 * API (never from a webhook's body), keyed by Xero's InvoiceID. Kept only while it is newer than what
 * is stored (xero_updated_at), so an older read never overwrites a newer one.
 */
export const xeroInvoiceStatuses = pgTable(
  'xero_invoice_statuses',
  {
    companyId: companyRef(),
    xeroInvoiceId: varchar('xero_invoice_id', { length: 64 }).notNull(),
    invoiceNumber: varchar('invoice_number', { length: 64 }),
    /** Xero's Status: DRAFT, SUBMITTED, AUTHORISED, PAID, VOIDED, DELETED. */
    xeroStatus: varchar('xero_status', { length: 20 }).notNull(),
    total: money('total').notNull(),
    amountPaid: money('amount_paid').notNull(),
    amountDue: money('amount_due').notNull(),
    dueDate: date('due_date'),
    fullyPaidOn: date('fully_paid_on'),
    /** Xero's UpdatedDateUTC of the invoice as read. */
    xeroUpdatedAt: at('xero_updated_at').notNull(),
    checkedAt: at('checked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.xeroInvoiceId] })],
);

/**
 * Every webhook event Xero delivered with a valid signature, kept once (event_key: a hash of its
 * tenant, resource, category, type and date), so a replay or Xero's retry changes nothing twice.
 * company_id is null for a tenant no company is connected to (the event is ignored).
 */
export const xeroWebhookEvents = pgTable(
  'xero_webhook_events',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    eventKey: varchar('event_key', { length: 64 }).notNull(),
    tenantId: varchar('tenant_id', { length: 64 }).notNull(),
    resourceId: varchar('resource_id', { length: 64 }).notNull(),
    eventCategory: varchar('event_category', { length: 30 }).notNull(),
    eventType: varchar('event_type', { length: 30 }).notNull(),
    eventDate: at('event_date').notNull(),
    receivedAt: createdAt(),
    processedAt: at('processed_at'),
    /** What came of it: 'updated', 'unchanged', 'not ours', 'unknown tenant', or why it failed. */
    outcome: varchar('outcome', { length: 300 }),
  },
  (t) => [
    uniqueIndex('xero_webhook_events_key').on(t.eventKey),
    index('xero_webhook_events_company_idx').on(t.companyId, t.receivedAt),
  ],
);

/** A payment recorded against one of the product's own tax invoices; undoing it deletes the row. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    companyId: companyRef(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on').notNull(),
    amount: money('amount').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    check('invoice_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * One automatic Xero invoice (issue 27): its dockets chosen and kept before Xero is called, under a
 * key that names what it is for ('week:2026-11-23:project:12:client:4' or 'docket:123'), unique per
 * company, so a job run twice or restarted after a crash finishes the same invoice, never a second.
 */
export const xeroAutoInvoiceBatches = pgTable(
  'xero_auto_invoice_batches',
  {
    id: id(),
    companyId: companyRef(),
    batchKey: varchar('batch_key', { length: 100 }).notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The Monday of the week invoiced (weekly), null for a single docket. */
    weekStart: date('week_start'),
    docketIds: integer('docket_ids').array().notNull(),
    status: varchar('status', { length: 12 }).$type<AutoInvoiceBatchStatus>().notNull().default('pending'),
    xeroInvoiceId: varchar('xero_invoice_id', { length: 64 }),
    invoiceNumber: varchar('invoice_number', { length: 64 }),
    /** Why it was skipped or failed, in words the office can act on. */
    outcome: text('outcome'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('xero_auto_invoice_batches_key').on(t.companyId, t.batchKey),
    index('xero_auto_invoice_batches_status_idx').on(t.companyId, t.status),
  ],
);
