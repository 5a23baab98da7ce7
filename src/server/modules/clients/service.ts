import { and, asc, count, eq } from 'drizzle-orm';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { clientContacts, clients, projects } from '../../db/schema';
import { notFound } from '../../errors';

type ClientInput = Partial<Omit<typeof clients.$inferInsert, 'id' | 'companyId'>>;
type ContactInput = Partial<Omit<typeof clientContacts.$inferInsert, 'id' | 'companyId' | 'clientId'>>;

export async function listClients(db: Db, actor: Actor) {
  const rows = await db
    .select()
    .from(clients)
    .where(eq(clients.companyId, actor.companyId))
    .orderBy(asc(clients.name));
  const contactCounts = await db
    .select({ id: clientContacts.clientId, n: count() })
    .from(clientContacts)
    .where(eq(clientContacts.companyId, actor.companyId))
    .groupBy(clientContacts.clientId);
  const projectCounts = await db
    .select({ id: projects.clientId, n: count() })
    .from(projects)
    .where(eq(projects.companyId, actor.companyId))
    .groupBy(projects.clientId);
  const contacts = new Map(contactCounts.map((r) => [r.id, r.n]));
  const projectsOf = new Map(projectCounts.map((r) => [r.id, r.n]));
  return rows.map((c) => ({
    ...c,
    contactCount: contacts.get(c.id) ?? 0,
    projectCount: projectsOf.get(c.id) ?? 0,
  }));
}

async function ownClient(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.companyId, actor.companyId)));
  if (!row) throw notFound('Client');
  return row;
}

const withCounts = async (db: Db, actor: Actor, id: number) =>
  (await listClients(db, actor)).find((c) => c.id === id)!;

export async function createClient(db: Db, actor: Actor, input: ClientInput & { name: string }) {
  const [row] = await db
    .insert(clients)
    .values({ ...input, companyId: actor.companyId })
    .returning();
  return withCounts(db, actor, row!.id);
}

/** A Xero contact cleared clears its name too: a client's contact is set whole, never half. */
const withXeroContact = (input: ClientInput): ClientInput =>
  input.xeroContactId === null ? { ...input, xeroContactName: null } : input;

export async function updateClient(db: Db, actor: Actor, id: number, input: ClientInput) {
  await ownClient(db, actor, id);
  await db
    .update(clients)
    .set({ ...withXeroContact(input), updatedAt: new Date() })
    .where(eq(clients.id, id));
  return withCounts(db, actor, id);
}

/** Deleting a client keeps its projects (they show "No client assigned") and removes its contacts. */
export async function deleteClient(db: Db, actor: Actor, id: number) {
  await ownClient(db, actor, id);
  await db.delete(clients).where(eq(clients.id, id));
}

export async function listContacts(db: Db, actor: Actor, clientId: number) {
  await ownClient(db, actor, clientId);
  return db
    .select()
    .from(clientContacts)
    .where(eq(clientContacts.clientId, clientId))
    .orderBy(asc(clientContacts.name));
}

export async function createContact(
  db: Db,
  actor: Actor,
  clientId: number,
  input: ContactInput & { name: string },
) {
  await ownClient(db, actor, clientId);
  const [row] = await db
    .insert(clientContacts)
    .values({ ...input, clientId, companyId: actor.companyId })
    .returning();
  return row!;
}

/** Changes only the fields sent; with none (`{}`) it answers the contact as it is. */
export async function updateContact(db: Db, actor: Actor, id: number, input: ContactInput) {
  const mine = and(eq(clientContacts.id, id), eq(clientContacts.companyId, actor.companyId));
  const sent = Object.values(input).some((value) => value !== undefined);
  const [row] = sent
    ? await db.update(clientContacts).set(input).where(mine).returning()
    : await db.select().from(clientContacts).where(mine);
  if (!row) throw notFound('Contact');
  return row;
}

export async function deleteContact(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .delete(clientContacts)
    .where(and(eq(clientContacts.id, id), eq(clientContacts.companyId, actor.companyId)))
    .returning();
  if (!row) throw notFound('Contact');
}
