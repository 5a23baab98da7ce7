import { createSession } from '../../src/server/access/sessions';
import type { Db } from '../../src/server/db/client';
import {
  assignToProject,
  createCompany,
  createProject,
  createProjectRateItem,
  createUser,
  DEFAULT_PASSWORD,
} from '../../src/server/db/factories';
import type { Role } from '../../src/shared/roles';

export type Person = Awaited<ReturnType<typeof createUser>> & { token: string; password: string };

/** A user with a live session, made directly in the database (sign-in itself is tested elsewhere). */
export async function signedIn(db: Db, companyId: number, role: Role): Promise<Person> {
  const user = await createUser(db, { companyId, role });
  const token = await createSession(db, user, {});
  return { ...user, token, password: DEFAULT_PASSWORD };
}

/** A company with one signed-in user of each role. */
export async function companyWithTeam(db: Db) {
  const company = await createCompany(db);
  const [admin, office, foreman, worker] = await Promise.all(
    (['admin', 'office', 'foreman', 'worker'] as const).map((role) => signedIn(db, company.id, role)),
  );
  return { company, admin: admin!, office: office!, foreman: foreman!, worker: worker! };
}

export const bearer = (person: { token: string }) => ({ authorization: `Bearer ${person.token}` });

/** A project without approval, the team's worker on it, and one Labourer item at $70 an hour. */
export async function workerProject(db: Db, team: Awaited<ReturnType<typeof companyWithTeam>>, name: string) {
  const companyId = team.company.id;
  const project = await createProject(db, { companyId, name, requireApproval: false });
  await assignToProject(db, { companyId, projectId: project.id, userId: team.worker.id });
  const item = await createProjectRateItem(db, {
    companyId,
    projectId: project.id,
    name: 'Labourer',
    unit: 'hr',
    rate: '70.00',
  });
  return { project, item };
}
