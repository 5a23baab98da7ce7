import { eq } from 'drizzle-orm';
import { fullName } from '../../../shared/people';
import type { Db } from '../../db/client';
import { clients, projects, users } from '../../db/schema';

/**
 * The names a report shows, read fresh on every call (a company's projects, clients and people are
 * a few hundred rows): the cached sums carry ids only, so a renamed client is never shown stale.
 */
export type ProjectLabel = {
  name: string;
  code: string;
  clientId: number | null;
  clientName: string | null;
};

export async function projectLabels(db: Db, companyId: number): Promise<Map<number, ProjectLabel>> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      code: projects.code,
      clientId: projects.clientId,
      clientName: clients.name,
    })
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .where(eq(projects.companyId, companyId));
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}

export async function clientNames(db: Db, companyId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.companyId, companyId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function peopleNames(db: Db, companyId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.companyId, companyId));
  return new Map(rows.map((r) => [r.id, fullName(r)]));
}

/** Names in the order a person reads a list, ties by id. */
export const byName =
  <T>(name: (row: T) => string, id: (row: T) => number | null) =>
  (a: T, b: T): number =>
    name(a).localeCompare(name(b), 'en') || (id(a) ?? 0) - (id(b) ?? 0);
