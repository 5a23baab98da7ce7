import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client as testClient } from '../../../../tests/support/client';
import { companyWithTeam, signedIn } from '../../../../tests/support/people';
import { createCompany, createDocket, createProject, createUser, DEFAULT_PASSWORD } from '../../db/factories';
import { sessions } from '../../db/schema';
import { LAST_ADMIN, OWN_ACCOUNT, setActive } from './people';
import { changeRole } from './service';
import { DEACTIVATED_PERSON } from '../projects/team';

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  other = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const call = testClient(() => t);
const login = (username: string) =>
  call('POST /api/auth/login', null, { body: { username, password: DEFAULT_PASSWORD } });
const names = async (who: { token: string }) => (await call('GET /api/users', who)).json().map((u) => u.id);

describe('deactivating a user (DECISIONS: Removing people)', () => {
  it('signs them out everywhere at once, refuses their sign-in and takes them off the pickers', async () => {
    const worker = await signedIn(t.db, team.company.id, 'worker');
    const project = await createProject(t.db, { companyId: team.company.id });
    const docket = await createDocket(t.db, {
      companyId: team.company.id,
      workerId: worker.id,
      projectId: project.id,
      date: '2026-11-16',
    });
    // The session is resolved (and kept in the process's cache) before the deactivation.
    expect((await call('GET /api/auth/me', worker)).statusCode).toBe(200);

    const res = await call('POST /api/users/:userId/deactivate', team.admin, {
      params: { userId: worker.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: worker.id, isActive: false });

    expect((await call('GET /api/auth/me', worker)).statusCode).toBe(401);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, worker.id));
    expect(left.every((s) => s.revokedAt !== null)).toBe(true);
    const signIn = await login(worker.username);
    expect(signIn.statusCode).toBe(401);
    expect(body(signIn).message).toBe('This account has been deactivated');
    expect(await names(team.office)).not.toContain(worker.id);
    const listed = (
      await call('GET /api/companies/:companyId/users', team.office, {
        params: { companyId: team.company.id },
      })
    ).json();
    expect(listed.find((u) => u.id === worker.id)).toMatchObject({ isActive: false });
    const kept = await call('GET /api/timesheets/:id', team.admin, { params: { id: docket.id } });
    expect(kept.json()).toMatchObject({ id: docket.id, workerId: worker.id });
  });

  it('takes a foreman off the approver choice and the project team picker until reactivated', async () => {
    const project = await createProject(t.db, { companyId: team.company.id });
    const handle = `fm.${Date.now()}`;
    const signUp = await call('POST /api/auth/register', null, {
      body: {
        role: 'foreman',
        firstName: 'Dave Robertson',
        username: handle,
        email: `${handle}@example.com.au`,
        password: 'kerb-stone-41',
        projectCode: project.code,
      },
    });
    const foremanId = signUp.json().user.id;
    const choice = async () => {
      const listed = (
        await call('GET /api/projects/:id/foremans', team.admin, { params: { id: project.id } })
      ).json();
      const onSite = (
        await call('POST /api/projects/access-by-code', null, { body: { code: project.code } })
      ).json().foremen;
      return [listed.map((f) => f.foremanName), onSite.map((f) => f.foremanName)];
    };
    expect(await choice()).toEqual([['Dave Robertson'], ['Dave Robertson']]);

    const [listed] = (
      await call('GET /api/projects/:id/foremans', team.admin, { params: { id: project.id } })
    ).json();
    const docket = await createDocket(t.db, {
      companyId: team.company.id,
      workerId: team.admin.id,
      projectId: project.id,
      date: '2026-11-18',
    });
    await call('POST /api/users/:userId/deactivate', team.admin, { params: { userId: foremanId } });
    expect(await choice()).toEqual([[], []]);
    const asked = await call('POST /api/timesheets/:id/assign-foreman', team.admin, {
      params: { id: docket.id },
      body: {
        foremanId: listed!.id,
      },
    });
    expect(asked.statusCode).toBe(400);
    expect(body(asked).message).toBe('That foreman is not on this project');
    const assign = await call('POST /api/projects/:id/assignments', team.office, {
      params: { id: project.id },
      // The old form also sent the projectId, which the body schema does not declare.
      raw: {
        userId: foremanId,
        role: 'foreman',
        projectId: project.id,
      },
    });
    expect(assign.statusCode).toBe(400);
    expect(body(assign).message).toBe(DEACTIVATED_PERSON);

    await call('POST /api/users/:userId/reactivate', team.admin, { params: { userId: foremanId } });
    expect(await choice()).toEqual([['Dave Robertson'], ['Dave Robertson']]);
  });

  it('lets admin reactivate them: they sign in and are offered again', async () => {
    const worker = await createUser(t.db, { companyId: team.company.id, isActive: false });
    const res = await call('POST /api/users/:userId/reactivate', team.admin, {
      params: { userId: worker.id },
    });
    expect(res.json()).toMatchObject({ id: worker.id, isActive: true });
    expect((await login(worker.username)).statusCode).toBe(200);
    expect(await names(team.office)).toContain(worker.id);
  });

  it('is refused to office (403) and to another company (404)', async () => {
    const worker = await createUser(t.db, { companyId: team.company.id });
    for (const action of [
      'POST /api/users/:userId/deactivate',
      'POST /api/users/:userId/reactivate',
    ] as const) {
      const office = await call(action, team.office, { params: { userId: worker.id } });
      expect(office.statusCode).toBe(403);
      const stranger = await call(action, other.admin, { params: { userId: worker.id } });
      expect(stranger.statusCode).toBe(404);
    }
  });

  it('never leaves the company without an active admin', async () => {
    const own = await call('POST /api/users/:userId/deactivate', team.admin, {
      params: { userId: team.admin.id },
    });
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe(OWN_ACCOUNT);

    const company = await createCompany(t.db);
    const first = await signedIn(t.db, company.id, 'admin');
    const second = await signedIn(t.db, company.id, 'admin');
    expect(
      (await call('POST /api/users/:userId/deactivate', first, { params: { userId: second.id } })).statusCode,
    ).toBe(200);
    // The second admin's request was already past the guard when the first one's committed.
    const late = { userId: second.id, companyId: company.id, role: 'admin' as const, sessionId: 0 };
    await expect(setActive(t.db, late, first.id, false)).rejects.toThrow(LAST_ADMIN);
    await expect(changeRole(t.db, late, first.id, 'office')).rejects.toThrow(LAST_ADMIN);
  });
});
