import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueGrant } from '../../../access/grants';
import { hashToken } from '../../../auth/tokens';
import { assignToProject, createDocket, createProject, createProjectForeman } from '../../../db/factories';
import { accessGrants, dockets } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { client as testClient } from '../../../../../tests/support/client';
import { closeListening, openStream } from '../../../../../tests/support/live';
import { bearer, companyWithTeam, signedIn, type Person } from '../../../../../tests/support/people';

/**
 * The live updates (issue 17) over a real listening server: what changed reaches the streams of
 * those who may see it within 2 s, as kind and id, never money; nobody else hears of it.
 */
let t: TestApp;
const call = testClient(() => t);
let base: string;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let otherWorker: Person;
let otherCompany: Awaited<ReturnType<typeof companyWithTeam>>;
let project: { id: number };
let elsewhere: { id: number };
let foremanId: number;
const streams: { close: () => Promise<void> }[] = [];
/** How far the app's clock is ahead of the real one (a grant's stream ends at its expiry by it). */
let ahead = 0;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + ahead) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  team = await companyWithTeam(t.db);
  otherCompany = await companyWithTeam(t.db);
  const companyId = team.company.id;
  otherWorker = await signedIn(t.db, companyId, 'worker');
  project = await createProject(t.db, { companyId, name: 'Quay Street', requireApproval: true });
  elsewhere = await createProject(t.db, { companyId, name: 'Wharf Road', requireApproval: true });
  for (const userId of [team.worker.id, otherWorker.id])
    for (const p of [project, elsewhere]) await assignToProject(t.db, { companyId, projectId: p.id, userId });
  foremanId = (
    await createProjectForeman(t.db, {
      companyId,
      projectId: project.id,
      foremanName: 'Megan Lee',
      foremanEmail: 'megan@council.example',
    })
  ).id;
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await closeListening(t.app.server, t.close);
});

// Streams stay raw fetches: an SSE stream over a listening socket, which inject cannot hold open.
const open = async (path: string, headers: Record<string, string>) => {
  const stream = await openStream(`${base}${path}`, headers);
  streams.push(stream);
  expect(stream.res.status).toBe(200);
  expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  await stream.until((e) => e.kind === 'hello');
  return stream;
};
const signedInStream = (who: { token: string }) => open('/api/live', bearer(who));

let day = 0;
const nextDate = () => `2026-06-${String(1 + (day++ % 28)).padStart(2, '0')}`;
const docketOf = (workerId: number, projectId: number, status: 'draft' | 'pending_approval' = 'draft') =>
  createDocket(t.db, {
    companyId: team.company.id,
    workerId,
    projectId,
    date: nextDate(),
    status,
    lineItems: [{ name: 'Labourer', quantity: '8', rate: '70.00' }],
  });

describe('GET /api/live', () => {
  it('answers 401 without a session, and streams with the cache and proxy headers a stream needs', async () => {
    const refused = await fetch(`${base}/api/live`);
    expect(refused.status).toBe(401);
    const stream = await signedInStream(team.office);
    expect(stream.res.headers.get('cache-control')).toMatch(/no-cache/);
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.res.headers.get('content-encoding')).toBeNull();
  });

  it('tells the office, within 2 s, of a docket a worker sent for approval — kind, id, project and status, no money', async () => {
    const office = await signedInStream(team.office);
    const started = Date.now();
    const docket = await docketOf(team.worker.id, project.id);
    const sent = await call('PUT /api/timesheets/:id', team.worker, {
      params: { id: docket.id },
      body: { status: 'pending_approval', foremanId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const heard = await office.until(
      (e) => e.kind === 'docket' && e.id === docket.id && e.status === 'pending_approval',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(heard.event).toEqual({
      kind: 'docket',
      id: docket.id,
      projectId: project.id,
      status: 'pending_approval',
    });
    expect(heard.id).toMatch(/^[0-9a-f]+-\d+$/);
    expect(office.fields()).toEqual(['id', 'kind', 'projectId', 'status']);
    expect(office.text()).not.toMatch(/rate|amount|total/i);
  });

  it("tells a worker of their own dockets only, and another company's office nothing", async () => {
    const worker = await signedInStream(team.worker);
    const stranger = await signedInStream(otherCompany.office);
    const theirs = await docketOf(otherWorker.id, project.id, 'pending_approval');
    const mine = await docketOf(team.worker.id, project.id);
    await worker.until((e) => e.kind === 'docket' && e.id === mine.id && e.status === 'draft');
    // The other worker's docket was written first: had it reached this stream, it would be here by now.
    expect(worker.heard.some((h) => h.event.kind === 'docket' && h.event.id === theirs.id)).toBe(false);
    expect(stranger.heard.filter((h) => h.event.kind !== 'hello')).toEqual([]);
  });

  it("tells a signed-in foreman of dockets on their projects sent to them, not of others' drafts elsewhere", async () => {
    const foreman = await signedInStream(team.foreman);
    await assignToProject(t.db, {
      companyId: team.company.id,
      projectId: project.id,
      userId: team.foreman.id,
    });
    const unseen = await docketOf(team.worker.id, elsewhere.id);
    const onTheirProject = await docketOf(team.worker.id, project.id);
    await foreman.until((e) => e.kind === 'docket' && e.id === onTheirProject.id);
    expect(foreman.heard.some((h) => h.event.kind === 'docket' && h.event.id === unseen.id)).toBe(false);
  });

  it('replays what a reconnecting stream missed (Last-Event-ID), and says reset when it cannot', async () => {
    // Another stream tells when the change has been turned into an event.
    const watcher = await signedInStream(team.admin);
    const first = await signedInStream(team.office);
    const last = first.heard.at(-1)!.id;
    await first.close();
    const missed = await docketOf(team.worker.id, project.id);
    await watcher.until((e) => e.kind === 'docket' && e.id === missed.id);
    const again = await open('/api/live', { ...bearer(team.office), 'last-event-id': last });
    expect(again.heard.map((h) => h.event.kind)).toEqual(['docket', 'hello']);
    expect(again.heard[0]!.event).toMatchObject({ kind: 'docket', id: missed.id });

    const lost = await open('/api/live', { ...bearer(team.office), 'last-event-id': 'deadbeef-12' });
    expect(lost.heard.map((h) => h.event.kind)).toEqual(['reset', 'hello']);
  });

  it('tells the worker and the office when a docket is deleted', async () => {
    const docket = await docketOf(team.worker.id, project.id);
    const worker = await signedInStream(team.worker);
    const office = await signedInStream(team.office);
    const gone = await call('DELETE /api/timesheets/:id', team.worker, { params: { id: docket.id } });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    await worker.until((e) => e.kind === 'dockets' || (e.kind === 'docket' && e.id === docket.id));
    await office.until((e) => e.kind === 'dockets' || (e.kind === 'docket' && e.id === docket.id));
  });
});

describe('GET /api/foreman/live (a project grant)', () => {
  it("carries only its project's dockets sent for approval, and their leaving the list", async () => {
    const refused = await fetch(`${base}/api/foreman/live`);
    expect(refused.status).toBe(401);
    const { token } = await issueGrant(t.db, {
      companyId: team.company.id,
      projectId: project.id,
      kind: 'project_code',
    });
    const foreman = await open('/api/foreman/live', { 'x-access-grant': token });
    const draft = await docketOf(team.worker.id, project.id);
    const otherProject = await docketOf(team.worker.id, elsewhere.id, 'pending_approval');
    const pending = await docketOf(otherWorker.id, project.id, 'pending_approval');
    const started = Date.now();
    await foreman.until((e) => e.kind === 'docket' && e.id === pending.id && e.status === 'pending_approval');
    expect(Date.now() - started).toBeLessThan(2000);
    const ids = foreman.heard.flatMap((h) => (h.event.kind === 'docket' ? [h.event.id] : []));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(otherProject.id);

    // Withdrawn to draft: the foreman hears that it changed, not what it became.
    await t.db
      .update(dockets)
      .set({ status: 'draft', updatedAt: new Date() })
      .where(eq(dockets.id, pending.id));
    const left = await foreman.until(
      (e) => e.kind === 'docket' && e.id === pending.id && e.status === undefined,
    );
    expect(left.event).toEqual({ kind: 'docket', id: pending.id, projectId: project.id });
    expect(foreman.text()).not.toMatch(/rate|amount|total/i);
  });

  it('an approval link hears of its one docket only', async () => {
    const one = await docketOf(team.worker.id, project.id, 'pending_approval');
    const { token } = await issueGrant(t.db, {
      companyId: team.company.id,
      projectId: project.id,
      docketId: one.id,
      kind: 'approval_link',
    });
    const link = await open('/api/foreman/live', { 'x-access-grant': token });
    const another = await docketOf(otherWorker.id, project.id, 'pending_approval');
    await t.db
      .update(dockets)
      .set({ status: 'approved', updatedAt: new Date() })
      .where(eq(dockets.id, one.id));
    await link.until((e) => e.kind === 'docket' && e.id === one.id && e.status === 'approved');
    expect(link.heard.some((h) => h.event.kind === 'docket' && h.event.id === another.id)).toBe(false);
  });
});

describe('a stream ends with the rights it was opened with (issue 24)', () => {
  const hearsDocketOf = async (
    stream: Awaited<ReturnType<typeof open>>,
    workerId: number,
    projectId: number,
  ) => {
    const docket = await docketOf(workerId, projectId, 'pending_approval');
    await stream.until((e) => e.kind === 'docket' && e.id === docket.id);
    return docket;
  };
  const heardOf = (stream: Awaited<ReturnType<typeof open>>, id: number) =>
    stream.heard.some((h) => h.event.kind === 'docket' && h.event.id === id);
  const grantStream = async (projectId: number) => {
    const grant = await issueGrant(t.db, { companyId: team.company.id, projectId, kind: 'project_code' });
    return { ...grant, stream: await open('/api/foreman/live', { 'x-access-grant': grant.token }) };
  };

  it("ends at sign-out, and another session's stream goes on", async () => {
    const leaving = await signedIn(t.db, team.company.id, 'office');
    const gone = await signedInStream(leaving);
    const staying = await signedInStream(team.office);
    const out = await call('POST /api/auth/logout', leaving);
    expect(out.statusCode, out.body).toBe(200);
    await gone.closedByServer();
    const docket = await hearsDocketOf(staying, team.worker.id, project.id);
    expect(heardOf(gone, docket.id)).toBe(false);
  });

  it('ends when its person is deactivated, and a colleague’s stream goes on', async () => {
    const leaving = await signedIn(t.db, team.company.id, 'office');
    const gone = await signedInStream(leaving);
    const staying = await signedInStream(team.office);
    const res = await call('POST /api/users/:userId/deactivate', team.admin, {
      params: { userId: leaving.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    await gone.closedByServer();
    const docket = await hearsDocketOf(staying, team.worker.id, project.id);
    expect(heardOf(gone, docket.id)).toBe(false);
  });

  // The office hears every docket of the company, a foreman those on their projects; a worker only their own.
  it.each(['office', 'foreman'] as const)(
    'ends when a person of the %s role is made a worker, and a colleague’s stream goes on',
    async (role) => {
      const demoted = await signedIn(t.db, team.company.id, role);
      await assignToProject(t.db, { companyId: team.company.id, projectId: project.id, userId: demoted.id });
      const gone = await signedInStream(demoted);
      const staying = await signedInStream(team.office);
      const res = await call('PUT /api/users/:userId/role', team.admin, {
        params: { userId: demoted.id },
        body: { role: 'worker' },
      });
      expect(res.statusCode, res.body).toBe(200);
      await gone.closedByServer();
      const docket = await hearsDocketOf(staying, team.worker.id, project.id);
      expect(heardOf(gone, docket.id)).toBe(false);
    },
  );

  it("ends a project code's stream when the project is archived; another project's goes on", async () => {
    const archived = await createProject(t.db, { companyId: team.company.id, name: 'Pier 4' });
    const gone = (await grantStream(archived.id)).stream;
    const staying = (await grantStream(project.id)).stream;
    const res = await call('PATCH /api/projects/:id/archive', team.admin, {
      params: { id: archived.id },
      body: { isActive: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    await gone.closedByServer();
    await hearsDocketOf(staying, team.worker.id, project.id);
  });

  it('ends a grant’s stream at the grant’s expiry with nothing else happening; another grant’s goes on', async () => {
    const staying = (await grantStream(project.id)).stream;
    const expiring = await issueGrant(t.db, {
      companyId: team.company.id,
      projectId: project.id,
      kind: 'project_code',
    });
    // The app's clock is put a moment before the grant's expiry while its stream opens.
    ahead = expiring.expiresAt.getTime() - Date.now() - 300;
    let gone;
    try {
      gone = await open('/api/foreman/live', { 'x-access-grant': expiring.token });
    } finally {
      ahead = 0;
    }
    await gone.closedByServer();
    const docket = await hearsDocketOf(staying, team.worker.id, project.id);
    expect(heardOf(gone, docket.id)).toBe(false);
  });

  it('ends a grant’s stream that has expired before the next change reaches it, not telling it the change', async () => {
    const staying = (await grantStream(project.id)).stream;
    const expired = await grantStream(project.id);
    // Expired by the database's clock (as another process would find it), with no notice of it.
    await t.db
      .update(accessGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessGrants.tokenHash, hashToken(expired.token)));
    const docket = await hearsDocketOf(staying, team.worker.id, project.id);
    await expired.stream.closedByServer();
    expect(heardOf(expired.stream, docket.id)).toBe(false);
  });
});
