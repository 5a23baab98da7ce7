import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { companyRef, userRef } from './accounts';
import { projectForemen, projects } from './projects';
import { dockets } from './dockets';
import { accessGrantKind } from './enums';

/** Released versions of the product; the newest drives the update banner. Global, not per company. */
export const appVersions = pgTable(
  'app_versions',
  {
    id: id(),
    version: varchar('version', { length: 50 }).notNull(),
    deployedAt: at('deployed_at').notNull().defaultNow(),
    releaseNotes: text('release_notes'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    deployedBy: varchar('deployed_by', { length: 100 }),
    buildNumber: varchar('build_number', { length: 50 }),
  },
  (t) => [
    uniqueIndex('app_versions_version_key').on(t.version),
    index('app_versions_deployed_idx').on(t.deployedAt),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    companyId: companyRef(),
    plan: varchar('plan', { length: 20 }).notNull(),
    stripeCustomerId: varchar('stripe_customer_id', { length: 64 }),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 64 }),
    checkoutSessionId: varchar('checkout_session_id', { length: 100 }),
    status: varchar('status', { length: 30 }).notNull(),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Stripe's cancel_at: when a subscription set to cancel ends (flexible billing mode sets only this). */
    cancelAt: at('cancel_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_company_key').on(t.companyId),
    index('subscriptions_stripe_idx').on(t.stripeSubscriptionId),
  ],
);

/** Stripe webhook events already applied, so a redelivery changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: varchar('id', { length: 100 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: createdAt(),
});

/**
 * A creating call's result kept under the caller's Idempotency-Key: a repeat with the same key
 * returns this and creates nothing.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    companyId: companyRef(),
    userId: userRef(),
    key: varchar('key', { length: 200 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key').on(t.companyId, t.userId, t.key),
    // The retention job's batches find the old replies by it (migration 0019).
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * A credential that opens part of a project without an account: a code-access session after the
 * project code was entered, or the signed link of an approval e-mail (one docket).
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: id(),
    companyId: companyRef(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    docketId: integer('docket_id').references(() => dockets.id, { onDelete: 'cascade' }),
    foremanId: integer('foreman_id').references(() => projectForemen.id, { onDelete: 'cascade' }),
    kind: accessGrantKind('kind').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('access_grants_token_hash_key').on(t.tokenHash),
    index('access_grants_project_idx').on(t.projectId),
  ],
);
