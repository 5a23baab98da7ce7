import { and, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { accessGrants, dockets, projects } from '../db/schema';
import { unauthorized } from '../errors';

/** A code-access session lasts a working day; an approval e-mail's link a week. */
export const CODE_GRANT_HOURS = 12;
export const LINK_GRANT_DAYS = 7;

/** What a code-access foreman sees of a project: what was sent for approval, and what came of it. */
export const FOREMAN_STATUSES = ['pending_approval', 'approved', 'reverted'] as const;

export type Grant = {
  id: number;
  companyId: number;
  projectId: number;
  docketId: number | null;
  foremanId: number | null;
  kind: 'project_code' | 'approval_link';
};

/** A grant a request carries, with when it stops opening its project (a live stream ends then). */
export type HeldGrant = Grant & { expiresAt: Date };

export async function issueGrant(
  db: Db,
  values: {
    companyId: number;
    projectId: number;
    docketId?: number;
    foremanId?: number;
    kind: Grant['kind'];
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(
    Date.now() +
      (values.kind === 'project_code' ? CODE_GRANT_HOURS * 3_600_000 : LINK_GRANT_DAYS * 86_400_000),
  );
  await db.insert(accessGrants).values({ ...values, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The grant a request carries: header X-Access-Grant, or ?grant= (for links and file downloads). */
export function grantToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-grant'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromQuery = (request.query as { grant?: unknown } | undefined)?.grant;
  const token = fromHeader ?? (typeof fromQuery === 'string' ? fromQuery : undefined);
  return token && token.length <= 200 ? token : null;
}

/** A grant that still opens its project: not revoked, not expired, its project not archived. */
const grantOpen = () =>
  and(isNull(accessGrants.revokedAt), gt(accessGrants.expiresAt, sql`now()`), eq(projects.isActive, true));

export async function findGrant(db: Db, token: string): Promise<HeldGrant | null> {
  const [row] = await db
    .select()
    .from(accessGrants)
    .innerJoin(projects, eq(projects.id, accessGrants.projectId))
    .where(and(eq(accessGrants.tokenHash, hashToken(token)), grantOpen()));
  if (!row) return null;
  const g = row.access_grants;
  return {
    id: g.id,
    companyId: g.companyId,
    projectId: g.projectId,
    docketId: g.docketId,
    foremanId: g.foremanId,
    kind: g.kind,
    expiresAt: g.expiresAt,
  };
}

/** Which of these grants still open their project (the live streams look again, modules/dockets/live). */
export async function openGrantIds(db: Db, grantIds: number[]): Promise<Set<number>> {
  if (grantIds.length === 0) return new Set();
  const rows = await db
    .select({ id: accessGrants.id })
    .from(accessGrants)
    .innerJoin(projects, eq(projects.id, accessGrants.projectId))
    .where(and(inArray(accessGrants.id, grantIds), grantOpen()));
  return new Set(rows.map((r) => r.id));
}

export async function requireGrant(db: Db, request: FastifyRequest): Promise<HeldGrant> {
  const token = grantToken(request);
  const grant = token ? await findGrant(db, token) : null;
  if (!grant) throw unauthorized('Your project access has expired. Enter the project code again.');
  return grant;
}

/**
 * The dockets a grant opens, as one SQL scope: a project code opens its project's dockets sent for
 * approval (and after); an e-mailed approval link opens its one docket and nothing else.
 */
export function visibleToGrant(grant: Grant): SQL {
  const scope =
    grant.kind === 'approval_link'
      ? and(eq(dockets.id, grant.docketId ?? -1), ne(dockets.status, 'void'))
      : inArray(dockets.status, [...FOREMAN_STATUSES]);
  return and(eq(dockets.companyId, grant.companyId), eq(dockets.projectId, grant.projectId), scope)!;
}
