import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import type { TypedApp } from '../../src/server/http/module';
import { sameDatabaseUrl } from '../support/database';
import { createTestApp, type TestApp } from '../support/app';
import { client } from '../support/client';
import { closeListening, openStream } from '../support/live';
import { bearer, companyWithTeam, signedIn, workerProject } from '../support/people';

/**
 * Two server processes on one PostgreSQL database (issue 17): a docket changed through one reaches
 * a live stream opened on the other, through the tables' NOTIFY, within 2 s; a sign-out or a
 * deactivation through one ends the person's stream on the other (issue 24).
 */
let one: TestApp;
let otherDatabase: Database;
let other: TypedApp;
let base: string;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
/** Calls go through the first process; the streams listen on the other. */
const call = client(() => one);

beforeAll(async () => {
  one = await createTestApp();
  team = await companyWithTeam(one.db);
  otherDatabase = await openDatabase({ url: await sameDatabaseUrl(one.db), poolSize: 2 });
  // The same configuration; a queue that stops at once (as tests/postgres-server/reminders-once.test.ts).
  other = await buildApp({ config: one.config, database: otherDatabase, jobs: { stopTimeoutMs: 300 } });
  await other.listen({ port: 0, host: '127.0.0.1' });
  const address = other.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  while (!otherDatabase.changes.live) await otherDatabase.changes.next();
});
afterAll(async () => {
  if (other) await closeListening(other.server, () => other!.close());
  await otherDatabase?.close();
  await one.close();
});

it("a docket sent for approval through one process reaches the office's stream on the other within 2 s", async () => {
  const { project, item } = await workerProject(one.db, team, 'Quay Street');
  // Streams stay raw fetches: an SSE stream over a listening socket, which inject cannot hold open.
  const office = await openStream(`${base}/api/live`, bearer(team.office));
  const worker = await openStream(`${base}/api/live`, bearer(team.worker));
  try {
    await office.until((e) => e.kind === 'hello');
    await worker.until((e) => e.kind === 'hello');
    const started = Date.now();
    const res = await call('POST /api/timesheets', team.worker, {
      body: {
        date: '2026-11-16',
        projectId: project.id,
        status: 'approved',
        lineItems: [{ projectRateItemId: item.id, entryType: 'qty', quantity: 8 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const heard = await office.until((e) => e.kind === 'docket' && e.id === id);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(heard.event).toEqual({ kind: 'docket', id, projectId: project.id, status: 'approved' });
    await worker.until((e) => e.kind === 'docket' && e.id === id);
    expect(office.text() + worker.text()).not.toMatch(/rate|amount|total/i);
  } finally {
    await office.close();
    await worker.close();
  }
});

it('a sign-out and a deactivation through one process end those streams on the other; a colleague’s goes on', async () => {
  const { project, item } = await workerProject(one.db, team, 'Wharf Road');
  const signingOut = await signedIn(one.db, team.company.id, 'office');
  const deactivated = await signedIn(one.db, team.company.id, 'office');
  // Streams stay raw fetches: an SSE stream over a listening socket, which inject cannot hold open.
  const open = (who: { token: string }) => openStream(`${base}/api/live`, bearer(who));
  const out = await open(signingOut);
  const off = await open(deactivated);
  const staying = await open(team.office);
  const streams = [out, off, staying];
  try {
    for (const s of streams) await s.until((e) => e.kind === 'hello');
    const signOut = await call('POST /api/auth/logout', signingOut);
    expect(signOut.statusCode, signOut.body).toBe(200);
    await out.closedByServer();
    const deactivate = await call('POST /api/users/:userId/deactivate', team.admin, {
      params: { userId: deactivated.id },
    });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    await off.closedByServer();
    const res = await call('POST /api/timesheets', team.worker, {
      body: {
        date: '2026-11-17',
        projectId: project.id,
        status: 'approved',
        lineItems: [{ projectRateItemId: item.id, entryType: 'qty', quantity: 8 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    await staying.until((e) => e.kind === 'docket' && e.id === id);
  } finally {
    await Promise.all(streams.map((s) => s.close()));
  }
});
