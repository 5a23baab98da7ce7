import {
  clientContacts,
  clients,
  companyRateItems,
  projectForemen,
  projectRateItems,
  projects,
  users,
} from '../db/schema';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { defineTable, money, pageOf, pageWhere, type Column } from './csv-table';

const ID = 'The record’s id (other files refer to it by this number)';

export const projectsTable = defineTable(projects, pageOf(projects), {
  file: 'projects.csv',
  about: 'The company’s projects (jobs), active and completed.',
  columns: [
    ['id', ID, (r) => r.id],
    ['name', 'Project name', (r) => r.name],
    ['code', 'The project code foremen and workers join with', (r) => r.code],
    ['job_number', 'Job number', (r) => r.jobNumber],
    ['client_id', 'Its client (clients.csv id), empty when none', (r) => r.clientId],
    ['description', 'Description', (r) => r.description],
    ['location', 'Site location', (r) => r.location],
    ['start_date', 'Start date (YYYY-MM-DD)', (r) => r.startDate],
    ['end_date', 'End date (YYYY-MM-DD)', (r) => r.endDate],
    ['default_start_time', 'Default start of a day (HH:MM)', (r) => r.defaultStartTime],
    ['default_end_time', 'Default end of a day (HH:MM)', (r) => r.defaultEndTime],
    ['active', 'false once the project is completed (archived)', (r) => r.isActive],
    ['require_approval', 'Whether its dockets need a foreman’s approval', (r) => r.requireApproval],
    ['budget_hours', 'Budget of hours worked, empty when none', (r) => r.budgetHours],
    ['budget_value', 'Budget of value ex GST (AUD), empty when none', (r) => money(r.budgetValue)],
    ['created_at', 'When it was created (UTC)', (r) => r.createdAt],
  ],
});

export const projectForemenTable = defineTable(projectForemen, pageOf(projectForemen), {
  file: 'project-foremen.csv',
  about: 'The foremen who may approve each project’s dockets.',
  columns: [
    ['id', ID, (r) => r.id],
    ['project_id', 'The project (projects.csv id)', (r) => r.projectId],
    ['name', 'Foreman’s name', (r) => r.foremanName],
    ['email', 'Foreman’s e-mail', (r) => r.foremanEmail],
    ['user_id', 'Their user (users.csv id) when they have an account', (r) => r.userId],
    ['created_at', 'When it was created (UTC)', (r) => r.createdAt],
  ],
});

export const clientsTable = defineTable(clients, pageOf(clients), {
  file: 'clients.csv',
  about: 'The company’s clients.',
  columns: [
    ['id', ID, (r) => r.id],
    ['name', 'Client name', (r) => r.name],
    ['email', 'E-mail', (r) => r.email],
    ['phone', 'Phone', (r) => r.phone],
    ['address', 'Address', (r) => r.address],
    ['contact_person', 'Main contact person', (r) => r.contactPerson],
    ['xero_contact_name', 'The Xero contact its automatic invoices go to', (r) => r.xeroContactName],
    ['active', 'Whether the client is active', (r) => r.isActive],
    ['created_at', 'When it was created (UTC)', (r) => r.createdAt],
  ],
});

export const contactsTable = defineTable(clientContacts, pageOf(clientContacts), {
  file: 'client-contacts.csv',
  about: 'The people at each client.',
  columns: [
    ['id', ID, (r) => r.id],
    ['client_id', 'The client (clients.csv id)', (r) => r.clientId],
    ['name', 'Name', (r) => r.name],
    ['email', 'E-mail', (r) => r.email],
    ['phone', 'Phone', (r) => r.phone],
    ['title', 'Title', (r) => r.title],
    ['is_foreman', 'Whether the contact is a foreman', (r) => r.isForeman],
    ['created_at', 'When it was created (UTC)', (r) => r.createdAt],
  ],
});

type RateRow = Pick<
  typeof companyRateItems.$inferSelect,
  'name' | 'description' | 'unit' | 'rate' | 'taxRate' | 'isActive'
>;
const rateColumns = [
  ['name', 'Item name', (r) => r.name],
  ['description', 'Description', (r) => r.description],
  ['unit', 'Unit (hr, day, m3…)', (r) => r.unit],
  ['rate', 'Rate per unit in AUD, excluding GST (exact cents)', (r) => money(r.rate)],
  ['tax_rate', 'GST rate in percent', (r) => r.taxRate],
  ['active', 'Whether it can be chosen for new work', (r) => r.isActive],
] as const satisfies readonly Column<RateRow>[];

export const companyRateItemsTable = defineTable<typeof companyRateItems.$inferSelect>(
  companyRateItems,
  pageOf(companyRateItems),
  {
    file: 'company-rate-items.csv',
    about: 'The company’s billable items (Settings → Billable Items).',
    columns: [
      ['id', ID, (r) => r.id],
      ...rateColumns,
      ['auto_create', 'Added to every new project by itself', (r) => r.autoCreate],
      ['created_at', 'When it was created (UTC)', (r) => r.createdAt],
    ],
  },
);

export const projectRateItemsTable = defineTable<typeof projectRateItems.$inferSelect>(
  projectRateItems,
  pageOf(projectRateItems),
  {
    file: 'project-rate-items.csv',
    about: 'Each project’s billable items, with the rates charged on that project.',
    columns: [
      ['id', ID, (r) => r.id],
      ['project_id', 'The project (projects.csv id)', (r) => r.projectId],
      [
        'company_rate_item_id',
        'The company item it came from (company-rate-items.csv id)',
        (r) => r.companyRateItemId,
      ],
      ...rateColumns,
      ['overtime_enabled', 'Whether overtime applies to it', (r) => r.overtimeEnabled],
      ['created_at', 'When it was created (UTC)', (r) => r.createdAt],
    ],
  },
);

/** People, without any secret: the columns are chosen, so a password hash is never even read. */
const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

const usersPage = (db: Db, companyId: number, afterId: number, limit: number) =>
  db
    .select(userColumns)
    .from(users)
    .where(pageWhere(users, companyId, afterId))
    .orderBy(asc(users.id))
    .limit(limit);

export const usersTable = defineTable(users, usersPage, {
  file: 'users.csv',
  about: 'The company’s people and their roles (no passwords or sign-in tokens).',
  columns: [
    ['id', ID, (r) => r.id],
    ['username', 'Username they sign in with', (r) => r.username],
    ['email', 'E-mail', (r) => r.email],
    ['first_name', 'First name', (r) => r.firstName],
    ['last_name', 'Last name', (r) => r.lastName],
    ['role', 'admin, office, foreman or worker', (r) => r.role],
    ['active', 'false once deactivated (they can no longer sign in)', (r) => r.isActive],
    ['created_at', 'When it was created (UTC)', (r) => r.createdAt],
  ],
});
