import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { findGrant, grantToken, issueGrant, type Grant } from '../../access/grants';
import type { Db } from '../../db/client';
import { companies, dockets, projectForemen, projects } from '../../db/schema';
import { AppError, notFound, unauthorized } from '../../errors';
import { MINUTE, RateLimiter } from '../../http/rate-limit';
import { docketViews } from '../dockets/views';

export const WRONG_CODE = 'Invalid project code. Please check and try again.';
/** What a code-access foreman sees of a project: what was sent for approval, and what came of it. */
export const FOREMAN_STATUSES = ['pending_approval', 'approved', 'reverted'] as const;

type ProjectRow = typeof projects.$inferSelect;

/**
 * Project-code access (DECISIONS: the code is a credential): wrong codes are limited per client
 * (10 in 15 minutes) and across the installation, and logged; a right one yields an expiring grant
 * scoped to that project, which later calls carry instead of the code.
 */
export function createForemanAccess(db: Db) {
  const perClient = new RateLimiter(
    10,
    15 * MINUTE,
    'Too many wrong project codes. Please wait 15 minutes and try again.',
  );
  const everywhere = new RateLimiter(
    500,
    15 * MINUTE,
    'Project code entry is paused for a few minutes. Please try again shortly.',
  );

  async function projectByCode(input: string, ip: string, log: FastifyBaseLogger): Promise<ProjectRow> {
    perClient.check(ip);
    everywhere.check('*');
    const code = input.trim().replace(/^p-/i, '');
    const [project] = /^\d{4,8}$/.test(code)
      ? await db
          .select()
          .from(projects)
          .where(and(eq(projects.code, code), eq(projects.isActive, true)))
      : [];
    if (!project) {
      perClient.hit(ip);
      everywhere.hit('*');
      log.warn({ ip, codeLength: code.length }, 'wrong project code');
      throw new AppError('NOT_FOUND', WRONG_CODE);
    }
    return project;
  }

  async function snapshot(project: ProjectRow) {
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, project.companyId));
    const rows = await db
      .select()
      .from(dockets)
      .where(and(eq(dockets.projectId, project.id), inArray(dockets.status, [...FOREMAN_STATUSES])))
      .orderBy(desc(dockets.date), desc(dockets.id))
      .limit(500);
    const foremen = await db
      .select()
      .from(projectForemen)
      .where(eq(projectForemen.projectId, project.id))
      .orderBy(asc(projectForemen.foremanName));
    const { id, name, code, location, jobNumber, requireApproval } = project;
    return {
      project: { id, name, code, location, jobNumber, requireApproval },
      company: { name: company!.name },
      foremen: foremen.map(({ id: fid, foremanName, foremanEmail }) => ({
        id: fid,
        foremanName,
        foremanEmail,
      })),
      timesheets: await docketViews(db, { money: false }, rows),
    };
  }

  return {
    projectByCode,
    snapshot,
    async accessByCode(code: string, ip: string, log: FastifyBaseLogger) {
      const project = await projectByCode(code, ip, log);
      const grant = await issueGrant(db, {
        companyId: project.companyId,
        projectId: project.id,
        kind: 'project_code',
      });
      return { ...(await snapshot(project)), grant };
    },
    async snapshotFor(grant: Grant) {
      const [project] = await db.select().from(projects).where(eq(projects.id, grant.projectId));
      return snapshot(project!);
    },
    /** The grant a public call carries, or the bare project code of the spec's calls (limited alike). */
    async grantFor(request: FastifyRequest, projectCode: string | undefined): Promise<Grant> {
      const token = grantToken(request);
      if (token) {
        const grant = await findGrant(db, token);
        if (!grant) throw unauthorized('Your project access has expired. Enter the project code again.');
        return grant;
      }
      if (!projectCode) throw unauthorized('Enter the project code to see its dockets');
      const project = await projectByCode(projectCode, request.ip, request.log);
      return {
        id: 0,
        companyId: project.companyId,
        projectId: project.id,
        docketId: null,
        foremanId: null,
        kind: 'project_code',
      };
    },
  };
}

/** A docket the grant opens: on its project, sent for approval (or after), and only that docket for a link. */
export async function docketForGrant(db: Db, grant: Grant, id: number) {
  const [row] = await db
    .select()
    .from(dockets)
    .where(
      and(eq(dockets.id, id), eq(dockets.projectId, grant.projectId), eq(dockets.companyId, grant.companyId)),
    );
  const open =
    row &&
    (grant.docketId
      ? grant.docketId === id && row.status !== 'void'
      : (FOREMAN_STATUSES as readonly string[]).includes(row.status));
  if (!open) throw notFound('Docket');
  return row;
}
