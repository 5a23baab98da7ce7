import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { DEFAULT_INVOICE_PREFIX } from '../../../shared/invoicing/invoice-prefix';
import { at, clock, clockCheck, createdAt, id, updatedAt } from './columns';
import { accountingSoftware, approvalDefault, invitationRole, userRole } from './enums';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 50 }),
    address: varchar('address', { length: 500 }),
    /** The Australian Business Number, 11 digits (shared/abn.ts), shown on the company's tax invoices. */
    abn: varchar('abn', { length: 11 }),
    /** How clients pay its invoices (shared/payment-details.ts), each optional: printed on its tax invoices. */
    paymentAccountName: varchar('payment_account_name', { length: 100 }),
    /** The BSB's 6 digits, shown as 000-000. */
    paymentBsb: varchar('payment_bsb', { length: 6 }),
    paymentAccountNumber: varchar('payment_account_number', { length: 10 }),
    paymentNote: varchar('payment_note', { length: 500 }),
    /** What its own invoice numbers start with (shared/invoice-prefix.ts); never Xero's INV-. */
    invoicePrefix: varchar('invoice_prefix', { length: 10 }).notNull().default(DEFAULT_INVOICE_PREFIX),
    /** Six uppercase letters, unique: workers join with it (shown to them as C-XXXXXX). */
    code: varchar('code', { length: 6 }).notNull(),
    accountingSoftware: accountingSoftware('accounting_software').notNull().default('none'),
    approvalDefault: approvalDefault('approval_default').notNull().default('auto'),
    defaultStartTime: clock('default_start_time').notNull().default('08:00'),
    defaultFinishTime: clock('default_finish_time').notNull().default('17:00'),
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Australia/Sydney'),
    /** 'Keep where and when photos were taken' (issue 28): off, photos lose all metadata. */
    keepPhotoPlace: boolean('keep_photo_place').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_code_key').on(t.code),
    check('companies_code_format', sql`${t.code} ~ '^[A-Z]{6}$'`),
    check('companies_abn_format', sql`${t.abn} ~ '^[0-9]{11}$'`),
    check('companies_payment_bsb_format', sql`${t.paymentBsb} ~ '^[0-9]{6}$'`),
    check('companies_payment_account_format', sql`${t.paymentAccountNumber} ~ '^[0-9]{4,10}$'`),
    check(
      'companies_invoice_prefix_format',
      sql`${t.invoicePrefix} ~ '^[A-Za-z0-9/-]{1,10}$' and lower(${t.invoicePrefix}) <> 'inv' and lower(${t.invoicePrefix}) not like 'inv-%'`,
    ),
    clockCheck('companies_start_format', t.defaultStartTime),
    clockCheck('companies_finish_format', t.defaultFinishTime),
  ],
);

/** The owning company of a tenant row: NOT NULL, removed with the company (docs/scaling.md). */
export const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: companyRef(),
    username: varchar('username', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    role: userRole('role').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    currentAppVersion: varchar('current_app_version', { length: 50 }),
    lastVersionUpdate: at('last_version_update'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId, t.role),
  ],
);

/** A user a row belongs to, removed with the user. */
export const userRef = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    companyId: companyRef(),
    userId: userRef(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userAgent: varchar('user_agent', { length: 500 }),
    ipAddress: varchar('ip_address', { length: 64 }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: companyRef(),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    role: invitationRole('role').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_company_idx').on(t.companyId, t.createdAt),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    companyId: companyRef(),
    userId: userRef(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** A landing-page demo request: from a prospect, so it belongs to no company. */
export const demoRequests = pgTable('demo_requests', {
  id: id(),
  businessName: varchar('business_name', { length: 200 }).notNull(),
  phone: varchar('phone', { length: 50 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  ipAddress: varchar('ip_address', { length: 64 }),
  createdAt: createdAt(),
});
