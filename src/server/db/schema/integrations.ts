import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, percent, quantity, updatedAt } from './columns';
import { companies, companyRef, userRef, users } from './accounts';
import { calendarType } from './enums';
import type { EmailStatus } from '../../../shared/email/delivery';
import type { FallbackCycle } from '../../../shared/payroll/hours';
import type { XeroTokenInfo } from '../../../shared/xero/logs-schemas';

/**
 * Every e-mail the product produced, delivered or not. company_id is null only for mail that
 * belongs to no company (a prospect's demo request to support).
 */
export const emailLogs = pgTable(
  'email_logs',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** success, failed, or not_sent (no mail server configured). */
    status: varchar('status', { length: 20 }).$type<EmailStatus>().notNull(),
    emailType: varchar('email_type', { length: 50 }).notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    from: varchar('from', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    relatedEntityType: varchar('related_entity_type', { length: 50 }),
    relatedEntityId: integer('related_entity_id'),
    errorMessage: text('error_message'),
    requestPayload: jsonb('request_payload').$type<Record<string, unknown>>(),
    providerResponse: jsonb('provider_response').$type<Record<string, unknown>>(),
    /** The signed-in user the mail was sent on behalf of; counts against the hourly cap. */
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_logs_company_idx').on(t.companyId, t.createdAt),
    // The retention job's batches find the oldest rows of every company by it (migration 0019).
    index('email_logs_created_idx').on(t.createdAt),
  ],
);

/** The company's Xero connection; tokens are stored encrypted. */
export const xeroConnections = pgTable(
  'xero_connections',
  {
    id: id(),
    companyId: companyRef(),
    tenantId: varchar('tenant_id', { length: 64 }).notNull(),
    tenantName: varchar('tenant_name', { length: 200 }).notNull(),
    connectionId: varchar('connection_id', { length: 64 }),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc').notNull(),
    accessTokenExpiresAt: at('access_token_expires_at').notNull(),
    scopes: text('scopes').notNull(),
    connectedById: integer('connected_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('xero_connections_company_key').on(t.companyId)],
);

/** A short-lived, single-use ticket the browser carries to start the Xero sign-in (never the login token). */
export const xeroConnectTickets = pgTable(
  'xero_connect_tickets',
  {
    id: id(),
    companyId: companyRef(),
    userId: userRef(),
    ticketHash: varchar('ticket_hash', { length: 64 }).notNull(),
    oauthState: varchar('oauth_state', { length: 64 }),
    codeVerifier: varchar('code_verifier', { length: 128 }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('xero_connect_tickets_hash_key').on(t.ticketHash)],
);

export const xeroApiLogs = pgTable(
  'xero_api_logs',
  {
    id: id(),
    companyId: companyRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    operation: varchar('operation', { length: 100 }).notNull(),
    endpoint: text('endpoint').notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    success: boolean('success').notNull(),
    responseStatus: integer('response_status'),
    responseStatusText: varchar('response_status_text', { length: 200 }),
    durationMs: integer('duration_ms').notNull(),
    errorDescription: text('error_description'),
    requestQueryParams: jsonb('request_query_params').$type<Record<string, unknown>>(),
    requestBody: jsonb('request_body'),
    responseBody: jsonb('response_body'),
    tokenInfo: jsonb('token_info').$type<XeroTokenInfo>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('xero_api_logs_company_idx').on(t.companyId, t.createdAt),
    index('xero_api_logs_created_idx').on(t.createdAt),
  ],
);

export const taxCodes = pgTable(
  'tax_codes',
  {
    id: id(),
    companyId: companyRef(),
    name: varchar('name', { length: 200 }).notNull(),
    taxType: varchar('tax_type', { length: 50 }).notNull(),
    effectiveRate: percent('effective_rate').notNull(),
    displayTaxRate: percent('display_tax_rate').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tax_codes_company_type_key').on(t.companyId, t.taxType)],
);

export const payrollSettings = pgTable(
  'payroll_settings',
  {
    id: id(),
    companyId: companyRef(),
    ordinaryHoursEarningsRateId: varchar('ordinary_hours_earnings_rate_id', { length: 64 }),
    ordinaryHoursEarningsRateName: varchar('ordinary_hours_earnings_rate_name', { length: 200 }),
    overtimeHoursEarningsRateId: varchar('overtime_hours_earnings_rate_id', { length: 64 }),
    overtimeHoursEarningsRateName: varchar('overtime_hours_earnings_rate_name', { length: 200 }),
    payrollCalendarId: varchar('payroll_calendar_id', { length: 64 }),
    payrollCalendarName: varchar('payroll_calendar_name', { length: 200 }),
    /** Hours per day above which work counts as overtime (DECISIONS: default 8). */
    overtimeThresholdHours: quantity('overtime_threshold_hours').notNull().default('8'),
    /** Periods without a Xero calendar (DECISIONS): WEEKLY (Monday–Sunday) or FORTNIGHTLY from a Monday. */
    fallbackCycle: varchar('fallback_cycle', { length: 12 })
      .$type<FallbackCycle>()
      .notNull()
      .default('WEEKLY'),
    fallbackFortnightStart: date('fallback_fortnight_start'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payroll_settings_company_key').on(t.companyId)],
);

export const payrollCalendars = pgTable(
  'payroll_calendars',
  {
    id: id(),
    companyId: companyRef(),
    xeroCalendarId: varchar('xero_calendar_id', { length: 64 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    calendarType: calendarType('calendar_type').notNull(),
    periodStartDate: varchar('period_start_date', { length: 10 }).notNull(),
    paymentDate: varchar('payment_date', { length: 10 }).notNull(),
    isActive: boolean('is_active').notNull().default(false),
    syncedAt: createdAt(),
  },
  (t) => [uniqueIndex('payroll_calendars_company_xero_key').on(t.companyId, t.xeroCalendarId)],
);

/** Which Xero Payroll employee a user is paid as. */
export const employeeMappings = pgTable(
  'employee_mappings',
  {
    id: id(),
    companyId: companyRef(),
    userId: userRef(),
    xeroEmployeeId: varchar('xero_employee_id', { length: 64 }).notNull(),
    xeroDisplayName: varchar('xero_display_name', { length: 200 }),
    mappedAt: createdAt(),
  },
  (t) => [uniqueIndex('employee_mappings_user_key').on(t.userId)],
);

/** A payroll timesheet sent to Xero Payroll: one employee, one pay period. */
export const payrollSubmissions = pgTable(
  'payroll_submissions',
  {
    id: id(),
    companyId: companyRef(),
    userId: userRef(),
    periodStart: varchar('period_start', { length: 10 }).notNull(),
    periodEnd: varchar('period_end', { length: 10 }).notNull(),
    /** One value per day of the period, as sent to Xero. */
    ordinaryHours: quantity('ordinary_hours').array().notNull(),
    overtimeHours: quantity('overtime_hours').array().notNull(),
    totalHours: quantity('total_hours').notNull(),
    /** The daily threshold the hours were split at. */
    overtimeThreshold: integer('overtime_threshold').notNull().default(8),
    xeroTimesheetId: varchar('xero_timesheet_id', { length: 64 }),
    /** How many times the period was sent (a second send updates Xero's timesheet). */
    sendCount: integer('send_count').notNull().default(1),
    submittedById: integer('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payroll_submissions_period_key').on(t.companyId, t.userId, t.periodStart, t.periodEnd),
  ],
);
