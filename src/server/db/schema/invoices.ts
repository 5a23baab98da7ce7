import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, money, percent, percentCheck } from './columns';
import { companies, companyRef, users } from './accounts';
import { clients } from './projects';
import { docketLineItems, dockets } from './dockets';

/** An own tax invoice is issued, or void (it keeps its number; its dockets are ready to invoice again). */
export const invoiceStatus = pgEnum('invoice_status', ['issued', 'void']);

/**
 * The company's invoice numbers (DECISIONS 'Beyond the spec'): one row per company, moved by one in
 * the transaction that creates the invoice, so numbers are gapless and never shared.
 */
export const invoiceSequences = pgTable('invoice_sequences', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The last number given out (0: none yet). */
  lastNumber: integer('last_number').notNull().default(0),
});

/** The product's own tax invoice: its buyer, dates and totals (sums of its rounded lines). */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: companyRef(),
    /** The company's sequence number: 1 for SD-0001 (its prefix then the sequence). */
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The buyer as invoiced, kept if the client is renamed or removed. */
    clientName: varchar('client_name', { length: 200 }),
    contactName: varchar('contact_name', { length: 200 }),
    contactEmail: varchar('contact_email', { length: 254 }),
    reference: varchar('reference', { length: 200 }),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    subtotal: money('subtotal').notNull(),
    gst: money('gst').notNull(),
    total: money('total').notNull(),
    status: invoiceStatus('status').notNull().default('issued'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    voidedAt: at('voided_at'),
    voidedById: integer('voided_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invoices_company_sequence_key').on(t.companyId, t.sequence),
    uniqueIndex('invoices_company_number_key').on(t.companyId, t.number),
    index('invoices_company_issue_date_idx').on(t.companyId, t.issueDate),
    check('invoices_due_after_issue', sql`${t.dueDate} >= ${t.issueDate}`),
    check('invoices_total_is_sum', sql`${t.total} = ${t.subtotal} + ${t.gst}`),
  ],
);

/**
 * The dockets an invoice covers. A docket is on at most one invoice that is not void: the partial
 * unique index holds it even if two creates race past the service's checks.
 */
export const invoiceDockets = pgTable(
  'invoice_dockets',
  {
    companyId: companyRef(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    docketId: integer('docket_id')
      .notNull()
      .references(() => dockets.id, { onDelete: 'cascade' }),
    /** False once the invoice is void: the docket may be invoiced again. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.docketId] }),
    uniqueIndex('invoice_dockets_active_docket_key')
      .on(t.docketId)
      .where(sql`${t.active}`),
  ],
);

/** One line of an invoice: one work item of a docket, its figures from the shared docket math. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    companyId: companyRef(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    docketId: integer('docket_id').references(() => dockets.id, { onDelete: 'set null' }),
    lineItemId: integer('line_item_id').references(() => docketLineItems.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    /** The docket's date and worker, and the rate item's name, as they were when invoiced. */
    date: date('date').notNull(),
    workerName: varchar('worker_name', { length: 201 }).notNull(),
    description: text('description').notNull(),
    /** Hours of a time item to 4 places, or an item's quantity (billableQuantity). */
    quantity: numeric('quantity', { precision: 14, scale: 4 }).notNull(),
    unit: varchar('unit', { length: 30 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    taxRate: percent('tax_rate').notNull(),
    /** Net and GST of the line, each rounded to cents. */
    lineAmount: money('line_amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    percentCheck('invoice_lines_tax_range', t.taxRate),
  ],
);

/**
 * A docket being invoiced in Xero (issue 24): claimed, in the transaction that checks it ready,
 * before Xero is called, and released when it is marked invoiced or Xero refuses the invoice. Every
 * way of invoicing refuses a claimed docket. The claim carries the Idempotency-Key Xero is sent, so
 * whoever finishes it (the same request again, or any request for the same dockets once it expires)
 * gets the invoice Xero already made rather than a second one.
 */
export const docketInvoiceClaims = pgTable(
  'docket_invoice_claims',
  {
    /** One claim per docket at most. */
    docketId: integer('docket_id')
      .primaryKey()
      .references(() => dockets.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    /** The Idempotency-Key of the Xero call, the same on every docket of the claim. */
    claimKey: varchar('claim_key', { length: 128 }).notNull(),
    /** Every docket of the claim, sorted: only a request for exactly these may finish it. */
    docketIds: integer('docket_ids').array().notNull(),
    /** The claiming request's hash: the same request again (a double click) joins the claim. */
    requestKey: varchar('request_key', { length: 128 }).notNull(),
    claimedById: integer('claimed_by_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: at('claimed_at').notNull(),
    /** Past this (a crashed or failed request), any request for the same dockets may finish it. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('docket_invoice_claims_key_idx').on(t.claimKey)],
);
