import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import {
  denial,
  type Denial,
  type DocketAction,
  type PolicyDocket,
} from '../../../shared/dockets/docket-policy';
import { can } from '../../../shared/roles';
import { visibleToGrant, type Grant } from '../../access/grants';
import type { Actor } from '../../access/sessions';
import type { Db, Tx } from '../../db/client';
import { dockets, projectAssignments, users } from '../../db/schema';
import { conflict, forbidden, notFound, type AppError } from '../../errors';

type DocketRow = typeof dockets.$inferSelect;

declare const foundThroughAScope: unique symbol;
/**
 * A docket found through one of the two scopes (`visibleDockets(actor)`, `visibleToGrant(grant)`).
 * Reading a docket by id (views.ts `docketView`) takes one of these, and only the two finders below
 * make them, so a docket cannot be read by id without a scope.
 */
export type VisibleDocket = DocketRow & { readonly [foundThroughAScope]: true };
const found = (row: DocketRow | undefined): VisibleDocket => {
  if (!row) throw notFound('Docket');
  return row as VisibleDocket;
};

/**
 * Which dockets an actor sees (spec 001 §6): admin and office the whole company's; a worker their
 * own; a signed-in foreman their own, plus, on projects they are on, drafts and the dockets sent to
 * them for approval.
 */
export function visibleDockets(db: Db | Tx, actor: Actor): SQL {
  const company = eq(dockets.companyId, actor.companyId);
  if (can(actor.role, 'dockets.readCompany')) return company;
  const own = eq(dockets.workerId, actor.userId);
  if (!can(actor.role, 'dockets.readOnProjects')) return and(company, own)!;
  const onMyProjects = exists(
    db
      .select({ one: projectAssignments.id })
      .from(projectAssignments)
      .where(
        and(eq(projectAssignments.projectId, dockets.projectId), eq(projectAssignments.userId, actor.userId)),
      ),
  );
  const sentToMe = sql`lower(${dockets.foremanEmail}) = (select lower(${users.email}) from ${users} where ${users.id} = ${actor.userId})`;
  return and(
    company,
    or(
      own,
      and(
        onMyProjects,
        or(eq(dockets.status, 'draft'), sentToMe, eq(dockets.approvedByUserId, actor.userId)),
      ),
    ),
  )!;
}

/** The docket with this id if the actor sees it (404 otherwise, as if it did not exist). */
export async function findDocket(
  db: Db | Tx,
  actor: Actor,
  id: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<VisibleDocket> {
  const query = db
    .select()
    .from(dockets)
    .where(and(eq(dockets.id, id), visibleDockets(db, actor)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return found(row);
}

/** The docket with this id if the grant opens it: an approval link's one docket, or a code's project. */
export async function findDocketForGrant(db: Db | Tx, grant: Grant, id: number): Promise<VisibleDocket> {
  const [row] = await db
    .select()
    .from(dockets)
    .where(and(eq(dockets.id, id), visibleToGrant(grant)));
  return found(row);
}

export type Refusals = Partial<Record<Denial, () => AppError>>;

/** The words for a refused change; each call site words its own status and non-billable refusals. */
const CHANGE_REFUSALS: Refusals = {
  role: () => forbidden('Only the worker who recorded this docket, admin or office can change it'),
  void: () => conflict('A void docket cannot be changed'),
  invoiced: () => conflict('This docket has been invoiced and cannot be changed'),
};

/** Throws unless the docket policy lets the actor do this to the docket (shared/docket-policy.ts). */
export function assertMay(actor: Actor, action: DocketAction, docket: PolicyDocket, words: Refusals = {}) {
  const why = denial(actor, action, docket);
  if (!why) return;
  const refusal = words[why] ?? CHANGE_REFUSALS[why];
  throw refusal ? refusal() : forbidden();
}

/** The owning worker, admin and office may change a docket's content (a foreman only their own). */
export const assertCanEdit = (actor: Actor, docket: DocketRow): void => assertMay(actor, 'edit', docket);
