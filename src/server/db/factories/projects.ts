import { newProjectCode } from '../../auth/tokens';
import type { Db } from '../client';
import { withUniqueCode } from '../errors';
import {
  clientContacts,
  clients,
  companyRateItems,
  projectAssignments,
  projectForemen,
  projectRateItems,
  projects,
} from '../schema';
import { uniq } from './random';

type Values<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']> & { companyId: number };

export async function createClient(db: Db, values: Values<typeof clients>) {
  const [row] = await db
    .insert(clients)
    .values({ name: `Client ${uniq()}`, email: `accounts.${uniq()}@example.com.au`, ...values })
    .returning();
  return row!;
}

export async function createContact(db: Db, values: Values<typeof clientContacts> & { clientId: number }) {
  const [row] = await db
    .insert(clientContacts)
    .values({ name: `Contact ${uniq()}`, ...values })
    .returning();
  return row!;
}

export async function createProject(db: Db, values: Values<typeof projects>) {
  return withUniqueCode('projects_code_key', newProjectCode, async (code) => {
    const [row] = await db
      .insert(projects)
      .values({ name: `Project ${uniq()}`, code, ...values })
      .returning();
    return row!;
  });
}

export async function createCompanyRateItem(db: Db, values: Values<typeof companyRateItems>) {
  const [row] = await db
    .insert(companyRateItems)
    .values({ name: `Labour ${uniq()}`, unit: 'hr', rate: '85.00', taxRate: '10', ...values })
    .returning();
  return row!;
}

export async function createProjectRateItem(
  db: Db,
  values: Values<typeof projectRateItems> & { projectId: number },
) {
  const [row] = await db
    .insert(projectRateItems)
    .values({ name: `Labour ${uniq()}`, unit: 'hr', rate: '85.00', taxRate: '10', ...values })
    .returning();
  return row!;
}

export async function assignToProject(
  db: Db,
  values: { companyId: number; projectId: number; userId: number; role?: 'worker' | 'foreman' },
) {
  const [row] = await db
    .insert(projectAssignments)
    .values({ role: 'worker', ...values })
    .returning();
  return row!;
}

export async function createProjectForeman(
  db: Db,
  values: Values<typeof projectForemen> & { projectId: number },
) {
  const [row] = await db
    .insert(projectForemen)
    .values({ foremanName: `Foreman ${uniq()}`, foremanEmail: `foreman.${uniq()}@example.com.au`, ...values })
    .returning();
  return row!;
}
