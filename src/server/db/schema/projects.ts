import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  clock,
  clockCheck,
  createdAt,
  id,
  money,
  percent,
  percentCheck,
  quantity,
  updatedAt,
} from './columns';
import { companyRef, userRef, users } from './accounts';
import { assignmentRole } from './enums';

export const clients = pgTable(
  'clients',
  {
    id: id(),
    companyId: companyRef(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 50 }),
    address: varchar('address', { length: 500 }),
    contactPerson: varchar('contact_person', { length: 200 }),
    /** The Xero contact automatic invoices go to (issue 27): set by the office, never guessed. */
    xeroContactId: varchar('xero_contact_id', { length: 64 }),
    xeroContactName: varchar('xero_contact_name', { length: 255 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clients_company_idx').on(t.companyId, t.name)],
);

export const clientContacts = pgTable(
  'client_contacts',
  {
    id: id(),
    companyId: companyRef(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 50 }),
    title: varchar('title', { length: 100 }),
    isForeman: boolean('is_foreman').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('client_contacts_client_idx').on(t.clientId)],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    companyId: companyRef(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    /** Six digits, unique across the installation: the code alone identifies the project. */
    code: varchar('code', { length: 8 }).notNull(),
    jobNumber: varchar('job_number', { length: 100 }),
    description: text('description'),
    location: varchar('location', { length: 500 }),
    startDate: date('start_date'),
    endDate: date('end_date'),
    defaultStartTime: clock('default_start_time'),
    defaultEndTime: clock('default_end_time'),
    /** false = completed (archived): hidden from pickers and the week view. */
    isActive: boolean('is_active').notNull().default(true),
    requireApproval: boolean('require_approval').notNull().default(false),
    /** Optional budget of hours worked (issue 26): null = no hours budget. */
    budgetHours: quantity('budget_hours'),
    /** Optional budget of value ex GST (issue 26): null = no value budget. */
    budgetValue: money('budget_value'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_code_key').on(t.code),
    index('projects_company_idx').on(t.companyId, t.isActive),
    check('projects_code_format', sql`${t.code} ~ '^[0-9]{4,8}$'`),
    clockCheck('projects_start_format', t.defaultStartTime),
    clockCheck('projects_end_format', t.defaultEndTime),
    check('projects_budget_hours_nonnegative', sql`${t.budgetHours} >= 0`),
    check('projects_budget_value_nonnegative', sql`${t.budgetValue} >= 0`),
  ],
);

export const companyRateItems = pgTable(
  'company_rate_items',
  {
    id: id(),
    companyId: companyRef(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    unit: varchar('unit', { length: 30 }).notNull(),
    rate: money('rate').notNull(),
    taxRate: percent('tax_rate').notNull().default('0'),
    autoCreate: boolean('auto_create').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_rate_items_company_idx').on(t.companyId),
    check('company_rate_items_rate_positive', sql`${t.rate} > 0`),
    percentCheck('company_rate_items_tax_range', t.taxRate),
  ],
);

export const projectRateItems = pgTable(
  'project_rate_items',
  {
    id: id(),
    companyId: companyRef(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyRateItemId: integer('company_rate_item_id').references(() => companyRateItems.id, {
      onDelete: 'set null',
    }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    unit: varchar('unit', { length: 30 }).notNull(),
    rate: money('rate').notNull(),
    taxRate: percent('tax_rate').notNull().default('0'),
    overtimeEnabled: boolean('overtime_enabled').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('project_rate_items_project_idx').on(t.projectId),
    check('project_rate_items_rate_nonnegative', sql`${t.rate} >= 0`),
    percentCheck('project_rate_items_tax_range', t.taxRate),
  ],
);

/** A user on a project's team: a worker or a (signed-in) foreman. */
export const projectAssignments = pgTable(
  'project_assignments',
  {
    id: id(),
    companyId: companyRef(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: userRef(),
    role: assignmentRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_assignments_project_user_key').on(t.projectId, t.userId),
    index('project_assignments_user_idx').on(t.userId),
  ],
);

/**
 * A foreman who may approve this project's dockets: usually a person without an account, or the
 * foreman user who signed up with the project code (userId), who leaves the list when deactivated.
 */
export const projectForemen = pgTable(
  'project_foremen',
  {
    id: id(),
    companyId: companyRef(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    foremanName: varchar('foreman_name', { length: 200 }).notNull(),
    foremanEmail: varchar('foreman_email', { length: 254 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('project_foremen_project_idx').on(t.projectId)],
);
