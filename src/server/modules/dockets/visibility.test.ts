import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithTeam } from '../../../../tests/support/people';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { addDays } from '../../../shared/dates';
import { can, type PolicyActor } from '../../../shared/dockets/docket-policy';
import { DOCKET_STATUSES } from '../../../shared/dockets/schemas';
import { assignToProject, createDocket, createProject, createUser } from '../../db/factories';
import { dockets } from '../../db/schema';
import { visibleDockets } from './access';

/**
 * The SQL scope that enforces `view` (visibleDockets) and the docket policy's `view` give the same
 * answer for every role, over dockets of every status, owner, project and foreman.
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let foremanProject: number;
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  const mine = await createProject(t.db, { companyId });
  const elsewhere = await createProject(t.db, { companyId });
  foremanProject = mine.id;
  await assignToProject(t.db, { companyId, projectId: mine.id, userId: team.foreman.id, role: 'foreman' });
  const colleague = await createUser(t.db, { companyId, role: 'worker' });
  let day = 0;
  for (const workerId of [team.worker.id, team.foreman.id, colleague.id])
    for (const projectId of [mine.id, elsewhere.id])
      for (const status of DOCKET_STATUSES)
        for (const foremanEmail of [team.foreman.email.toUpperCase(), 'someone@example.com', null])
          for (const approvedByUserId of status === 'approved' ? [team.foreman.id, null] : [null])
            await createDocket(t.db, {
              companyId,
              workerId,
              projectId,
              status,
              foremanEmail,
              approvedByUserId,
              invoiced: status === 'approved' && foremanEmail === null,
              date: addDays('2026-01-05', day++),
            });
});
afterAll(() => t.close());

describe('visibleDockets(actor) and can(actor, view, docket)', () => {
  it.each(['admin', 'office', 'foreman', 'worker'] as const)('agree for %s', async (role) => {
    const person = team[role];
    const actor = { userId: person.id, companyId: team.company.id, role, sessionId: 0 };
    const seen = await t.db.select({ id: dockets.id }).from(dockets).where(visibleDockets(t.db, actor));
    const all = await t.db.select().from(dockets);
    const policyActor: PolicyActor = {
      role,
      userId: person.id,
      email: person.email,
      projectIds: role === 'foreman' ? [foremanProject] : [],
    };
    const allowed = all
      .filter((d) => d.companyId === team.company.id && can(policyActor, 'view', d))
      .map((d) => d.id);
    expect(seen.map((d) => d.id).sort((a, b) => a - b)).toEqual(allowed.sort((a, b) => a - b));
    expect(allowed.length).toBeGreaterThan(0);
  });
});
