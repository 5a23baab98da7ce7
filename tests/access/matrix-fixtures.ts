import { eq } from 'drizzle-orm';
import { addDays } from '../../src/shared/dates';
import { issueGrant } from '../../src/server/access/grants';
import { hashToken, newToken } from '../../src/server/auth/tokens';
import type { Db } from '../../src/server/db/client';
import {
  assignToProject,
  createClient,
  createCompanyRateItem,
  createContact,
  createDocket,
  createProject,
  createProjectForeman,
  createProjectRateItem,
  createUser,
  signaturePng,
  uniq,
} from '../../src/server/db/factories';
import { dockets, invitations } from '../../src/server/db/schema';
import { companyWithTeam } from '../support/people';

/** The records every row can call against: the team's company has one of each. */
/** `dataDir`: the app's DATA_DIR, where files a route reads (a company export) are put. */
export async function buildWorld(db: Db, dataDir: string) {
  const team = await companyWithTeam(db);
  const other = await companyWithTeam(db);
  const companyId = team.company.id;
  const project = await createProject(db, { companyId });
  await assignToProject(db, { companyId, projectId: project.id, userId: team.worker.id });
  await assignToProject(db, { companyId, projectId: project.id, userId: team.foreman.id, role: 'foreman' });
  const client = await createClient(db, { companyId });
  const rateItem = await createProjectRateItem(db, { companyId, projectId: project.id });
  return { db, dataDir, team, other, project, client, rateItem };
}
export type MatrixWorld = Awaited<ReturnType<typeof buildWorld>>;

const companyId = (w: MatrixWorld) => w.team.company.id;

/** Fresh records for calls that change or remove what they are given. */
let freshDocketDays = 0;
export const fresh = {
  async invitation(w: MatrixWorld, invitedById?: number) {
    const token = newToken();
    const [row] = await w.db
      .insert(invitations)
      .values({
        companyId: companyId(w),
        email: `inv.${uniq()}@example.com`,
        firstName: 'Inv',
        lastName: 'Ited',
        role: 'worker',
        invitedById,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return { id: row!.id, token };
  },
  user: (w: MatrixWorld, over: { isActive?: boolean } = {}) =>
    createUser(w.db, { companyId: companyId(w), ...over }),
  assignment: async (w: MatrixWorld) =>
    assignToProject(w.db, {
      companyId: companyId(w),
      projectId: w.project.id,
      userId: (await fresh.user(w)).id,
    }),
  foreman: (w: MatrixWorld) =>
    createProjectForeman(w.db, { companyId: companyId(w), projectId: w.project.id }),
  companyItem: (w: MatrixWorld) => createCompanyRateItem(w.db, { companyId: companyId(w) }),
  projectItem: (w: MatrixWorld) =>
    createProjectRateItem(w.db, { companyId: companyId(w), projectId: w.project.id }),
  client: (w: MatrixWorld) => createClient(w.db, { companyId: companyId(w) }),
  contact: (w: MatrixWorld) => createContact(w.db, { companyId: companyId(w), clientId: w.client.id }),
  /** A draft of the team's worker on the shared project, with one work item, each on a day of its own (no overlaps). */
  docket: (w: MatrixWorld) =>
    createDocket(w.db, {
      companyId: companyId(w),
      workerId: w.team.worker.id,
      projectId: w.project.id,
      date: addDays('2026-11-16', freshDocketDays++),
      lineItems: [
        {
          projectRateItemId: w.rateItem.id,
          name: w.rateItem.name,
          entryType: 'time',
          startTime: '07:00',
          endTime: '15:30',
          breakMinutes: 30,
        },
      ],
    }),
};

/** A docket sent to the shared project's code-access foreman, and a code grant for that project. */
export async function pendingWithGrant(w: MatrixWorld) {
  const foreman = await createProjectForeman(w.db, { companyId: w.team.company.id, projectId: w.project.id });
  const docket = await fresh.docket(w);
  await w.db
    .update(dockets)
    .set({
      status: 'pending_approval',
      foremanId: foreman.id,
      foremanName: foreman.foremanName,
      foremanEmail: foreman.foremanEmail,
    })
    .where(eq(dockets.id, docket.id));
  const grant = await issueGrant(w.db, {
    companyId: w.team.company.id,
    projectId: w.project.id,
    kind: 'project_code',
  });
  return { docket, foreman, grant: { 'x-access-grant': grant.token } };
}

export const SIGNATURE = signaturePng(3);
