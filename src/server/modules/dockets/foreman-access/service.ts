import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  FOREMAN_STATUSES,
  findGrant,
  grantToken,
  issueGrant,
  visibleToGrant,
  type Grant,
} from '../../../access/grants';
import { attemptOf, type AttemptGuard } from '../../../access/attempts';
import type { Db } from '../../../db/client';
import { companies, dockets, projectForemen, projects } from '../../../db/schema';
import { AppError, unauthorized } from '../../../errors';
import { docketViews } from '../views';
import { offeredForemen } from '../../projects/offered-foremen';

export const WRONG_CODE = 'Invalid project code. Please check and try again.';
export { FOREMAN_STATUSES };

type ProjectRow = typeof projects.$inferSelect;

/** What the bare project code of the spec's calls opens: the same as a code grant. */
const codeGrantOf = (project: ProjectRow): Grant => ({
  id: 0,
  companyId: project.companyId,
  projectId: project.id,
  docketId: null,
  foremanId: null,
  kind: 'project_code',
});

/**
 * Project-code access (DECISIONS: the code is a credential): tries count in the installation's one
 * code limiter (access/limits.ts: per client and installation-wide, shared with PDF, ZIP, approval
 * and sign-up), whose proof of work gets dearer with wrong codes and never locks a right one out;
 * wrong ones are logged; a right one yields an expiring grant scoped to that project, which later
 * calls carry instead of the code.
 */
export function createForemanAccess(db: Db, codes: AttemptGuard) {
  /** `field`: where the request carried the code (the access form's `code`, a query's `projectCode`). */
  async function projectByCode(input: string, request: FastifyRequest, field = 'code'): Promise<ProjectRow> {
    const code = input.trim().replace(/^p-/i, '');
    let project: ProjectRow | undefined;
    const right = await codes(attemptOf(request), async () => {
      [project] = /^\d{4,8}$/.test(code)
        ? await db
            .select()
            .from(projects)
            .where(and(eq(projects.code, code), eq(projects.isActive, true)))
        : [];
      // Logged here, so a wrong code answered 429 (the client's limit passed) is logged as well.
      if (!project) request.log.warn({ ip: request.ip, codeLength: code.length }, 'wrong project code');
      return !!project;
    });
    if (!right || !project) throw new AppError('NOT_FOUND', WRONG_CODE, { field });
    return project;
  }

  /** What a grant shows: an approval link never the project code, other dockets or other foremen. */
  async function snapshot(project: ProjectRow, grant: Grant) {
    const link = grant.kind === 'approval_link';
    const [company] = await db
      .select({ name: companies.name, timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, project.companyId));
    const rows = await db
      .select()
      .from(dockets)
      .where(visibleToGrant(grant))
      .orderBy(desc(dockets.date), desc(dockets.id))
      .limit(500);
    const foremen = await db
      .select()
      .from(projectForemen)
      .where(
        link
          ? and(eq(projectForemen.projectId, project.id), eq(projectForemen.id, grant.foremanId ?? -1))
          : offeredForemen(project.id),
      )
      .orderBy(asc(projectForemen.foremanName));
    const { id, name, code, location, jobNumber, requireApproval } = project;
    return {
      project: { id, name, ...(link ? {} : { code }), location, jobNumber, requireApproval },
      company: { name: company!.name, timeZone: company!.timeZone },
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
    async accessByCode(code: string, request: FastifyRequest) {
      const project = await projectByCode(code, request);
      const grant = await issueGrant(db, {
        companyId: project.companyId,
        projectId: project.id,
        kind: 'project_code',
      });
      return { ...(await snapshot(project, codeGrantOf(project))), grant };
    },
    async snapshotFor(grant: Grant) {
      const [project] = await db.select().from(projects).where(eq(projects.id, grant.projectId));
      return snapshot(project!, grant);
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
      return codeGrantOf(await projectByCode(projectCode, request, 'projectCode'));
    },
  };
}

/** A docket the grant opens: on its project, sent for approval (or after), and only that docket for a link. */
